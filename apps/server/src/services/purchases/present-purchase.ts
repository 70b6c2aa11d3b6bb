import { AWAITING_PAYMENT_HOURS } from '@beatpasal/shared/purchase-states';
import type { TDeliverable } from '@beatpasal/shared/licences';
import type { TSaleDispute } from '@beatpasal/shared/schemas/paid-sales';
import type { TFileState, TPurchase, TRequestLine, TSale } from '@beatpasal/shared/schemas/purchases';
import type { TPurchaseRow, TPurchaseView } from '../../db/repositories/purchases-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';

const HOUR_MS = 3600 * 1000;

/** What the licence promises: the master as uploaded stands for the lossless file, the MP3 is made from it. */
export function includesFile(row: Pick<TPurchaseRow, 'deliverables'>, file: 'master' | 'mp3'): boolean {
  const wanted: TDeliverable = file === 'master' ? 'wav' : 'mp3';
  return row.deliverables.length === 0 || row.deliverables.includes(wanted);
}

export function downloadStates(row: TPurchaseRow): TPurchase['downloads'] {
  // A revoked sale keeps its agreement (marked revoked) and closes every file (decision 066).
  if (row.revokedAt && row.agreementKey) return { master: 'none', mp3: 'none', alternate: 'none', agreement: 'ready' };
  if (row.status !== 'approved') return { master: 'none', mp3: 'none', alternate: 'none', agreement: 'none' };
  const made = (key: string | null): TFileState => (key ? 'ready' : 'preparing');
  return {
    master: includesFile(row, 'master') ? 'ready' : 'none',
    mp3: includesFile(row, 'mp3') ? made(row.mp3Key) : 'none',
    alternate: row.alternateKey ? 'ready' : 'none',
    agreement: made(row.agreementKey),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `lines`: the request's other licences, when this purchase carries a grouped payment request (decision 091). */
export function presentPurchase(storage: ObjectStore, view: TPurchaseView, lines: TRequestLine[] = []): TPurchase {
  const row = view.purchase;
  const isRejected = row.status === 'rejected' || row.status === 'closed';
  return {
    id: row.id,
    reference: row.referenceCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    expiresAt:
      row.status === 'awaiting_payment'
        ? new Date(row.createdAt.getTime() + AWAITING_PAYMENT_HOURS * HOUR_MS).toISOString()
        : null,
    track: {
      id: row.trackId,
      title: view.trackTitle,
      coverUrl: publicImageUrl(storage, TRACK_COVER_RECIPE, view.trackCoverKey, 'w400'),
      isSold: view.trackIsSold,
    },
    artist: { id: row.artistId, username: view.artistUsername ?? '', displayName: view.artistDisplayName },
    licence: {
      kind: row.licenceKind,
      priceNpr: row.priceNpr,
      terms: row.licenceTerms,
      leaseDays: row.leaseDays,
      streamCap: row.streamCap,
      deliverables: row.deliverables,
    },
    amountPaisa: row.amountPaisa,
    leadPurchaseId: row.leadPurchaseId,
    linePaisa: row.linePaisa,
    lines,
    confirmedVia: row.confirmedVia,
    licenceCode: row.licenceCode,
    revokedAt: iso(row.revokedAt),
    wallet: row.walletLabel,
    transactionId: row.walletTransactionId,
    hasScreenshot: row.screenshotKey !== null,
    rejection: isRejected
      ? { reason: row.rejectionReason, note: row.rejectionNote ?? '', refundNpr: row.refundNpr }
      : null,
    downloads: downloadStates(row),
  };
}

export function presentSale(
  storage: ObjectStore,
  view: TPurchaseView,
  openDispute: TSaleDispute | null = null,
  lines: TRequestLine[] = [],
): TSale {
  return {
    ...presentPurchase(storage, view, lines),
    buyer: {
      username: view.buyerUsername ?? '',
      fullName: view.buyerFullName,
      email: view.buyerEmail,
      phone: view.buyerPhone,
      address: view.buyerAddress,
    },
    proofFlags: view.purchase.proofFlags,
    openDispute,
    paymentMessage: presentPaymentMessage(view.purchase),
  };
}

/** The fields of the credit message that confirmed the sale, when one did (decision 065). */
function presentPaymentMessage(row: TPurchaseView['purchase']): TSale['paymentMessage'] {
  const via = row.confirmedVia;
  if (via === null || via === 'artist') return null;
  return { via, rrn: row.paymentRrn, sender: row.paymentSender, receivedAt: iso(row.paymentReceivedAt) };
}
