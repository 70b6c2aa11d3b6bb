import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { TPurchaseRow } from '../../db/repositories/purchases-repository';
import { PAID_SALE_MAIL_TEXTS } from './paid-sale-mail-texts';
import { money } from './purchase-mail-texts';
import { facts, send } from './purchase-mails';

/** To a buyer whose paid order another buyer's exclusive sale closed: the refund the artist stated, and the dispute. */
export async function mailBuyerClosedPaid(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const { language, facts: f } = await facts(q, row, row.buyerId);
  const text = PAID_SALE_MAIL_TEXTS[language].closedPaid(f, money(row.refundNpr ?? 0, language));
  await send(ctx, q, row.buyerId, `purchase-closed:${row.id}`, text, `/purchase/${row.id}`);
}

/** To both sides when a sale is revoked through a dispute, each in their own language. */
export async function mailSaleRevoked(
  ctx: AppContext,
  q: Queryable,
  row: TPurchaseRow,
  by: 'artist' | 'admin',
): Promise<void> {
  const byAdmin = by === 'admin';
  const buyer = await facts(q, row, row.buyerId);
  const buyerText = PAID_SALE_MAIL_TEXTS[buyer.language].revokedBuyer(
    buyer.facts,
    row.rejectionNote ?? '',
    money(row.refundNpr ?? 0, buyer.language),
    byAdmin,
  );
  await send(ctx, q, row.buyerId, `purchase-revoked:${row.id}:buyer`, buyerText, `/purchase/${row.id}`);
  const artist = await facts(q, row, row.artistId);
  const artistText = PAID_SALE_MAIL_TEXTS[artist.language].revokedArtist(
    artist.facts,
    row.rejectionNote ?? '',
    money(row.refundNpr ?? 0, artist.language),
    byAdmin,
  );
  await send(ctx, q, row.artistId, `purchase-revoked:${row.id}:artist`, artistText, '/artist-dashboard');
}

/** To the buyer when the artist accepts a dispute about a rejected or closed order: the refund now owed. */
export async function mailRefundRestated(
  ctx: AppContext,
  q: Queryable,
  row: TPurchaseRow,
  note: string,
  disputeId: string,
): Promise<void> {
  const { language, facts: f } = await facts(q, row, row.buyerId);
  const text = PAID_SALE_MAIL_TEXTS[language].refundRestated(f, note, money(row.refundNpr ?? 0, language));
  await send(ctx, q, row.buyerId, `dispute-accepted:${disputeId}`, text, `/purchase/${row.id}`);
}
