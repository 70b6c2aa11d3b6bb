import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdWhileFileExists } from './hold-while-file-exists';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hold-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const CONTEXT = { id: 1, attempt: 1 };

describe('holdWhileFileExists', () => {
  it('runs the job only once the file is removed', async () => {
    const file = path.join(dir, 'hold');
    await writeFile(file, '');
    const ran: number[] = [];
    const job = holdWhileFileExists(async () => void ran.push(Date.now()), file)({}, CONTEXT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual([]);
    const releasedAt = Date.now();
    await rm(file);
    await job;
    expect(ran).toHaveLength(1);
    expect(ran[0]).toBeGreaterThanOrEqual(releasedAt);
  });

  it('runs at once without the file, and gives up waiting after the limit', async () => {
    let runs = 0;
    await holdWhileFileExists(async () => void (runs += 1), path.join(dir, 'absent'))({}, CONTEXT);
    const file = path.join(dir, 'forgotten');
    await writeFile(file, '');
    const startedAt = Date.now();
    await holdWhileFileExists(async () => void (runs += 1), file, 250)({}, CONTEXT);
    expect(runs).toBe(2);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
  });
});
