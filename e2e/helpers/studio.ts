import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { expect, test, type Page } from '@playwright/test';
import { sameOrigin } from './accounts';
import { waitUntilReady } from './catalogue';

/** Helpers of the artist studio and player journeys: a real 20-second master and a track made from it. */

export const MASTER_SECONDS = 20;

let masterFile: string | undefined;

/**
 * A 20-second mono WAV (about 880 KB) whose loudness swells every 2.5 s, so its waveform has
 * visible shape; made once per worker with the npm-shipped ffmpeg.
 */
export function masterWav() {
  if (!masterFile) {
    masterFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'beatpasal-master-')), 'night-drive-master.wav');
    const pulse = `0.8*sin(2*PI*220*t)*(0.2+0.8*abs(sin(PI*t/2.5))):d=${MASTER_SECONDS}:s=22050`;
    execFileSync(ffmpeg.path, [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=${pulse}`,
      '-ac',
      '1',
      '-y',
      masterFile,
    ]);
  }
  return { name: 'night-drive-master.wav', mimeType: 'audio/wav', buffer: readFileSync(masterFile) };
}

/** Uploads a 20-second track as the artist signed in on `page` through the API and waits until it is ready. */
export async function uploadMasterTrack(page: Page, title: string): Promise<string> {
  const lease = {
    kind: 'lease',
    enabled: true,
    priceNpr: 2500,
    negotiable: false,
    terms: '',
    leaseDays: 365,
    streamCap: 5000,
    deliverables: ['mp3'],
  };
  const response = await page.request.post('/api/me/tracks', {
    headers: sameOrigin(),
    multipart: {
      title,
      genre: 'Trap',
      bpm: '140',
      tags: '[]',
      description: '',
      licences: JSON.stringify([lease]),
      audio: masterWav(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await waitUntilReady(page.request, id);
  return id;
}

/**
 * Holds the server's media jobs back (the test-only MEDIA_JOB_HOLD_FILE gate, which every instance
 * obeys) until the returned function is called, so a journey sees a track genuinely processing.
 */
export function holdMediaJobs(): () => void {
  const file = test.info().project.metadata.mediaHoldFile as string | undefined;
  if (!file) throw new Error('the Playwright project must set metadata.mediaHoldFile');
  writeFileSync(file, '');
  return () => rmSync(file, { force: true });
}

/** The bottom player's audio element, as the browser sees it. */
export function readAudio(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    return audio
      ? { currentTime: audio.currentTime, paused: audio.paused, muted: audio.muted, volume: audio.volume }
      : null;
  });
}
