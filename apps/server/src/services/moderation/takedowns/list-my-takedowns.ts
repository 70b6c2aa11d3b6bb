import type { TOwnTakedown, TOwnTakedownList } from '@beatpasal/shared/schemas/admin-queues';
import type { Queryable } from '../../../db/client';
import { listTakedownsOfArtist, type TTakedownWithTrack } from '../../../db/repositories/takedowns-repository';

export function ownTakedownOf(row: TTakedownWithTrack): TOwnTakedown {
  return {
    id: row.id,
    trackId: row.trackId,
    trackTitle: row.trackTitle,
    claimantName: row.claimantName,
    originalWork: row.originalWork,
    status: row.status,
    counterStatement: row.counterStatement,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/me/takedowns: the copyright notices about the signed-in artist's tracks, newest first. */
export async function listMyTakedowns(q: Queryable, userId: string): Promise<TOwnTakedownList> {
  const rows = await listTakedownsOfArtist(q, userId);
  return { takedowns: rows.map(ownTakedownOf) };
}
