import type { Tx } from '../../db/client';
import { createNotifications } from './create-notifications';

/**
 * "New track by an artist you follow", for one fan-out batch of followers (services/follows), in
 * that batch's transaction. The track is each follower's key, so a batch run twice tells no one twice.
 */
export async function notifyFollowersOfNewTrack(
  tx: Tx,
  input: { trackId: string; artistId: string; followerIds: readonly string[] },
): Promise<void> {
  const { trackId, artistId } = input;
  await createNotifications(
    tx,
    input.followerIds.map((userId) => ({
      userId,
      kind: 'new_track' as const,
      data: { trackId, artistId },
      dedupeKey: `new_track:${trackId}`,
    })),
  );
}
