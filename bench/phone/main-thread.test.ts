import { describe, expect, it } from 'vitest';
import { summariseMainThread, type TraceEvent } from './main-thread';

const page = { pid: 1, tid: 1 };
const navigation: TraceEvent = {
  ...page,
  name: 'navigationStart',
  ts: 1_000_000,
  args: { data: { isLoadingMainFrame: true } },
};
const parse: TraceEvent = {
  ...page,
  name: 'ParseHTML',
  ts: 1_050_000,
  args: { beginData: { url: 'http://127.0.0.1/' } },
};
const task = (atMs: number, durMs: number, cpuMs: number, name = 'RunTask'): TraceEvent => ({
  ...page,
  name,
  ph: 'X',
  ts: navigation.ts + atMs * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('summariseMainThread', () => {
  it("sums the page's main-thread tasks from navigation start to the moment, wall and CPU", () => {
    const events = [
      { ...navigation, ts: 10 },
      { ...navigation, ts: 1_100_000 },
      { ...navigation, pid: 2, ts: 1_020_000 },
      navigation,
      parse,
      task(-5, 100, 100),
      task(10, 400, 100),
      task(10, 300, 80, 'Layout'),
      { ...task(20, 900, 900), tid: 2 },
      task(600, 50, 40),
      task(2000, 500, 500),
    ];
    expect(summariseMainThread(events, 1000)).toMatchObject({
      untilMs: 1000,
      taskMs: 450,
      cpuMs: 140,
      byKind: { Layout: 80, Paint: 0 },
    });
  });

  it('refuses a trace without the page', () => {
    expect(() => summariseMainThread([task(0, 1, 1)], 100)).toThrow(/no navigation/);
  });
});
