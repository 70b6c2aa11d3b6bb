import { eq } from 'drizzle-orm';
import { LICENCE_LABELS } from '@beatpasal/shared/licences';
import { formatNpr } from '@beatpasal/shared/prices';
import { REJECTION_REASON_LABELS } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { TPurchaseRow } from '../../db/repositories/purchases-repository';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { tracks } from '../../db/schema/tracks';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { publicImageUrl } from '../../media/images/image-variants';

async function emailOf(q: Queryable, userId: string): Promise<string> {
  const [row] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

async function facts(q: Queryable, row: TPurchaseRow) {
  const [track] = await q
    .select({ title: tracks.title, coverKey: tracks.coverKey, artistName: profiles.displayName, artistUsername: profiles.username })
    .from(tracks)
    .innerJoin(profiles, eq(profiles.id, tracks.artistId))
    .where(eq(tracks.id, row.trackId));
  const artist = track!.artistName ?? track!.artistUsername ?? '';
  return { title: track!.title, coverKey: track!.coverKey, artist, licence: LICENCE_LABELS[row.licenceKind], price: formatNpr(row.priceNpr) };
}

const url = (ctx: AppContext, path: string) => new URL(path, ctx.env.PUBLIC_URL).toString();

/** To the artist when a buyer submits proof: check the wallet statement, then Mark as Paid. */
export async function mailArtistProofSubmitted(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const f = await facts(q, row);
  await enqueueMail(
    q,
    renderMail({
      to: await emailOf(q, row.artistId),
      dedupeKey: `purchase-proof:${row.id}`,
      subject: `Payment submitted for “${f.title}” (${row.referenceCode})`,
      heading: 'A buyer says they have paid',
      paragraphs: [
        `A buyer submitted proof of payment of ${f.price} for the ${f.licence} licence of “${f.title}”, order reference ${row.referenceCode}, wallet transaction ${row.walletTransactionId ?? ''}.`,
        'Check your own wallet statement for this amount and reference before you confirm: a screenshot alone is not proof. Then mark the purchase as paid, or reject it, in your Artist Dashboard.',
      ],
      action: { label: 'Open the Artist Dashboard', url: url(ctx, '/artist-dashboard') },
    }),
  );
}

/** To the buyer on approval: downloads and the licence agreement wait in the dashboard. */
export async function mailBuyerApproved(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const f = await facts(q, row);
  const cover = publicImageUrl(ctx.storage, TRACK_COVER_RECIPE, f.coverKey, 'w400');
  await enqueueMail(
    q,
    renderMail({
      to: await emailOf(q, row.buyerId),
      dedupeKey: `purchase-approved:${row.id}`,
      subject: `Payment confirmed: “${f.title}” by ${f.artist}`,
      heading: 'Your payment is confirmed',
      paragraphs: [
        `${f.artist} confirmed your payment of ${f.price} for the ${f.licence} licence of “${f.title}” (order ${row.referenceCode}).`,
        'Your files and the signed licence agreement (PDF) are ready to download in your dashboard.',
        ...(cover ? [`Cover: ${url(ctx, cover)}`] : []),
      ],
      action: { label: 'Open my purchases', url: url(ctx, '/buyer-dashboard') },
    }),
  );
}

/** To the buyer on rejection: the reason, the refund the artist states, and what to do next. */
export async function mailBuyerRejected(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const f = await facts(q, row);
  const reason = row.rejectionReason === 'other' || !row.rejectionReason ? row.rejectionNote : REJECTION_REASON_LABELS[row.rejectionReason];
  const note = row.rejectionReason !== 'other' && row.rejectionNote ? [`Note from the artist: ${row.rejectionNote}`] : [];
  await enqueueMail(
    q,
    renderMail({
      to: await emailOf(q, row.buyerId),
      dedupeKey: `purchase-rejected:${row.id}`,
      subject: `Purchase rejected: “${f.title}” (${row.referenceCode})`,
      heading: 'The artist rejected your purchase',
      paragraphs: [
        `${f.artist} rejected your purchase of the ${f.licence} licence of “${f.title}” (order ${row.referenceCode}).`,
        `Reason: ${reason ?? ''}`,
        ...note,
        `Refund stated by the artist: ${formatNpr(row.refundNpr ?? 0)}. If you paid through a wallet, the artist returns it to the same wallet; reply to them in Messages if it does not arrive.`,
        `If you cannot settle it with the artist, report a dispute with your order reference.`,
      ],
      action: { label: 'Open my purchases', url: url(ctx, '/buyer-dashboard') },
    }),
  );
}

/** To a buyer whose open purchase closed because another buyer bought the track exclusively. */
export async function mailBuyerClosedSold(ctx: AppContext, q: Queryable, row: TPurchaseRow): Promise<void> {
  const f = await facts(q, row);
  const wasPaid = row.submittedAt !== null;
  await enqueueMail(
    q,
    renderMail({
      to: await emailOf(q, row.buyerId),
      dedupeKey: `purchase-closed:${row.id}`,
      subject: `“${f.title}” was sold exclusively (${row.referenceCode})`,
      heading: 'This track is no longer for sale',
      paragraphs: [
        `“${f.title}” by ${f.artist} was sold with exclusive rights to another buyer, so your ${f.licence} purchase (order ${row.referenceCode}) is closed.`,
        wasPaid
          ? `You already sent ${f.price}: ask ${f.artist} in Messages for the refund, or report a dispute with your order reference if it does not come.`
          : 'You had not paid yet: do not send a payment for this order.',
      ],
      action: { label: 'Open my purchases', url: url(ctx, '/buyer-dashboard') },
    }),
  );
}
