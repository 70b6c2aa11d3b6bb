import type { TStrikeList } from '@beatpasal/shared/schemas/admin';
import type { Queryable } from '../../../db/client';
import { listStrikesOf } from '../../../db/repositories/strikes-repository';

/** GET /api/me/strikes: the warnings given to the signed-in person, newest first. */
export async function listMyStrikes(q: Queryable, userId: string): Promise<TStrikeList> {
  const rows = await listStrikesOf(q, userId);
  return {
    strikes: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      appeal: row.appeal,
      appealedAt: row.appealedAt?.toISOString() ?? null,
      appealDecision: row.appealDecision,
      decisionNote: row.decisionNote,
    })),
  };
}
