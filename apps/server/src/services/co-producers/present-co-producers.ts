import type { TShare, TTrackCoProducers } from '@beatpasal/shared/schemas/co-producers';
import type { TActiveCoProducer } from '../../db/repositories/co-producers-repository';
import type { TShareRow } from '../../db/repositories/co-producer-shares-repository';

const person = (username: string | null, displayName: string | null) => ({
  username: username ?? '',
  displayName: displayName ?? username ?? '',
});

/** The lead's share is what the co-producers on the track leave of 100 (a declined or removed one's returns to them). */
export function presentTrackCoProducers(rows: TActiveCoProducer[]): TTrackCoProducers {
  return {
    leadSharePercent: 100 - rows.reduce((sum, row) => sum + row.sharePercent, 0),
    coProducers: rows.map((row) => ({
      id: row.id,
      ...person(row.username, row.displayName),
      sharePercent: row.sharePercent,
      status: row.status,
      hasSales: row.hasSales,
    })),
  };
}

export function presentShare(row: TShareRow): TShare {
  return {
    id: row.id,
    soldAt: row.soldAt.toISOString(),
    trackId: row.trackId,
    trackTitle: row.trackTitle,
    licenceKind: row.licenceKind,
    isRevoked: row.isRevoked,
    saleAmountPaisa: row.saleAmountPaisa,
    sharePercent: row.sharePercent,
    amountPaisa: row.amountPaisa,
    counterpart: person(row.counterpartUsername, row.counterpartDisplayName),
    settledAt: row.settledAt?.toISOString() ?? null,
    transactionId: row.transactionId,
  };
}

export { person as presentPerson };
