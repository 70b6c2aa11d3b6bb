import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './trace-categories';

const URL = 'http://127.0.0.1:3210/';
const PAGE = { pid: 1, tid: 1 };

const task = (ts: number, dur: number, tdur = dur): TraceEvent => ({
  ...PAGE,
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
});
const inside = (name: string, ts: number, dur: number, tdur = dur): TraceEvent => ({
  ...PAGE,
  name,
  ph: 'X',
  ts,
  dur,
  tdur,
});
const navigationStart: TraceEvent = {
  ...PAGE,
  name: 'navigationStart',
  ph: 'R',
  ts: 0,
  args: { frame: 'page', data: { documentLoaderURL: URL } },
};
const markLoad = (ts: number, frame: string): TraceEvent => ({
  ...PAGE,
  name: 'MarkLoad',
  ph: 'I',
  ts,
  args: { data: { frame } },
});

describe('mainThreadTime', () => {
  it('splits each task by the self time of what ran inside it, unnamed events counting for their parent', () => {
    const events = [
      navigationStart,
      task(1_000, 10_000),
      inside('ParseHTML', 1_000, 4_000),
      inside('Layout', 6_000, 3_000),
      inside('SomethingInsideLayout', 6_500, 1_000),
    ];
    const times = mainThreadTime(events, URL, 2_000);
    expect(times.total).toBe(10);
    expect(times.tasks).toBe(1);
    expect(times.byCategory.html).toBe(4);
    expect(times.byCategory.layout).toBe(3);
    expect(times.byCategory.other).toBe(3);
  });

  it('counts an event that starts and ends with its task in its category, whichever the trace lists first', () => {
    // Chromium writes a complete event when it ends, so the inner one comes first.
    const events = [navigationStart, inside('EvaluateScript', 1_000, 5_000), task(1_000, 5_000)];
    expect(mainThreadTime(events, URL, 2_000).byCategory['script eval']).toBe(5);
  });

  it("ends the window 2 s after the page's own load, not another frame's", () => {
    const events = [
      navigationStart,
      markLoad(1_000, 'another frame'),
      markLoad(3_000_000, 'page'),
      task(1_500_000, 1_000),
      task(4_000_000, 1_000),
      task(6_000_000, 1_000),
    ];
    expect(mainThreadTime(events, URL, 2_000).tasks).toBe(2);
  });

  it('keeps CPU time apart from wall time', () => {
    const events = [navigationStart, task(1_000, 10_000, 4_000), inside('Layout', 1_000, 8_000, 3_000)];
    const times = mainThreadTime(events, URL, 2_000);
    expect(times.cpu).toBe(4);
    expect(times.cpuByCategory.layout).toBe(3);
    expect(times.cpuByCategory.other).toBe(1);
  });
});
