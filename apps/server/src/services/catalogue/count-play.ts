import { createHmac } from 'node:crypto';
import type { TPlayResult } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { incrementPlayCount, readPlayCount, recordPlay } from '../../db/repositories/plays-repository';
import { findTrackAccess } from '../../db/repositories/track-access-repository';
import { assertTrackId, trackNotFound } from './track-not-found';
import { visitorNetwork } from './visitor-network';

export interface CountPlayInput {
  viewerId: string | null;
  trackId: string;
  ip: string;
}

/**
 * A signed-in listener is their user id; a visitor a keyed hash of their network address (nothing
 * reversible is stored). Visitors sharing one address count once per window: the price of a count
 * that changing the User-Agent cannot inflate.
 */
function listenerKey(ctx: AppContext, input: CountPlayInput): string {
  if (input.viewerId !== null) return `u:${input.viewerId}`;
  const digest = createHmac('sha256', ctx.secret)
    .update(`play-listener\n${visitorNetwork(input.ip)}`)
    .digest('base64url');
  return `v:${digest.slice(0, 22)}`;
}

/**
 * POST /api/tracks/:id/play: at most one play per listener and track per 10 minutes, counted in
 * the same transaction as its plays row. The artist's own listening is not counted.
 */
export async function countPlay(ctx: AppContext, input: CountPlayInput): Promise<TPlayResult> {
  assertTrackId(input.trackId);
  return ctx.database.db.transaction(async (tx) => {
    const track = await findTrackAccess(tx, input.trackId);
    const isOwner = track !== null && track.artistId === input.viewerId;
    if (!track || track.isDeleted || !(track.isVisible || isOwner)) throw trackNotFound();
    if (isOwner || !track.isVisible) return { counted: false, playCount: await readPlayCount(tx, input.trackId) };
    const counted = await recordPlay(tx, listenerKey(ctx, input), input.trackId);
    const playCount = counted ? await incrementPlayCount(tx, input.trackId) : await readPlayCount(tx, input.trackId);
    return { counted, playCount };
  });
}
