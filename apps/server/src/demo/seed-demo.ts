import { count } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema/auth';
import { addDemoActivity, type ActivitySummary } from './add-demo-activity';
import { createDemoArtists, createDemoBuyers, type CreatedArtist } from './create-demo-artists';
import { createDemoTracks } from './create-demo-tracks';
import { dropVerificationMails } from './create-demo-users';
import { DEMO_ARTISTS, DEMO_BUYERS } from './demo-people';
import { DemoRandom } from './demo-random';
import { planDemoTracks } from './plan-demo-tracks';
import { processDemoMedia } from './process-demo-media';

export class DatabaseNotEmptyError extends Error {}

export interface DemoSummary extends ActivitySummary {
  artists: CreatedArtist[];
  buyers: number;
  tracks: number;
  failed: number;
}

async function assertEmpty(ctx: AppContext): Promise<void> {
  const [row] = await ctx.database.db.select({ n: count() }).from(users);
  const existing = row?.n ?? 0;
  if (existing > 0) {
    throw new DatabaseNotEmptyError(
      `The database already has ${existing} user${existing === 1 ? '' : 's'}; the demo fills only an empty one. ` +
        'Point DATA_DIR (or DATABASE_URL) at a fresh location, or remove the data directory, and run it again.',
    );
  }
}

/** Fills an empty database with the demo catalogue; `say` reports each stage. */
export async function seedDemo(ctx: AppContext, say: (line: string) => void): Promise<DemoSummary> {
  await assertEmpty(ctx);
  const plans = planDemoTracks(new DemoRandom(42));

  say(`Creating ${DEMO_ARTISTS.length} artists (avatars, covers, wallet QRs) and ${DEMO_BUYERS.length} buyers…`);
  const artists = await createDemoArtists(ctx);
  const buyerIds = await createDemoBuyers(ctx);
  await dropVerificationMails(
    ctx,
    [...DEMO_ARTISTS, ...DEMO_BUYERS].map((person) => person.username),
  );

  say(`Generating ${plans.length} loops with ffmpeg and uploading them as masters…`);
  const ids = await createDemoTracks(ctx, plans, artists, (done) => {
    if (done % 10 === 0) say(`  ${done}/${plans.length} uploaded`);
  });

  say('Processing media with the track.process-media job (previews, waveforms, durations)…');
  let lastReported = 0;
  const { ready, failed } = await processDemoMedia(ctx, (readyCount) => {
    if (readyCount - lastReported >= 10) {
      lastReported = readyCount;
      say(`  ${readyCount}/${plans.length} ready`);
    }
  });

  say('Adding likes, plays and purchases…');
  const activity = await addDemoActivity(
    ctx,
    ids.map((id, index) => ({ id, plan: plans[index]! })),
    artists,
    buyerIds,
  );
  return { ...activity, artists, buyers: buyerIds.length, tracks: ready, failed };
}
