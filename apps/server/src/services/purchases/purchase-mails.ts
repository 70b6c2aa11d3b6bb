import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { TPurchaseRow } from '../../db/repositories/purchases-repository';
import { findUserEmail } from '../../db/repositories/moderation-repository';
import { findSaleMailTrack } from '../../db/repositories/sale-mail-facts-repository';
import { enqueueMail } from '../../mail/enqueue-mail';
import { languageOfUser } from '../../mail/mail-language';
import { renderMail } from '../../mail/render-mail';
import { NOTIFICATION_MAIL_TEXTS } from '../notifications/notification-mail-texts';
import type { TUnsubscribeLinks } from '../notifications/unsubscribe-link';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { publicImageUrl } from '../../media/images/image-variants';
import { exactMoney, licenceName, money, PURCHASE_MAIL_TEXTS, reasonName } from './purchase-mail-texts';

async function emailOf(q: Queryable, userId: string): Promise<string> {
  return (await findUserEmail(q, userId))!;
}

/** The order's facts in the recipient's language, with that language's texts. */
export async function facts(q: Queryable, row: TPurchaseRow, recipientId: string) {
  const track = await findSaleMailTrack(q, row.trackId);
  const language: TLanguage = await languageOfUser(q, recipientId);
  const artist = track!.artistName ?? track!.artistUsername ?? '';
  return {
    language,
    texts: PURCHASE_MAIL_TEXTS[language],
    coverKey: track!.coverKey,
    facts: {
      title: track!.title,
      artist,
      licence: licenceName(row.licenceKind, language),
      price: exactMoney(row.amountPaisa, language),
      reference: row.referenceCode,
    },
  };
}

const url = (ctx: AppContext, path: string) => new URL(path, ctx.env.PUBLIC_URL).toString();

export type TMailText = { subject: string; heading: string; paragraphs: string[]; label: string };

export async function send(
  ctx: AppContext,
  q: Queryable,
  to: string,
  dedupeKey: string,
  text: TMailText,
  path: string,
  unsubscribe?: TUnsubscribeLinks & { language: TLanguage },
) {
  const { label, ...content } = text;
  const footnote = unsubscribe && NOTIFICATION_MAIL_TEXTS[unsubscribe.language].unsubscribe(unsubscribe.page);
  const mail = renderMail({
    to: await emailOf(q, to),
    dedupeKey,
    ...content,
    action: { label, url: url(ctx, path) },
    footnote,
  });
  await enqueueMail(q, unsubscribe ? { ...mail, headers: unsubscribe.headers } : mail);
}

/**
 * To the artist when a buyer submits proof: check the wallet statement, then Mark as Paid. A
 * notification the artist may switch off, so it carries its unsubscribe link (decision 079).
 */
export async function mailArtistProofSubmitted(
  ctx: AppContext,
  q: Queryable,
  row: TPurchaseRow,
  unsubscribe?: TUnsubscribeLinks,
): Promise<void> {
  const { language, texts, facts: f } = await facts(q, row, row.artistId);
  await send(
    ctx,
    q,
    row.artistId,
    `purchase-proof:${row.id}`,
    texts.proof(f, row.walletTransactionId ?? ''),
    '/artist-dashboard',
    unsubscribe && { ...unsubscribe, language },
  );
}

/** To the buyer on approval: downloads and the licence agreement wait in the dashboard. */
export async function mailBuyerApproved(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const { texts, facts: f, coverKey } = await facts(q, row, row.buyerId);
  const cover = publicImageUrl(ctx.storage, TRACK_COVER_RECIPE, coverKey, 'w400');
  await send(
    ctx,
    q,
    row.buyerId,
    `purchase-approved:${row.id}`,
    texts.approved(f, cover ? url(ctx, cover) : null),
    '/buyer-dashboard',
  );
}

/** To the buyer on rejection: the reason, the refund the artist states, and what to do next. */
export async function mailBuyerRejected(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const { language, texts, facts: f } = await facts(q, row, row.buyerId);
  const reason =
    row.rejectionReason === 'other' || !row.rejectionReason
      ? row.rejectionNote
      : reasonName(row.rejectionReason, language);
  const note = row.rejectionReason !== 'other' && row.rejectionNote ? row.rejectionNote : null;
  const text = texts.rejected(f, reason ?? '', note, money(row.refundNpr ?? 0, language));
  await send(ctx, q, row.buyerId, `purchase-rejected:${row.id}`, text, '/buyer-dashboard');
}

/** To a buyer whose open purchase closed because another buyer bought the track exclusively. */
export async function mailBuyerClosedSold(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const { texts, facts: f } = await facts(q, row, row.buyerId);
  await send(
    ctx,
    q,
    row.buyerId,
    `purchase-closed:${row.id}`,
    texts.closed(f, row.submittedAt !== null),
    '/buyer-dashboard',
  );
}
