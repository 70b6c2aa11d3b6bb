import {
  CREDIT_MESSAGE_MESSAGES,
  FORWARDED_PAGE_SIZE,
  type TCreditMatchReason,
  type TForwardedPayment,
  type TForwardedPaymentPage,
} from '@beatpasal/shared/payments/credit-message-api';
import type { AppContext } from '../../context';
import {
  findForwardedView,
  findOwnForwardedForUpdate,
  listForwardedPayments,
  setForwardedOutcome,
  type TForwardedView,
} from '../../db/repositories/credit-messages-repository';
import { AppError } from '../../errors/app-error';
import { decodeCursor, encodeCursor } from '../catalogue/page-cursor';
import { requireSeller } from '../purchases/purchase-access';
import { confirmPaymentMessage } from './confirm-payment-message';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_TYPES = ['timestamp', 'uuid'] as const;
const notFound = () => new AppError('NOT_FOUND', { userMessage: CREDIT_MESSAGE_MESSAGES.forwardedNotFound });

function present(view: TForwardedView): TForwardedPayment {
  return {
    id: view.id,
    amountPaisa: view.amountPaisa,
    rrn: view.rrn,
    sender: view.sender,
    sentAt: view.sentAt?.toISOString() ?? null,
    outcome: view.outcome,
    reason: (view.reason as TCreditMatchReason | null) ?? null,
    purchase:
      view.purchaseId && view.purchaseReference
        ? {
            id: view.purchaseId,
            reference: view.purchaseReference,
            buyerUsername: view.buyerUsername,
            amountPaisa: view.purchaseAmountPaisa!,
            status: view.purchaseStatus!,
          }
        : null,
    createdAt: view.createdAt.toISOString(),
  };
}

/** GET /api/me/forwarded-payments: the artist's forwarded messages and what became of each, newest first. */
export async function listMyForwardedPayments(
  ctx: AppContext,
  input: { userId: string; cursor?: string },
): Promise<TForwardedPaymentPage> {
  const { db } = ctx.database;
  await requireSeller(db, input.userId);
  const listName = `forwarded-payments:${input.userId}`;
  const keys = decodeCursor(input.cursor, listName, KEY_TYPES);
  const rows = await listForwardedPayments(db, input.userId, {
    after: keys ? [keys[0]!, keys[1]!] : null,
    limit: FORWARDED_PAGE_SIZE + 1,
  });
  const items = rows.slice(0, FORWARDED_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items: items.map(present),
    nextCursor: rows.length > FORWARDED_PAGE_SIZE && last ? encodeCursor(listName, [last.cursorAt, last.id]) : null,
  };
}

async function requireOwnForwarded(ctx: AppContext, userId: string, id: string): Promise<TForwardedView> {
  await requireSeller(ctx.database.db, userId);
  const view = UUID.test(id) ? await findForwardedView(ctx.database.db, userId, id) : null;
  if (!view) throw notFound();
  return view;
}

/**
 * POST /api/me/forwarded-payments/:id/confirm: the artist's tap on a forwarded suggestion. Only a
 * 'matched' one names a single order with its exact amount; the stored fields are checked again
 * by confirmPaymentMessage. Confirming it twice changes nothing.
 */
export async function confirmForwardedPayment(
  ctx: AppContext,
  input: { userId: string; id: string },
): Promise<TForwardedPayment> {
  const view = await requireOwnForwarded(ctx, input.userId, input.id);
  if (view.outcome === 'confirmed') return present(view);
  if (view.outcome !== 'matched' || !view.purchaseId || view.amountPaisa === null)
    throw new AppError('CONFLICT', { userMessage: CREDIT_MESSAGE_MESSAGES.notMatched });
  await confirmPaymentMessage(ctx, {
    userId: input.userId,
    purchaseId: view.purchaseId,
    amountPaisa: view.amountPaisa,
    rrn: view.rrn,
    sender: view.sender,
    sentAt: view.sentAt?.toISOString() ?? null,
    via: 'forwarded_message',
  });
  await setForwardedOutcome(ctx.database.db, view.id, 'confirmed');
  return present((await findForwardedView(ctx.database.db, input.userId, view.id))!);
}

/** POST /api/me/forwarded-payments/:id/dismiss: not a sale's payment; a confirmed one stays confirmed. */
export async function dismissForwardedPayment(
  ctx: AppContext,
  input: { userId: string; id: string },
): Promise<TForwardedPayment> {
  await requireOwnForwarded(ctx, input.userId, input.id);
  await ctx.database.db.transaction(async (tx) => {
    const row = await findOwnForwardedForUpdate(tx, input.userId, input.id);
    if (row && row.outcome !== 'confirmed') await setForwardedOutcome(tx, row.id, 'dismissed');
  });
  return present((await findForwardedView(ctx.database.db, input.userId, input.id))!);
}
