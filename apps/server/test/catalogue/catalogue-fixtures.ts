import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { TLicenceInput } from '@beatpasal/shared/licences';
import { lowestPrice } from '@beatpasal/shared/prices';
import { users } from '../../src/db/schema/auth';
import { profiles } from '../../src/db/schema/profiles';
import { trackLicences, tracks } from '../../src/db/schema/tracks';
import { sameOrigin, type TestAccount } from '../helpers/factories';
import { multipart, type FilePart } from '../helpers/multipart';
import type { TestApp } from '../helpers/test-app';
import { makeTempDir, makeTestAudio } from '../media/test-audio';

/** Sign-ups hash passwords and profiles decode QR codes: on a busy 2-core machine a setup can take minutes. */
export const SETUP_TIMEOUT_MS = 180_000;

export const LEASE_1500: TLicenceInput = {
  kind: 'lease',
  enabled: true,
  priceNpr: 1500,
  negotiable: false,
  terms: 'Up to 5,000 streams.',
  leaseDays: 365,
  streamCap: 5000,
  deliverables: ['mp3'],
};

let wav: Promise<Buffer> | undefined;

/** A 3-second stereo sine WAV made by ffmpeg once per test file. */
export function testWav(): Promise<Buffer> {
  wav ??= (async () => {
    const temp = await makeTempDir();
    try {
      return await readFile(await makeTestAudio(temp.dir, 'tone', { format: 'wav', seconds: 3 }));
    } finally {
      await temp.remove();
    }
  })();
  return wav;
}

/** The upload form as the /upload page sends it; override any field, or a file with null to leave it out. */
export async function uploadForm(fields: Record<string, string> = {}, files: Record<string, FilePart | null> = {}) {
  const allFields = {
    title: 'Night Drive',
    genre: 'Trap',
    bpm: '140',
    musicalKey: 'A minor',
    mood: 'Dark',
    tags: JSON.stringify(['dark', '808']),
    description: 'Hard trap beat.',
    licences: JSON.stringify([LEASE_1500]),
    ...fields,
  };
  const allFiles: Record<string, FilePart | null> = {
    audio: { bytes: await testWav(), filename: 'beat.wav', contentType: 'audio/wav' },
    ...files,
  };
  const present = Object.fromEntries(
    Object.entries(allFiles).filter((entry): entry is [string, FilePart] => entry[1] !== null),
  );
  return multipart(allFields, present);
}

export async function postUpload(t: TestApp, cookie: string | undefined, form: Awaited<ReturnType<typeof uploadForm>>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/me/tracks',
    headers: { ...sameOrigin(t, cookie), ...form.headers },
    payload: form.payload,
  });
}

/** Uploads through the API and returns the new track's id. */
export async function uploadTestTrack(
  t: TestApp,
  artist: TestAccount,
  fields: Record<string, string> = {},
): Promise<string> {
  const res = await postUpload(t, artist.cookie, await uploadForm(fields));
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** An artist row written directly, for lists that need many artists quickly. */
export async function insertArtistProfile(
  t: TestApp,
  displayName = 'Test Artist',
): Promise<{ id: string; username: string }> {
  const id = randomUUID();
  const username = `artist_${id.slice(0, 8)}`;
  await t.ctx.database.db.insert(users).values({ id, email: `${id}@example.com` });
  await t.ctx.database.db.insert(profiles).values({ id, role: 'artist', username, displayName });
  return { id, username };
}

export interface ReadyTrackSpec {
  title?: string;
  genre?: string;
  bpm?: number;
  likeCount?: number;
  createdAt?: Date;
  licences?: TLicenceInput[];
  isHidden?: boolean;
  status?: 'processing' | 'ready' | 'failed';
  tags?: string[];
  musicalKey?: string;
  mood?: string;
}

/** Tracks as the media job leaves them (ready, with a preview key), written in one statement. */
export async function insertReadyTracks(
  t: TestApp,
  artistId: string,
  specs: readonly ReadyTrackSpec[],
): Promise<string[]> {
  if (specs.length === 0) return [];
  const rows = await t.ctx.database.db
    .insert(tracks)
    .values(
      specs.map((spec, index) => ({
        artistId,
        title: spec.title ?? `Beat ${index + 1}`,
        genre: spec.genre ?? 'Trap',
        bpm: spec.bpm ?? 140,
        musicalKey: spec.musicalKey,
        mood: spec.mood,
        tags: spec.tags ?? [],
        masterKey: `tracks-master/${randomUUID()}.wav`,
        masterContentType: 'audio/wav',
        previewKey: `tracks-preview/${randomUUID()}.mp3`,
        status: spec.status ?? 'ready',
        isHidden: spec.isHidden ?? false,
        likeCount: spec.likeCount ?? 0,
        minPriceNpr: lowestPrice(spec.licences ?? [LEASE_1500]),
        createdAt: spec.createdAt,
      })),
    )
    .returning({ id: tracks.id });
  const ids = rows.map((row) => row.id);
  const licenceRows = ids.flatMap((trackId, index) =>
    (specs[index]!.licences ?? [LEASE_1500]).map((licence) => ({
      trackId,
      kind: licence.kind,
      enabled: licence.enabled,
      priceNpr: licence.priceNpr,
      isNegotiable: licence.negotiable,
      leaseDays: licence.leaseDays,
      streamCap: licence.streamCap,
      deliverables: licence.deliverables,
    })),
  );
  if (licenceRows.length > 0) await t.ctx.database.db.insert(trackLicences).values(licenceRows);
  return ids;
}
