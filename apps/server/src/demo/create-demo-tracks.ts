import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { lowestPrice } from '@beatpasal/shared/prices';
import type { AppContext } from '../context';
import { trackLicences, tracks } from '../db/schema/tracks';
import { enqueueJob } from '../jobs/enqueue-job';
import { PROCESS_TRACK_MEDIA_JOB } from '../jobs/handlers/process-track-media';
import { withTempDir } from '../media/audio/temp-dirs';
import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import { TRACK_COVER_RECIPE } from '../media/images/cover-variants';
import { newObjectKey } from '../storage/object-keys';
import type { CreatedArtist } from './create-demo-artists';
import { storePicture } from './store-picture';
import { DemoRandom } from './demo-random';
import { drawTrackCover } from './draw-artwork';
import type { PlannedTrack } from './plan-demo-tracks';
import { renderLoop } from './render-loop';
import { runLimited } from './run-limited';

/** ffmpeg runs this many loops at once (the brief's 2-core budget). */
const AUDIO_CONCURRENCY = 2;

async function storeMaster(ctx: AppContext, plan: PlannedTrack): Promise<string> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'master.mp3');
    await renderLoop(plan.loop, plan.seconds, file);
    const key = newObjectKey('tracks-master', 'mp3');
    await ctx.storage.put(key, await readFile(file), { contentType: 'audio/mpeg', visibility: 'private' });
    return key;
  });
}

/** Uploads the track as the upload route leaves it: master stored, status 'processing', media job queued. */
async function createTrack(ctx: AppContext, plan: PlannedTrack, artist: CreatedArtist): Promise<string> {
  const random = new DemoRandom(2000 + plan.index);
  const masterKey = await storeMaster(ctx, plan);
  const coverPng = await drawTrackCover(random, plan.title, artist.artist.displayName, plan.genre);
  const coverKey = await storePicture(ctx, coverPng, TRACK_COVER_RECIPE, IMAGE_LABELS.coverImage);
  const createdAt = new Date(Date.now() - plan.ageHours * 3600_000);
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tracks)
      .values({
        artistId: artist.id,
        title: plan.title,
        genre: plan.genre,
        bpm: plan.bpm,
        musicalKey: plan.key,
        mood: plan.mood,
        tags: plan.tags,
        description: plan.description,
        masterKey,
        masterContentType: 'audio/mpeg',
        coverKey,
        minPriceNpr: lowestPrice(plan.licences),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: tracks.id });
    const trackId = row!.id;
    await tx.insert(trackLicences).values(
      plan.licences.map((licence) => ({
        trackId,
        kind: licence.kind,
        enabled: licence.enabled,
        priceNpr: licence.priceNpr,
        isNegotiable: licence.negotiable,
        terms: licence.terms,
        leaseDays: licence.leaseDays,
        streamCap: licence.streamCap,
        deliverables: licence.deliverables,
      })),
    );
    await enqueueJob(tx, PROCESS_TRACK_MEDIA_JOB, { trackId });
    return trackId;
  });
}

export async function createDemoTracks(
  ctx: AppContext,
  plans: readonly PlannedTrack[],
  artists: readonly CreatedArtist[],
  onProgress: (done: number) => void,
): Promise<string[]> {
  let done = 0;
  return runLimited(plans, AUDIO_CONCURRENCY, async (plan) => {
    const id = await createTrack(ctx, plan, artists[plan.artistIndex]!);
    done += 1;
    onProgress(done);
    return id;
  });
}
