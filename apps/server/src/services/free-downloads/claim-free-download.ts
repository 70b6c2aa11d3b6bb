import type { FastifyBaseLogger } from 'fastify';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { FREE_DOWNLOAD_MESSAGES, type TFreeDownload } from '@beatpasal/shared/schemas/free-downloads';
import type { AppContext } from '../../context';
import {
  findUserIdByEmail,
  lockFreeDownloadById,
  updateFreeDownload,
} from '../../db/repositories/free-downloads-repository';
import { AppError } from '../../errors/app-error';
import { deliverFreeDownload } from './deliver-free-download';
import { readFreeDownloadToken } from './free-download-link';
import { requireFreeTrack } from './require-free-track';

const invalid = () => new AppError('NOT_FOUND', { userMessage: FREE_DOWNLOAD_MESSAGES.linkInvalid });

/**
 * POST /api/free-downloads/claim: the mailed link, opened. A forged link is 404; an expired one or
 * one already used (or replaced by a newer link) is 410. Using it verifies the address, counts the
 * download for the artist once, and follows when asked, if an account holds the verified address.
 */
export async function claimFreeDownload(
  ctx: AppContext,
  input: { token: string; language: TLanguage; log: FastifyBaseLogger },
): Promise<TFreeDownload> {
  const { db } = ctx.database;
  const token = readFreeDownloadToken(ctx.secret, input.token);
  if (!token) throw invalid();
  const claimed = await db.transaction(async (tx) => {
    const row = await lockFreeDownloadById(tx, token.downloadId);
    if (!row || row.email === null) throw invalid();
    if (token.exp * 1000 <= Date.now()) throw new AppError('GONE', { userMessage: FREE_DOWNLOAD_MESSAGES.linkExpired });
    if (row.linkNonce !== token.nonce) throw new AppError('GONE', { userMessage: FREE_DOWNLOAD_MESSAGES.linkUsed });
    const track = await requireFreeTrack(tx, row.trackId);
    const fields = { linkNonce: null, linkExpiresAt: null, claimedAt: row.claimedAt ?? new Date() };
    await updateFreeDownload(tx, row.id, fields);
    return { row: { ...row, ...fields }, track, email: row.email };
  });
  const followerId = claimed.row.wantsFollow ? await findUserIdByEmail(db, claimed.email) : null;
  return deliverFreeDownload(ctx, { ...claimed, ...input, licensee: claimed.email, followerId });
}
