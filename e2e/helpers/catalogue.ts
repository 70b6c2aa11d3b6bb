import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createArtist, dismissWelcomeUpFront, sameOrigin, type TMember } from './accounts';
import { picturePng, pngFile } from './images';

/** Seed data for catalogue journeys, made through the real API: artists upload tracks, the server processes them. */

type TLicenceKind = 'lease' | 'non_exclusive' | 'exclusive' | 'full_rights';

export interface TLicenceSeed {
  kind: TLicenceKind;
  /** A price in NPR, or 'negotiable'. */
  price: number | 'negotiable';
  /** Files the licence delivers; an MP3 only unless given. */
  deliverables?: string[];
}

export interface TTrackSeed {
  title: string;
  genre: string;
  bpm: number;
  musicalKey?: string;
  mood?: string;
  tags?: string[];
  description?: string;
  licences?: TLicenceSeed[];
  /** Colours of the generated cover; without them the track has no cover (the default image shows). */
  cover?: [string, string];
}

export interface TSeededTrack extends TTrackSeed {
  id: string;
}

export interface TSeededArtist extends TMember {
  displayName: string;
  tracks: TSeededTrack[];
  /** Signed in as the artist: close it when done. */
  context: BrowserContext;
  page: Page;
}

/** A word no other journey uses, so searches and titles find only this run's tracks. */
export const uniqueWord = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

let toneFile: string | undefined;

/** A 4-second mono sine WAV made with the npm-shipped ffmpeg, once per worker: every seeded track's master. */
export function toneWav(): Buffer {
  if (!toneFile) {
    toneFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'beatpasal-tone-')), 'tone.wav');
    execFileSync(ffmpeg.path, [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=4',
      '-ac',
      '1',
      '-ar',
      '22050',
      '-y',
      toneFile,
    ]);
  }
  return readFileSync(toneFile);
}

function licenceInput({ kind, price, deliverables = ['mp3'] }: TLicenceSeed) {
  const isNegotiable = price === 'negotiable';
  return {
    kind,
    enabled: true,
    priceNpr: isNegotiable ? null : price,
    negotiable: isNegotiable,
    terms: '',
    leaseDays: kind === 'lease' ? 365 : null,
    streamCap: kind === 'lease' ? 5000 : null,
    deliverables,
  };
}

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/** Uploads a track as the artist signed in on `page` and waits until its preview is ready. */
export async function uploadTrack(page: Page, seed: TTrackSeed): Promise<TSeededTrack> {
  const licences = seed.licences ?? [{ kind: 'lease', price: 1500 }];
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: seed.title,
    genre: seed.genre,
    bpm: String(seed.bpm),
    tags: JSON.stringify(seed.tags ?? []),
    description: seed.description ?? '',
    licences: JSON.stringify(licences.map(licenceInput)),
    audio: { name: 'tone.wav', mimeType: 'audio/wav', buffer: toneWav() },
  };
  if (seed.musicalKey) multipart.musicalKey = seed.musicalKey;
  if (seed.mood) multipart.mood = seed.mood;
  if (seed.cover)
    multipart.cover = pngFile('cover.png', await picturePng(600, 600, seed.title.slice(0, 10), seed.cover));
  const response = await page.request.post('/api/me/tracks', { multipart, headers: sameOrigin() });
  await expectOk(response, `upload of ${seed.title}`);
  const { id } = (await response.json()) as { id: string };
  await waitUntilReady(page.request, id);
  return { ...seed, licences, id };
}

/** Polls the artist's own track until the media pipeline has made its preview. */
export async function waitUntilReady(request: APIRequestContext, trackId: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/me/tracks/${trackId}`);
        const { status, processingError } = (await response.json()) as {
          status: string;
          processingError: string | null;
        };
        if (status === 'failed') throw new Error(`processing failed: ${processingError}`);
        return status;
      },
      { message: `track ${trackId} becomes ready`, timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe('ready');
}

/**
 * A complete artist (avatar, cover, wallet QR) in a context of their own, with tracks uploaded
 * oldest first, so the last seed is the newest track.
 */
export async function seedArtist(browser: Browser, displayName: string, tracks: TTrackSeed[]): Promise<TSeededArtist> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await createArtist(page, context.request, { displayName });
  const uploaded: TSeededTrack[] = [];
  for (const seed of tracks) uploaded.push(await uploadTrack(page, seed));
  return { ...member, displayName, tracks: uploaded, context, page };
}

/** A context for a visitor or another person, with the welcome popup already seen. */
export async function newPersonContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await dismissWelcomeUpFront(page);
  return { context, page };
}

/** The card of one track in a grid, found by its title heading. */
export function trackCard(scope: Page | Locator, title: string) {
  return scope.getByRole('article', { name: title, exact: true });
}

/** The page is no wider than the screen (nothing sticks out sideways at 360 px). */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
}
