import type { TFollowingAmong } from '@beatpasal/shared/schemas/follows';
import type { AppContext } from '../../context';
import { listFollowedAmong } from '../../db/repositories/follows-repository';

/** GET /api/me/following/among: the follow buttons of a page of artist cards, in one request instead of one per card. */
export async function listFollowingAmong(
  ctx: AppContext,
  input: { userId: string; artistIds: readonly string[] },
): Promise<TFollowingAmong> {
  return { artistIds: await listFollowedAmong(ctx.database.db, input.userId, input.artistIds) };
}
