import { openBenchDatabase } from './open-bench-database';
import { createBenchContext, startBenchApp } from './start-bench-app';
import { seedCatalogue } from './seed-catalogue';
import { seedSignedInBuyer } from './seed-signed-in-buyer';

const N = Number(process.env.N ?? 600);
const bench = await openBenchDatabase('postgres', 'postgres://app:app@127.0.0.1:5432/app', 'speed_server_cpu');
const { ctx, dispose } = await createBenchContext(bench.database, bench.url);
await seedCatalogue(ctx.database, 10_000);
const app = await startBenchApp({ ...ctx, env: { ...ctx.env, VISITOR_CACHE_MS: 0 } });
const buyer = await seedSignedInBuyer(ctx, app.baseUrl);
const paths = ['/__bench/hello', '/api/tracks?sort=recent', '/api/tracks?genre=Trap', '/api/artists/artist1/tracks'];
const headers = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...buyer };
for (const p of paths) {
  for (let i = 0; i < 100; i++) await fetch(app.baseUrl + p, { headers }).then((r) => r.arrayBuffer());
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let i = 0; i < N / 8; i++) await fetch(app.baseUrl + p, { headers }).then((r) => r.arrayBuffer());
  }));
  const used = process.cpuUsage(cpu);
  console.log(`${p}: ${((used.user + used.system) / N).toFixed(0)} µs CPU/request (incl. client), ${((performance.now() - t0) / N).toFixed(2)} ms wall/request`);
}
await app.close();
dispose();
await bench.close();
