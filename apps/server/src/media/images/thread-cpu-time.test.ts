import { readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readThreadCpuMs } from './thread-cpu-time';

describe.runIf(process.platform === 'linux')('readThreadCpuMs', () => {
  it("grows with this thread's work and is null for a thread that is gone", async () => {
    const statPath = `/proc/${readlinkSync('/proc/thread-self')}/stat`;
    const before = await readThreadCpuMs(statPath);
    const start = process.cpuUsage();
    // Spin until the process has used 100 ms of CPU, however long a busy machine takes to give it.
    for (let used = 0; used < 100; used = (process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000)
      Math.sqrt(Math.random());
    const after = await readThreadCpuMs(statPath);
    expect(before).not.toBeNull();
    expect(after! - before!).toBeGreaterThanOrEqual(50);
    expect(await readThreadCpuMs('/proc/999999999/task/999999999/stat')).toBeNull();
  });
});
