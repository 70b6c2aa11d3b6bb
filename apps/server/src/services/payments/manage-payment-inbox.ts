import { createHash, randomBytes } from 'node:crypto';
import {
  CREDIT_MESSAGE_MESSAGES,
  type TPaymentInbox,
  type TPaymentInboxAddress,
} from '@beatpasal/shared/payments/credit-message-api';
import type { AppContext } from '../../context';
import {
  deleteInbox,
  findInbox,
  setInboxAutoConfirm,
  upsertInbox,
} from '../../db/repositories/credit-messages-repository';
import { AppError } from '../../errors/app-error';
import { requireSeller } from '../purchases/purchase-access';

/**
 * The artist's private forwarding address (decision 065): a random secret in the URL, of which
 * only the SHA-256 is stored, so the address is shown once, when turned on or rotated.
 */

export const hashInboxToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type TInboxRow = Awaited<ReturnType<typeof findInbox>>;
const present = (row: TInboxRow): TPaymentInbox => ({
  isOn: row !== null,
  autoConfirm: row?.autoConfirm ?? false,
  createdAt: row?.createdAt.toISOString() ?? null,
});

/** GET /api/me/payment-inbox: on or off and the switch; never the secret. */
export async function getPaymentInbox(ctx: AppContext, input: { userId: string }): Promise<TPaymentInbox> {
  await requireSeller(ctx.database.db, input.userId);
  return present(await findInbox(ctx.database.db, input.userId));
}

/** POST /api/me/payment-inbox: turns the address on, or rotates it (the old address stops at once). */
export async function openPaymentInbox(ctx: AppContext, input: { userId: string }): Promise<TPaymentInboxAddress> {
  await requireSeller(ctx.database.db, input.userId);
  const token = randomBytes(24).toString('base64url');
  const row = await upsertInbox(ctx.database.db, input.userId, hashInboxToken(token));
  return { ...present(row), url: `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}/api/payment-inbox/${token}` };
}

/** DELETE /api/me/payment-inbox: the address stops working; its suggestions stay. */
export async function closePaymentInbox(ctx: AppContext, input: { userId: string }): Promise<TPaymentInbox> {
  await requireSeller(ctx.database.db, input.userId);
  await deleteInbox(ctx.database.db, input.userId);
  return present(null);
}

/** PATCH /api/me/payment-inbox: "Confirm exact matches for me". */
export async function setPaymentInboxAutoConfirm(
  ctx: AppContext,
  input: { userId: string; autoConfirm: boolean },
): Promise<TPaymentInbox> {
  await requireSeller(ctx.database.db, input.userId);
  const row = await setInboxAutoConfirm(ctx.database.db, input.userId, input.autoConfirm);
  if (!row) throw new AppError('NOT_FOUND', { userMessage: CREDIT_MESSAGE_MESSAGES.inboxOff });
  return present(row);
}
