import { and, eq } from 'drizzle-orm';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { Queryable } from '../client';
import { trackLicences } from '../schema/tracks';

export type TTrackLicenceRow = typeof trackLicences.$inferSelect;

/** The licence of this kind the track offers now; null when it has none or the artist switched it off. */
export async function findEnabledLicence(
  q: Queryable,
  trackId: string,
  kind: TLicenceKind,
): Promise<TTrackLicenceRow | null> {
  const [licence] = await q
    .select()
    .from(trackLicences)
    .where(and(eq(trackLicences.trackId, trackId), eq(trackLicences.kind, kind), eq(trackLicences.enabled, true)));
  return licence ?? null;
}
