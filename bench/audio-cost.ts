import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { promisify } from 'node:util';
import { newObjectKey } from '../apps/server/src/storage/object-keys';
import { measurePreview } from './measure-preview';
import { openBenchDatabase } from './open-bench-database';
import { createBenchContext, HELLO_PATH, startBenchApp } from './start-bench-app';

/**
 * What a 64 KB range of a held preview costs the server, next to the same link through the files
 * route (an extra query parameter keeps it off the early path), hello world and a bare Node server
 * sending the same bytes: requests per second and the process's CPU time per request (user+system,
 * µs), which a busy shared machine distorts far less than throughput. Rounds alternate so that
 * another load hits every row alike. Usage: npx tsx bench/audio-cost.ts [rounds=3]
 */
const RANGE = 'Range: bytes=65536-131071';
const run = promisify(execFile);

async function cost(url: string): Promise<string> {
  const before = process.cpuUsage();
  const { stdout } = await run('wrk', ['-t1', '-c32', '-d4s', '-H', RANGE, url]);
  const cpu = process.cpuUsage(before);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1]);
  const perSecond = Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]));
  return `${perSecond} req/s ${Math.round(cpu.user / requests)}+${Math.round(cpu.system / requests)} µs`;
}

const rounds = Number(process.argv[2] ?? 3);
const preview = (await measurePreview()).body;
const bench = await openBenchDatabase('pglite', undefined);
const { ctx, dispose } = await createBenchContext(bench.database, undefined);
const app = await startBenchApp(ctx);
const bare = http.createServer((_req, res) => {
  res.writeHead(206, { 'content-type': 'audio/mpeg', 'content-length': '65536' });
  res.end(preview.subarray(65536, 131072));
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
try {
  const key = newObjectKey('tracks-preview', 'mp3');
  await ctx.storage.put(key, preview, { contentType: 'audio/mpeg', visibility: 'private' });
  const link = app.baseUrl + (await ctx.storage.signedUrl(key, { expiresIn: 3600 }));
  await cost(link);
  for (let round = 1; round <= rounds; round++) {
    const rows = {
      'held preview': await cost(link),
      'files route': await cost(`${link}&via=route`),
      'hello world': await cost(app.baseUrl + HELLO_PATH),
      'bare node': await cost(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`),
    };
    console.log(
      `load ${os.loadavg()[0]!.toFixed(1)} · ${Object.entries(rows)
        .map(([name, figure]) => `${name} ${figure}`)
        .join(' · ')}`,
    );
  }
} finally {
  bare.close();
  await app.close();
  dispose();
  await bench.close();
}
