import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_MESSAGES, IMAGE_LABELS, type TArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { PROFILE_MESSAGES, type TArtistProfileInput, type TWalletKind } from '@beatpasal/shared/schemas/profiles';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { updateArtistProfile } from '../../db/repositories/profiles-repository';
import { deleteOwnWalletQr, findPrimaryWalletQr, insertWalletQr } from '../../db/repositories/wallet-qrs-repository';
import { AppError } from '../../errors/app-error';
import { deleteFilesLater } from '../../jobs/handlers/delete-files';
import { IMAGE_RECIPES, imageVariantKeys } from '../../media/images/image-variants';
import { processImage } from '../../media/images/process-image';
import { storeObjectsThenCommit } from '../../media/uploads/store-objects';
import { prepareWalletQr, type PreparedWalletQr } from '../wallet-qrs/prepare-wallet-qr';
import { getArtistProfile } from './get-artist-profile';
import { requireRole } from './require-role';
import type { TMessage } from '@beatpasal/shared/message-keys';

export interface SaveArtistProfileInput {
  userId: string;
  profile: TArtistProfileInput;
  avatar?: Buffer;
  cover?: Buffer;
  walletQr?: { bytes: Buffer; label: TWalletKind };
  log: FastifyBaseLogger;
}

interface Saved {
  avatarKey: string | null;
  coverKey: string | null;
  hasPrimaryQr: boolean;
}

/** Spec §5: each image is required unless one is already saved. */
function checkRequiredImages(input: SaveArtistProfileInput, saved: Saved): void {
  const missing: Record<string, TMessage> = {};
  if (!input.avatar && saved.avatarKey === null) missing.avatar = PROFILE_MESSAGES.profilePictureRequired;
  if (!input.cover && saved.coverKey === null) missing.cover = PROFILE_MESSAGES.coverImageRequired;
  if (!input.walletQr && !saved.hasPrimaryQr) missing.walletQr = PROFILE_MESSAGES.walletQrRequired;
  const first = Object.values(missing)[0];
  if (first !== undefined) throw new AppError('BAD_REQUEST', { userMessage: first, fieldErrors: missing });
}

async function savedState(q: Queryable, userId: string, forUpdate: boolean): Promise<Saved> {
  const profile = await requireRole(q, userId, 'artist', { wrongRoleMessage: ACCESS_MESSAGES.artistOnly, forUpdate });
  const primary = await findPrimaryWalletQr(q, userId);
  return { avatarKey: profile.avatarKey, coverKey: profile.coverKey, hasPrimaryQr: primary !== null };
}

/** Writes the form in one transaction, queueing the deletion of the files it replaced. */
async function commitProfile(
  tx: Tx,
  input: SaveArtistProfileInput,
  images: { avatarKey?: string; coverKey?: string; qr?: PreparedWalletQr },
): Promise<void> {
  const saved = await savedState(tx, input.userId, true);
  checkRequiredImages(input, saved);
  await updateArtistProfile(tx, input.userId, {
    ...input.profile,
    avatarKey: images.avatarKey ?? saved.avatarKey,
    coverKey: images.coverKey ?? saved.coverKey,
  });
  const replaced: string[] = [];
  if (images.avatarKey && saved.avatarKey) replaced.push(...imageVariantKeys(IMAGE_RECIPES.avatar, saved.avatarKey));
  if (images.coverKey && saved.coverKey) replaced.push(...imageVariantKeys(IMAGE_RECIPES.cover, saved.coverKey));
  if (images.qr && input.walletQr) {
    const oldPrimary = await findPrimaryWalletQr(tx, input.userId);
    if (oldPrimary) {
      await deleteOwnWalletQr(tx, input.userId, oldPrimary.id);
      replaced.push(...imageVariantKeys(IMAGE_RECIPES.walletQr, oldPrimary.imageKey));
    }
    const { imageKey, decodedText, payload } = images.qr;
    await insertWalletQr(tx, {
      artistId: input.userId,
      label: input.walletQr.label,
      imageKey,
      decodedText,
      ...payload,
      isPrimary: true,
    });
  }
  await deleteFilesLater(tx, replaced);
}

/**
 * PUT /api/me/artist-profile. Images are checked and re-encoded before anything is stored; the
 * wallet QR given here replaces the primary one. Old files go a while after the new ones are
 * committed, and a failure removes the new files again: nothing is ever half-saved.
 */
export async function saveArtistProfile(ctx: AppContext, input: SaveArtistProfileInput): Promise<TArtistProfile> {
  const { database, storage } = ctx;
  checkRequiredImages(input, await savedState(database.db, input.userId, false));

  const avatar = input.avatar
    ? await processImage(input.avatar, IMAGE_RECIPES.avatar, IMAGE_LABELS.profilePicture)
    : undefined;
  const cover = input.cover ? await processImage(input.cover, IMAGE_RECIPES.cover, IMAGE_LABELS.coverImage) : undefined;
  const qr = input.walletQr ? await prepareWalletQr(input.walletQr.bytes) : undefined;
  const objects = [...(avatar?.objects ?? []), ...(cover?.objects ?? []), ...(qr?.objects ?? [])];

  await storeObjectsThenCommit(storage, objects, input.log, () =>
    database.db.transaction((tx) => commitProfile(tx, input, { avatarKey: avatar?.key, coverKey: cover?.key, qr })),
  );
  return getArtistProfile(ctx, { userId: input.userId });
}
