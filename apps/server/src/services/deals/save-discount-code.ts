import { DEALS_MESSAGES, type TDeals, type TDiscountCodeFields } from '@beatpasal/shared/schemas/deals';
import type { AppContext } from '../../context';
import { insertCode, lockOwnCode, removeOwnCode, updateOwnCode } from '../../db/repositories/deals-repository';
import { isUniqueViolation } from '../../db/repositories/postgres-errors';
import { AppError } from '../../errors/app-error';
import { requireArtist } from '../tracks/require-artist';
import { requireOwnTracks } from './deal-tracks';
import { readDeals } from './get-deals';

const codeNotFound = () => new AppError('NOT_FOUND', { userMessage: DEALS_MESSAGES.codeNotFound });

function valuesOf(fields: TDiscountCodeFields) {
  return { ...fields, startsAt: new Date(fields.startsAt), endsAt: fields.endsAt ? new Date(fields.endsAt) : null };
}

/** A code text the artist already uses (case-insensitively: it is stored normalised) is refused on its field. */
async function refusingTakenCode(write: () => Promise<unknown>) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'discount_codes_artist_code_idx')) throw error;
    throw new AppError('CONFLICT', {
      userMessage: DEALS_MESSAGES.codeTaken,
      fieldErrors: { code: DEALS_MESSAGES.codeTaken },
    });
  }
}

/** POST /api/me/deals/codes: a new discount code in the artist's store. */
export async function createDiscountCode(ctx: AppContext, input: { userId: string } & TDiscountCodeFields) {
  const { db } = ctx.database;
  const { userId, ...fields } = input;
  await requireArtist(db, userId);
  await requireOwnTracks(db, userId, fields.trackIds);
  await refusingTakenCode(() => insertCode(db, userId, valuesOf(fields)));
  return readDeals(db, userId);
}

/**
 * PUT /api/me/deals/codes/:id: the artist's code changed; uses already taken stay taken. Once a buyer has
 * used it, its text stays: the payment requests that took it name this row, and the uses and once-per-buyer
 * counts are of it, so a new text would carry them to a code no buyer typed (decision 096).
 */
export async function updateDiscountCode(ctx: AppContext, input: { userId: string; id: string } & TDiscountCodeFields) {
  const { db } = ctx.database;
  const { userId, id, ...fields } = input;
  await requireArtist(db, userId);
  await requireOwnTracks(db, userId, fields.trackIds);
  await db.transaction(async (tx) => {
    const current = await lockOwnCode(tx, userId, id);
    if (!current) throw codeNotFound();
    if (current.uses > 0 && current.code !== fields.code)
      throw new AppError('CONFLICT', {
        userMessage: DEALS_MESSAGES.codeTextUsed,
        fieldErrors: { code: DEALS_MESSAGES.codeTextUsed },
      });
    await refusingTakenCode(() => updateOwnCode(tx, userId, id, valuesOf(fields)));
  });
  return readDeals(db, userId);
}

/** DELETE /api/me/deals/codes/:id: the code stops working; removing it twice changes nothing. */
export async function removeDiscountCode(ctx: AppContext, input: { userId: string; id: string }): Promise<TDeals> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  if (!(await removeOwnCode(db, input.userId, input.id))) throw codeNotFound();
  return readDeals(db, input.userId);
}
