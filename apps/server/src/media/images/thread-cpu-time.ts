import { readFile } from 'node:fs/promises';

/** Linux reports thread CPU time in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;

/**
 * CPU time (user + system) a thread has used, in ms, from its /proc/<pid>/task/<tid>/stat file;
 * null once the thread is gone. The command name may hold spaces and parentheses, so fields are
 * counted from the last ')'.
 */
export async function readThreadCpuMs(statPath: string): Promise<number | null> {
  const stat = await readFile(statPath, 'utf8').catch(() => null);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) * MS_PER_TICK : null;
}
