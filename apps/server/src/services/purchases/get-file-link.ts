import { SIGNED_LINK_SECONDS } from '@beatpasal/shared/constants';
import { LICENCE_LABELS } from '@beatpasal/shared/licences';
import { PAID_SALE_MESSAGES } from '@beatpasal/shared/schemas/paid-sales';
import { PURCHASE_MESSAGES, type TDownloadFile, type TFileLink } from '@beatpasal/shared/schemas/purchases';
import type { AppContext } from '../../context';
import {
  findOwnPurchase,
  findPurchaseView,
  type TPurchaseOwner,
  type TPurchaseView,
} from '../../db/repositories/purchases-repository';
import { AppError } from '../../errors/app-error';
import { downloadStates } from './present-purchase';
import { purchaseNotFound, requireNotFrozen } from './purchase-access';

/** What a link may point at: the buyer's files, the agreement (both sides) and the payment screenshot (both sides). */
export type TPurchaseFile = TDownloadFile | 'agreement' | 'screenshot';

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/flac': 'flac',
  'audio/aiff': 'aiff',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/x-caf': 'caf',
};

const extensionOf = (contentType: string | null, fallback: string) => EXTENSIONS[contentType ?? ''] ?? fallback;

/** The stored key and the name the browser saves it under, e.g. 'Night Drive - DJ Test (Lease).wav'. */
function target(view: TPurchaseView, file: TPurchaseFile): { key: string | null; downloadName?: string } {
  const row = view.purchase;
  const base = `${view.trackTitle} - ${view.artistDisplayName ?? view.artistUsername ?? ''}`;
  const licence = LICENCE_LABELS[row.licenceKind];
  switch (file) {
    case 'master':
      return {
        key: view.trackMasterKey,
        downloadName: `${base} (${licence}).${extensionOf(view.trackMasterContentType, 'wav')}`,
      };
    case 'mp3':
      return { key: row.mp3Key, downloadName: `${base} (${licence}).mp3` };
    case 'alternate':
      return { key: row.alternateKey, downloadName: `${base} (HQ).${extensionOf(row.alternateContentType, 'wav')}` };
    case 'agreement':
      return { key: row.agreementKey, downloadName: `${base} - ${licence} licence agreement ${row.referenceCode}.pdf` };
    case 'screenshot':
      return { key: row.screenshotKey };
  }
}

/** Who may ask for which file: downloads are the buyer's alone, the rest both sides'. */
const ownerFor = (file: TPurchaseFile, userId: string): TPurchaseOwner =>
  file === 'agreement' || file === 'screenshot' ? { buyerOrArtistId: userId } : { buyerId: userId };

/**
 * A signed link valid for an hour (spec §9) to one file of a purchase. Downloads open only once
 * the purchase is approved and only for what its licence includes; the screenshot opens inline.
 */
export async function getFileLink(
  ctx: AppContext,
  input: { userId: string; purchaseId: string; file: TPurchaseFile },
): Promise<TFileLink> {
  const { db } = ctx.database;
  const row = await findOwnPurchase(db, input.purchaseId, ownerFor(input.file, input.userId));
  if (!row) throw purchaseNotFound();
  const view = (await findPurchaseView(db, row.id))!;
  const { key, downloadName } = target(view, input.file);
  if (input.file !== 'screenshot') {
    await requireNotFrozen(db, row);
    // A sale revoked through a dispute keeps its agreement, marked revoked, and closes its files (decision 066).
    if (row.revokedAt && input.file !== 'agreement')
      throw new AppError('FORBIDDEN', { userMessage: PAID_SALE_MESSAGES.revoked });
    if (row.status !== 'approved' && !row.revokedAt)
      throw new AppError('FORBIDDEN', { userMessage: PURCHASE_MESSAGES.notApproved });
    const state = downloadStates(row)[input.file];
    if (state === 'none') throw new AppError('NOT_FOUND', { userMessage: PURCHASE_MESSAGES.fileNotIncluded });
    if (state === 'preparing') throw new AppError('CONFLICT', { userMessage: PURCHASE_MESSAGES.preparing });
  }
  if (!key) throw new AppError('NOT_FOUND', { userMessage: PURCHASE_MESSAGES.notFound });
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + SIGNED_LINK_SECONDS) * 1000);
  const url = await ctx.storage.signedUrl(key, { expiresIn: SIGNED_LINK_SECONDS, downloadName });
  return { url, expiresAt: expiresAt.toISOString() };
}
