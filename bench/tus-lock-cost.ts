import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryLocker } from '@tus/server';
import type { Locker } from '@tus/utils';
import { UPLOAD_CHUNK_BYTES, UPLOAD_ENDPOINT } from '../packages/shared/src/schemas/uploads';
import { createTusServer, uploadCaller } from '../apps/server/src/routes/uploads/tus-server';
import { uploadDirectory } from '../apps/server/src/storage/create-upload-store';
import { UploadLocker } from '../apps/server/src/storage/upload-locker';
import { createArtist } from '../apps/server/test/helpers/factories';
import { createTestApp } from '../apps/server/test/helpers/test-app';

/**
 * What the upload lock (decision 098) costs a PATCH: a 60 MB upload in 5 MB chunks through one
 * instance's tus server (session and route left out, so the lock is the only difference), once with
 * tus's in-process locker and once with ours, alternating rounds so that another load on the
 * machine hits both alike. Reports the median PATCH's wall time and the process's CPU per upload.
 * Usage: TEST_DATABASE_URL=postgres://… npx tsx bench/tus-lock-cost.ts [rounds=5]
 */
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'tus-lock-latest.md');
const FILE_BYTES = 60 * 1024 * 1024;

const rounds = Number(process.argv[2] ?? 5);
const t = await createTestApp();
const artist = await createArtist(t);
const file = randomBytes(FILE_BYTES);

function send(port: number, method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method,
      path: url,
      headers: { 'tus-resumable': '1.0.0', ...headers },
    });
    req.on('response', (res) => res.resume().on('end', () => resolve(res)));
    req.on('error', reject);
    req.end(body);
  });
}

async function startServer(locker: Locker): Promise<http.Server> {
  const tus = createTusServer(t.ctx, locker);
  const server = http.createServer((req, res) => {
    void uploadCaller.run({ userId: artist.userId, requestId: 'bench', log: t.app.log }, () => tus.handle(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** One upload of the file; each PATCH's milliseconds and the process's CPU milliseconds. */
async function uploadOnce(port: number): Promise<{ patchMs: number[]; cpuMs: number }> {
  const created = await send(port, 'POST', UPLOAD_ENDPOINT, {
    'upload-length': String(FILE_BYTES),
    'upload-metadata': `kind ${Buffer.from('master').toString('base64')}`,
  });
  if (created.statusCode !== 201) throw new Error(`POST answered ${created.statusCode}`);
  const id = String(created.headers.location).split('/').pop()!;
  const patchMs: number[] = [];
  const cpu = process.cpuUsage();
  for (let offset = 0; offset < FILE_BYTES; offset += UPLOAD_CHUNK_BYTES) {
    const chunk = file.subarray(offset, offset + UPLOAD_CHUNK_BYTES);
    const started = performance.now();
    const res = await send(
      port,
      'PATCH',
      `${UPLOAD_ENDPOINT}/${id}`,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      chunk,
    );
    patchMs.push(performance.now() - started);
    if (res.statusCode !== 204) throw new Error(`PATCH answered ${res.statusCode}`);
  }
  const used = process.cpuUsage(cpu);
  await rm(path.join(uploadDirectory(t.env), id), { force: true });
  await rm(path.join(uploadDirectory(t.env), `${id}.json`), { force: true });
  return { patchMs, cpuMs: (used.user + used.system) / 1000 };
}

/** A lock taken and given back with nothing in between, as each PATCH and HEAD does: microseconds per pair. */
async function lockPairs(locker: Locker, pairs = 500): Promise<number[]> {
  const micros: number[] = [];
  for (let i = 0; i < pairs; i += 1) {
    const lock = locker.newLock(`bench-${i % 8}`);
    const started = performance.now();
    await lock.lock(new AbortController().signal, () => undefined);
    await lock.unlock();
    micros.push((performance.now() - started) * 1000);
  }
  return micros;
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

const ours = new UploadLocker({ database: t.ctx.database, log: t.app.log });
const variants = [
  { name: 'tus MemoryLocker (before)', locker: new MemoryLocker() as Locker },
  { name: `UploadLocker on ${t.ctx.database.kind} (after)`, locker: ours as Locker },
].map((v) => ({
  ...v,
  server: undefined as unknown as http.Server,
  patchMs: [] as number[],
  cpuMs: [] as number[],
  pairUs: [] as number[],
}));
for (const variant of variants) variant.server = await startServer(variant.locker);
try {
  for (const variant of variants) await uploadOnce((variant.server.address() as AddressInfo).port); // warm-up
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      const { patchMs, cpuMs } = await uploadOnce((variant.server.address() as AddressInfo).port);
      variant.patchMs.push(...patchMs);
      variant.cpuMs.push(cpuMs);
      variant.pairUs.push(...(await lockPairs(variant.locker)));
    }
  }
  const [before, after] = variants.map((v) => ({
    ...v,
    patch: median(v.patchMs),
    cpu: median(v.cpuMs),
    pair: median(v.pairUs),
  }));
  const lines = [
    "# The upload lock's cost per PATCH (`npx tsx bench/tus-lock-cost.ts`)",
    '',
    `${new Date().toISOString()}; ${rounds} alternated rounds of a 60 MB upload in ${UPLOAD_CHUNK_BYTES / 1024 / 1024} MiB chunks, one instance, loopback.`,
    '',
    '| locker | median PATCH (ms) | median CPU per upload (ms) | median lock + unlock alone (µs) |',
    '| --- | --- | --- | --- |',
    ...[before!, after!].map(
      (v) => `| ${v.name} | ${v.patch.toFixed(1)} | ${v.cpu.toFixed(0)} | ${v.pair.toFixed(0)} |`,
    ),
    `| after ÷ before | ${(after!.patch / before!.patch).toFixed(3)} | ${(after!.cpu / before!.cpu).toFixed(3)} | ${(after!.pair / before!.pair).toFixed(1)} |`,
    '',
  ];
  writeFileSync(RESULTS, lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  for (const variant of variants) await new Promise((resolve) => variant.server.close(resolve));
  await ours.close();
  await t.close();
}
