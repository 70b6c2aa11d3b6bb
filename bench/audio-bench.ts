import os from 'node:os';
import { parseArgs } from 'node:util';
import { measureAudioServing, type AudioServing } from './measure-audio-serving';
import { measurePreview } from './measure-preview';

/**
 * Issue 10's audio row alone, several times (the machine is shared: the median of the runs is the
 * figure), with the load average before each. Usage: npm run bench:audio -- [--runs 3] [--connections 32] [--duration 10]
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
  },
});
const runs = Number(values.runs);
const connections = Number(values.connections);
const duration = Number(values.duration);
const preview = await measurePreview();
const results: AudioServing[] = [];
for (let run = 1; run <= runs; run++) {
  const load = os.loadavg()[0]!.toFixed(2);
  const result = await measureAudioServing(preview.body, connections, duration);
  results.push(result);
  console.log(
    `run ${run} (${result.tool}, load ${load}): ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failures} failures`,
  );
}
const median = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(results.length / 2)]!;
console.log(
  `median of ${runs}: ${Math.round(median.requestsPerSecond)} req/s, p50 ${median.p50} ms, p99 ${median.p99} ms`,
);
