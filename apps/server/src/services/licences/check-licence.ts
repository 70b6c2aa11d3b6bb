import { normaliseLicenceCode } from '@beatpasal/shared/licence-codes';
import {
  LICENCE_CHECK_MESSAGES,
  type TLicenceCheck,
  type TLicenceStatus,
} from '@beatpasal/shared/schemas/licence-checks';
import type { AppContext } from '../../context';
import { findLicenceByCode, type TLicenceRow } from '../../db/repositories/licences-repository';
import { nepalDay } from '../../documents/bikram-sambat';
import { AppError } from '../../errors/app-error';

const DAY_MS = 24 * 3600 * 1000;

const notFound = () => new AppError('NOT_FOUND', { userMessage: LICENCE_CHECK_MESSAGES.notFound });

/**
 * Revoked when the sale was undone after approval (revoked_at, or a rejection of an approved sale,
 * the only way a purchase with a code can be rejected); expired once a lease's days have run from
 * the date of issue, as the agreement states; valid otherwise.
 */
function statusOf(
  row: TLicenceRow,
  expiresAt: Date | null,
  now: Date,
): { status: TLicenceStatus; revokedAt: Date | null } {
  if (row.revokedAt) return { status: 'revoked', revokedAt: row.revokedAt };
  if (row.status !== 'approved') return { status: 'revoked', revokedAt: row.decidedAt };
  return { status: expiresAt && now >= expiresAt ? 'expired' : 'valid', revokedAt: null };
}

/**
 * GET /api/licences/:code, for anyone (decision 067): the public facts of one licence, found by
 * its code however it was typed. Anything that is not a code, or no licence's code, is 404.
 */
export async function checkLicence(ctx: AppContext, input: { code: string; now?: Date }): Promise<TLicenceCheck> {
  const code = normaliseLicenceCode(input.code);
  if (!code) throw notFound();
  const row = await findLicenceByCode(ctx.database.db, code);
  if (!row || !row.issuedAt) throw notFound();
  const expiresAt = row.leaseDays ? new Date(row.issuedAt.getTime() + row.leaseDays * DAY_MS) : null;
  const { status, revokedAt } = statusOf(row, expiresAt, input.now ?? new Date());
  return {
    code,
    status,
    track: { title: row.trackTitle },
    artist: { username: row.artistUsername ?? '', displayName: row.artistDisplayName },
    buyer: { displayName: row.buyerFullName?.trim() || row.buyerUsername || '' },
    licence: {
      kind: row.licenceKind,
      terms: row.licenceTerms,
      streamCap: row.streamCap,
      leaseDays: row.leaseDays,
      deliverables: row.deliverables,
    },
    issuedAt: row.issuedAt.toISOString(),
    issuedOn: nepalDay(row.issuedAt),
    expiresAt: expiresAt?.toISOString() ?? null,
    expiresOn: expiresAt ? nepalDay(expiresAt) : null,
    revokedAt: revokedAt?.toISOString() ?? null,
    revokedOn: revokedAt ? nepalDay(revokedAt) : null,
  };
}
