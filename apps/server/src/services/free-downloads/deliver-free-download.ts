import type { FastifyBaseLogger } from 'fastify';
import { SIGNED_LINK_SECONDS } from '@beatpasal/shared/constants';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { TFreeDownload } from '@beatpasal/shared/schemas/free-downloads';
import type { AppContext } from '../../context';
import {
  recordLicenceKeyOnce,
  updateFreeDownload,
  type TFreeDownloadRow,
  type TFreeTrackRow,
} from '../../db/repositories/free-downloads-repository';
import { isFollowing } from '../../db/repositories/follows-repository';
import { renderAgreementPdf } from '../../documents/licence-agreement-pdf';
import { AppError } from '../../errors/app-error';
import { deleteObjectsQuietly } from '../../media/uploads/store-objects';
import { newObjectKey } from '../../storage/object-keys';
import { followArtist } from '../follows/follow-artist';
import { freeLicenceContent } from '../purchases/free-licence-content';

export interface TDeliverInput {
  row: TFreeDownloadRow;
  track: TFreeTrackRow;
  /** Printed on the licence: the verified address or the signed-in person's name. */
  licensee: string;
  language: TLanguage;
  /** The account that follows when the person asked to: the signed-in one, or the one owning the verified address. */
  followerId: string | null;
  log: FastifyBaseLogger;
}

/** The free licence is written at the first download and kept as issued, like a purchase's agreement. */
async function licenceKey(ctx: AppContext, input: TDeliverInput): Promise<string> {
  if (input.row.licenceKey) return input.row.licenceKey;
  const { track } = input;
  const issuedAt = input.row.claimedAt ?? new Date();
  const artistName = track.artistDisplayName ?? track.artistUsername ?? '';
  const facts = {
    artistName,
    artistUsername: track.artistUsername ?? '',
    licensee: input.licensee,
    title: track.title,
  };
  const pdf = await renderAgreementPdf(freeLicenceContent({ ...facts, issuedAt }, input.language), issuedAt);
  const key = newObjectKey('agreements', 'pdf');
  await ctx.storage.put(key, pdf, { contentType: 'application/pdf', visibility: 'private' });
  const kept = await recordLicenceKeyOnce(ctx.database.db, input.row.id, key);
  if (kept !== key) await deleteObjectsQuietly(ctx.storage, [key], input.log);
  return kept;
}

/** Follows through the follow service; a person who may not follow (an administrator, a suspended account) just downloads. */
async function follow(ctx: AppContext, input: TDeliverInput): Promise<boolean> {
  const { row, track, followerId } = input;
  if (followerId === null) return false;
  if (row.wantsFollow && !row.hasFollowed && track.artistUsername) {
    try {
      await followArtist(ctx, { userId: followerId, username: track.artistUsername });
      await updateFreeDownload(ctx.database.db, row.id, { hasFollowed: true });
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return isFollowing(ctx.database.db, followerId, track.artistId);
}

/** After the download is claimed: the licence, the follow asked for, and signed links valid for an hour (never the master). */
export async function deliverFreeDownload(ctx: AppContext, input: TDeliverInput): Promise<TFreeDownload> {
  const { track } = input;
  const artistName = track.artistDisplayName ?? track.artistUsername ?? '';
  const base = `${track.title} - ${artistName}`;
  const key = await licenceKey(ctx, input);
  const isFollowingNow = await follow(ctx, input);
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + SIGNED_LINK_SECONDS) * 1000).toISOString();
  const sign = async (objectKey: string, downloadName: string) => ({
    url: await ctx.storage.signedUrl(objectKey, { expiresIn: SIGNED_LINK_SECONDS, downloadName }),
    expiresAt,
  });
  return {
    trackId: track.trackId,
    title: track.title,
    artistName,
    artistUsername: track.artistUsername ?? '',
    isFollowing: isFollowingNow,
    mp3: await sign(track.previewKey!, `${base} (free, tagged).mp3`),
    licence: await sign(key, `${base} - free licence.pdf`),
  };
}
