import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Upload } from 'tus-js-client';
import { UPLOAD_CHUNK_BYTES } from '../packages/shared/src/schemas/uploads';
import { runFfmpeg } from '../apps/server/src/media/audio/run-ffmpeg';
import { withTempDir } from '../apps/server/src/media/audio/temp-dirs';
import { createArtist, sameOrigin } from '../apps/server/test/helpers/factories';
import { createTestApp } from '../apps/server/test/helpers/test-app';
import { startThrottledProxy } from './throttled-proxy';

/**
 * `npm run bench:upload`: a 60 MB WAV master uploaded with tus-js-client through a proxy that
 * lets 2 Mbit/s up and cuts every connection at about 30 % and 80 % of the file (issue 36). It
 * reports the bytes sent beyond the file itself per cut (budget: one chunk) and waits for the
 * track to reach Ready.
 */
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'resumable-upload-latest.md');
const UP_BYTES_PER_SECOND = 2_000_000 / 8;
const CUTS_AT = [0.3, 0.8];
/** 44.1 kHz 16-bit stereo: 176,400 bytes a second; 340 s is 60 MB. */
const SECONDS = 340;

async function makeMaster(dir: string): Promise<Buffer> {
  const file = path.join(dir, 'master.wav');
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${SECONDS}`,
    '-ac',
    '2',
    '-ar',
    '44100',
    '-y',
    file,
  ]);
  return readFileSync(file);
}

function upload(endpoint: string, headers: Record<string, string>, master: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const tus = new Upload(master, {
      endpoint,
      headers,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { kind: 'master', filename: 'master.wav' },
      onError: reject,
      onSuccess: () => resolve(tus.url!.split('/').pop()!),
    });
    tus.start();
  });
}

async function main() {
  const t = await createTestApp({ startBackground: true });
  try {
    const baseUrl = await t.listen();
    const artist = await createArtist(t);
    const headers = sameOrigin(t, artist.cookie);
    await withTempDir(async (dir) => {
      const master = await makeMaster(dir);
      const proxy = await startThrottledProxy(
        { host: '127.0.0.1', port: Number(new URL(baseUrl).port) },
        UP_BYTES_PER_SECOND,
      );
      const cuts: { at: number; forwarded: number }[] = [];
      const watch = setInterval(() => {
        const next = CUTS_AT[cuts.length];
        if (next !== undefined && proxy.forwarded() >= next * master.length) {
          cuts.push({ at: next, forwarded: proxy.forwarded() });
          proxy.cut();
        }
      }, 50);
      const started = performance.now();
      const id = await upload(`${proxy.url}/api/uploads`, headers, master).finally(() => clearInterval(watch));
      const uploadSeconds = (performance.now() - started) / 1000;
      await proxy.close();

      const form = new FormData();
      Object.entries({
        title: 'Bench master',
        genre: 'Trap',
        bpm: '140',
        tags: '[]',
        description: '',
        licences: JSON.stringify([
          {
            kind: 'lease',
            enabled: true,
            priceNpr: 1500,
            negotiable: false,
            terms: '',
            leaseDays: 365,
            streamCap: 5000,
            deliverables: ['mp3'],
          },
        ]),
        audioUpload: id,
      }).forEach(([name, value]) => form.append(name, value));
      const created = await fetch(`${baseUrl}/api/me/tracks`, { method: 'POST', headers, body: form });
      if (created.status !== 201) throw new Error(`track not created: ${created.status} ${await created.text()}`);
      const trackId = ((await created.json()) as { id: string }).id;
      const readyStarted = performance.now();
      let status = 'processing';
      while (status === 'processing' && performance.now() - readyStarted < 300_000) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const res = await fetch(`${baseUrl}/api/me/tracks/${trackId}`, { headers });
        status = ((await res.json()) as { status: string }).status;
      }
      const readySeconds = (performance.now() - readyStarted) / 1000;

      // What the phone sent beyond the file: request headers of every call plus what a cut made it send twice.
      const extra = proxy.received() - master.length;
      const perCut = extra / cuts.length;
      const isWithinBudget = cuts.length === CUTS_AT.length && perCut <= UPLOAD_CHUNK_BYTES && status === 'ready';
      const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
      const lines = [
        '# Resumable upload on a throttled link (`npm run bench:upload`)',
        '',
        `Run ${new Date().toISOString()} on ${process.platform}, Node ${process.version}; file store under DATA_DIR, PGlite.`,
        '',
        '| figure | value | budget |',
        '| --- | --- | --- |',
        `| master | ${mb(master.length)} MB WAV | |`,
        `| link | ${(UP_BYTES_PER_SECOND * 8) / 1e6} Mbit/s up (proxy) | |`,
        `| chunk | ${mb(UPLOAD_CHUNK_BYTES)} MB | |`,
        `| cuts | ${cuts.map((cut) => `${Math.round((cut.forwarded / master.length) * 100)} %`).join(', ')} | about 30 % and 80 % |`,
        `| upload time | ${uploadSeconds.toFixed(0)} s (file alone at link speed: ${(master.length / UP_BYTES_PER_SECOND).toFixed(0)} s) | |`,
        `| bytes the client sent beyond the file | ${mb(extra)} MB in all, ${mb(perCut)} MB per cut (headers included) | ≤ ${mb(UPLOAD_CHUNK_BYTES)} MB per cut |`,
        `| bytes the server received beyond the file | ${mb(proxy.forwarded() - master.length)} MB | |`,
        `| track status | ${status} after ${readySeconds.toFixed(0)} s of processing | ready |`,
        `| within budget | ${isWithinBudget ? 'yes' : 'NO'} | |`,
        '',
      ];
      mkdirSync(path.dirname(RESULTS), { recursive: true });
      writeFileSync(RESULTS, lines.join('\n'));
      process.stdout.write(lines.join('\n'));
      if (!isWithinBudget) process.exitCode = 1;
    });
  } finally {
    await t.close();
  }
}

await main();
