import { inArray, sql } from 'drizzle-orm';
import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { AppContext } from '../context';
import { purchases } from '../db/schema/commerce';
import { enqueueJob } from '../jobs/enqueue-job';
import { PREPARE_DOWNLOADS_JOB } from '../services/purchases/prepare-downloads';
import { likes, tracks } from '../db/schema/tracks';
import type { CreatedArtist } from './create-demo-artists';
import { DemoRandom } from './demo-random';
import type { PlannedTrack } from './plan-demo-tracks';

export interface DemoTrack {
  id: string;
  plan: PlannedTrack;
}

export interface ActivitySummary {
  likes: number;
  sold: number;
  purchases: number;
}

const HOUR_MS = 3600_000;
const SOLD_EXCLUSIVES = 4;
const LEASES_BOUGHT = 5;

/** Some tracks are popular, most are not: each liker likes a track with a chance that grows with its popularity. */
function planLikes(
  random: DemoRandom,
  demoTracks: readonly DemoTrack[],
  artists: readonly CreatedArtist[],
  buyerIds: readonly string[],
) {
  const popularity = demoTracks.map(() => random.next() ** 2);
  const likers = [
    ...buyerIds.map((id) => ({ id, artistIndex: -1 })),
    ...artists.map((a, artistIndex) => ({ id: a.id, artistIndex })),
  ];
  return likers.flatMap((liker) =>
    demoTracks
      .filter((track, i) => track.plan.artistIndex !== liker.artistIndex && random.chance(0.04 + 0.5 * popularity[i]!))
      .map((track) => ({
        userId: liker.id,
        trackId: track.id,
        createdAt: new Date(Date.now() - random.next() * track.plan.ageHours * HOUR_MS),
      })),
  );
}

function purchase(random: DemoRandom, track: DemoTrack, artistId: string, buyerId: string, kind: TLicenceKind) {
  const licence = track.plan.licences.find((l) => l.kind === kind)!;
  const decidedAt = new Date(Date.now() - random.next() * track.plan.ageHours * 0.5 * HOUR_MS);
  return {
    buyerId,
    trackId: track.id,
    artistId,
    licenceKind: kind,
    priceNpr: licence.priceNpr!,
    amountPaisa: licence.priceNpr! * 100,
    licenceTerms: licence.terms,
    leaseDays: licence.leaseDays,
    streamCap: licence.streamCap,
    status: 'approved' as const,
    referenceCode: `BP-DEMO-${String(track.plan.index).padStart(3, '0')}${kind === 'lease' ? 'L' : 'X'}`,
    submittedAt: new Date(decidedAt.getTime() - 2 * HOUR_MS),
    decidedAt,
    createdAt: new Date(decidedAt.getTime() - 3 * HOUR_MS),
  };
}

const hasPriced = (track: DemoTrack, kind: TLicenceKind) =>
  track.plan.licences.some((l) => l.kind === kind && l.enabled && !l.negotiable && l.priceNpr !== null);

/**
 * Likes from buyers and artists (never on their own tracks) with like_count recounted from the
 * rows, play counts in proportion, approved exclusive purchases that mark tracks SOLD and a few
 * approved leases.
 */
export async function addDemoActivity(
  ctx: AppContext,
  demoTracks: readonly DemoTrack[],
  artists: readonly CreatedArtist[],
  buyerIds: readonly string[],
): Promise<ActivitySummary> {
  const random = new DemoRandom(3000);
  const likeRows = planLikes(random, demoTracks, artists, buyerIds);
  const exclusives = demoTracks.filter((t) => hasPriced(t, 'exclusive')).slice(0, SOLD_EXCLUSIVES);
  const leases = demoTracks.filter((t) => hasPriced(t, 'lease') && !exclusives.includes(t)).slice(-LEASES_BOUGHT);
  const sale = (track: DemoTrack, kind: TLicenceKind) =>
    purchase(random, track, artists[track.plan.artistIndex]!.id, random.pick(buyerIds), kind);
  const purchaseRows = [...exclusives.map((t) => sale(t, 'exclusive')), ...leases.map((t) => sale(t, 'lease'))];
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    await tx.insert(likes).values(likeRows);
    await tx.execute(sql`update tracks t set like_count = (select count(*) from likes k where k.track_id = t.id)`);
    await tx.execute(
      sql`update tracks set play_count = like_count * (4 + (abs(hashtext(id::text)) % 7)) + abs(hashtext(title)) % 40`,
    );
    const bought = await tx.insert(purchases).values(purchaseRows).returning({ id: purchases.id });
    // Approved sales get their agreement and MP3 like real ones, once the worker runs.
    for (const { id } of bought)
      await enqueueJob(tx, PREPARE_DOWNLOADS_JOB, { purchaseId: id }, { dedupeKey: `purchase-downloads:${id}` });
    await tx
      .update(tracks)
      .set({ isSold: true })
      .where(
        inArray(
          tracks.id,
          exclusives.map((t) => t.id),
        ),
      );
  });
  return { likes: likeRows.length, sold: exclusives.length, purchases: purchaseRows.length };
}
