/** One event of Chromium's trace (Trace Event Format), the fields this bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; isMainFrame?: boolean } };
}

export const CATEGORIES = [
  'html',
  'style',
  'layout',
  'paint',
  'script compile',
  'script eval',
  'script functions',
  'image decode',
  'gc',
  'other',
] as const;
export type TCategory = (typeof CATEGORIES)[number];

/** Main-thread task time (ms) of one load, in all and by category. */
export interface MainThreadTime {
  total: number;
  tasks: number;
  byCategory: Record<TCategory, number>;
}

const BY_NAME: Record<string, TCategory> = {
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'V8.CompileCode': 'script compile',
  'v8.produceCache': 'script compile',
  'v8.produceModuleCache': 'script compile',
  'v8.deserializeOnBackground': 'script compile',
  CacheScript: 'script compile',
  EvaluateScript: 'script eval',
  'v8.evaluateModule': 'script eval',
  'v8.run': 'script eval',
  FunctionCall: 'script functions',
  TimerFire: 'script functions',
  FireAnimationFrame: 'script functions',
  FireIdleCallback: 'script functions',
  EventDispatch: 'script functions',
  RunMicrotasks: 'script functions',
  'V8.Execute': 'script functions',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
  'Decode LazyPixelRef': 'image decode',
  'Resize Image': 'image decode',
};

function categoryOf(name: string): TCategory | undefined {
  if (BY_NAME[name]) return BY_NAME[name];
  if (/GC|Scavenge|MarkCompact/.test(name) && !name.startsWith('v8.compile')) return 'gc';
  return undefined;
}

/** The renderer main thread that navigated to `url`: its navigationStart names the document. */
function navigation(events: TraceEvent[], url: string): TraceEvent {
  const starts = events.filter(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  const start = starts.at(-1);
  if (!start) throw new Error(`the trace has no navigationStart for ${url}`);
  return start;
}

/** Complete events (`X`) of one thread, `B`/`E` pairs joined into them. */
function completeEvents(events: TraceEvent[]): TraceEvent[] {
  const open: TraceEvent[] = [];
  const complete: TraceEvent[] = [];
  for (const event of events) {
    if (event.ph === 'X' && event.dur !== undefined) complete.push(event);
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) complete.push({ ...begin, ph: 'X', dur: event.ts - begin.ts });
    }
  }
  return complete.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
}

/**
 * Sums the top-level RunTask events of the page's renderer main thread from navigation start to
 * `afterLoadMs` after the load event, and splits each task by the self time of what ran inside it
 * (an event the table does not name counts towards its parent's category; the task itself is "other").
 */
export function mainThreadTime(events: TraceEvent[], url: string, afterLoadMs: number): MainThreadTime {
  const start = navigation(events, url);
  const thread = events
    .filter((event) => event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts);
  const load = thread.find((event) => event.name === 'MarkLoad' && event.args?.data?.isMainFrame);
  const end = load ? load.ts + afterLoadMs * 1000 : Infinity;
  const byCategory = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<TCategory, number>;
  const stack: { event: TraceEvent; category: TCategory; childTime: number }[] = [];
  let total = 0;
  let tasks = 0;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const done = stack.pop()!;
      byCategory[done.category] += (done.event.dur! - done.childTime) / 1000;
      if (stack.length) stack.at(-1)!.childTime += done.event.dur!;
    }
  };
  for (const event of completeEvents(thread)) {
    close(event.ts);
    if (!stack.length) {
      if (event.name !== 'RunTask' || event.ts >= end) continue;
      total += event.dur! / 1000;
      tasks += 1;
      stack.push({ event, category: 'other', childTime: 0 });
      continue;
    }
    const parent = stack.at(-1)!;
    if (event.ts + event.dur! > parent.event.ts + parent.event.dur!) continue;
    stack.push({ event, category: categoryOf(event.name) ?? parent.category, childTime: 0 });
  }
  close(Infinity);
  return { total, tasks, byCategory };
}
