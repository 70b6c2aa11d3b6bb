import type { TShareList } from '@beatpasal/shared/schemas/co-producers';
import type { AppContext } from '../../context';
import {
  listShares as listRows,
  sumShares,
  type TShareSide,
} from '../../db/repositories/co-producer-shares-repository';
import { requireArtist } from '../tracks/require-artist';
import { presentShare } from './present-co-producers';

/** The newest shares a dashboard lists; the totals count every share. */
const SHARES_LISTED = 100;

/**
 * GET /api/me/co-producer-shares?role=lead|coProducer: what the artist owes their co-producers, or
 * is owed as one, with totals per person owed and settled. Sales show no buyer.
 */
export async function listShares(ctx: AppContext, input: { userId: string; role: TShareSide }): Promise<TShareList> {
  const { db } = ctx.database;
  await requireArtist(db, input.userId);
  const [rows, totals] = await Promise.all([
    listRows(db, input.role, input.userId, SHARES_LISTED),
    sumShares(db, input.role, input.userId),
  ]);
  return {
    totals: totals.map((total) => ({
      username: total.username ?? '',
      displayName: total.displayName ?? total.username ?? '',
      owedPaisa: Number(total.owedPaisa),
      settledPaisa: Number(total.settledPaisa),
    })),
    shares: rows.map(presentShare),
  };
}
