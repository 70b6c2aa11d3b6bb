import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import {
  FREE_DOWNLOAD_MESSAGES,
  type TFreeDownloadAnswer,
  type TFreeDownloadRequest,
} from '@beatpasal/shared/schemas/free-downloads';
import type { SessionUser } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { lockFreeDownload, updateFreeDownload } from '../../db/repositories/free-downloads-repository';
import { findProfileById } from '../../db/repositories/profiles-repository';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { requireMember } from '../catalogue/require-member';
import { deliverFreeDownload } from './deliver-free-download';
import { encodeFreeDownloadToken, newFreeDownloadToken } from './free-download-link';
import { FREE_DOWNLOAD_PAGE, freeDownloadMail } from './free-download-mail';
import { requireFreeTrack } from './require-free-track';

export interface TRequestFreeDownload extends TFreeDownloadRequest {
  user: SessionUser | null;
  trackId: string;
  language: TLanguage;
  log: FastifyBaseLogger;
}

/**
 * POST /api/tracks/:id/free-download. Signed in: the download is claimed at once (one row per
 * person and track, however often asked) and the files come back. A visitor: the address gets a
 * single-use link; while a mailed link is still valid, asking again mails nothing, so an address
 * holds one valid link and the artist counts one download.
 */
export async function requestFreeDownload(ctx: AppContext, input: TRequestFreeDownload): Promise<TFreeDownloadAnswer> {
  const { db } = ctx.database;
  const track = await requireFreeTrack(db, input.trackId);
  if (input.user) return claimSignedIn(ctx, { ...input, user: input.user }, track);
  const email = input.email;
  if (!email) throw new AppError('BAD_REQUEST', { userMessage: FREE_DOWNLOAD_MESSAGES.emailRequired });
  await db.transaction(async (tx) => {
    const row = await lockFreeDownload(tx, { trackId: track.trackId, artistId: track.artistId, userId: null, email });
    const wantsFollow = row.wantsFollow || input.follow;
    if (row.linkNonce !== null && row.linkExpiresAt !== null && row.linkExpiresAt.getTime() > Date.now()) {
      if (wantsFollow !== row.wantsFollow) await updateFreeDownload(tx, row.id, { wantsFollow });
      return;
    }
    const token = newFreeDownloadToken(row.id);
    await updateFreeDownload(tx, row.id, {
      wantsFollow,
      linkNonce: token.nonce,
      linkExpiresAt: new Date(token.exp * 1000),
    });
    const query = new URLSearchParams({ token: encodeFreeDownloadToken(ctx.secret, token) });
    const url = new URL(`${FREE_DOWNLOAD_PAGE}?${query}`, ctx.env.PUBLIC_URL).toString();
    const artist = track.artistDisplayName ?? track.artistUsername ?? '';
    const dedupeKey = `free-download:${row.id}:${token.nonce}`;
    await enqueueMail(
      tx,
      freeDownloadMail({ to: email, language: input.language, title: track.title, artist, url, dedupeKey }),
    );
  });
  ctx.worker.notify();
  return { status: 'sent', email };
}

async function claimSignedIn(
  ctx: AppContext,
  input: TRequestFreeDownload & { user: SessionUser },
  track: Awaited<ReturnType<typeof requireFreeTrack>>,
): Promise<TFreeDownloadAnswer> {
  const { db } = ctx.database;
  const userId = input.user.id;
  await requireMember(db, userId);
  if (track.artistId === userId) throw new AppError('FORBIDDEN', { userMessage: FREE_DOWNLOAD_MESSAGES.ownTrack });
  const row = await db.transaction(async (tx) => {
    const locked = await lockFreeDownload(tx, {
      trackId: track.trackId,
      artistId: track.artistId,
      userId,
      email: null,
    });
    const fields = { wantsFollow: locked.wantsFollow || input.follow, claimedAt: locked.claimedAt ?? new Date() };
    await updateFreeDownload(tx, locked.id, fields);
    return { ...locked, ...fields };
  });
  const profile = await findProfileById(db, userId);
  const licensee = profile?.displayName ?? profile?.username ?? input.user.email;
  const download = await deliverFreeDownload(ctx, { ...input, row, track, licensee, followerId: userId });
  return { status: 'ready', download };
}
