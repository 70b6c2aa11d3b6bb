/** One event of Chromium's trace (Trace Event Format), the fields this bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, which excludes the time the thread waited for a core. */
  tdur?: number;
  tts?: number;
  args?: {
    frame?: string;
    data?: { documentLoaderURL?: string; frame?: string };
    beginData?: { url?: string; frame?: string };
  };
}

export const CATEGORIES = [
  'html',
  'style',
  'layout',
  'paint',
  'font',
  'script compile',
  'script eval',
  'script functions',
  'image decode',
  'gc',
  'other',
] as const;
export type TCategory = (typeof CATEGORIES)[number];

/** Main-thread task time (ms) of one load: wall time as the brief counts it, and the CPU time the thread got. */
export interface MainThreadTime {
  total: number;
  cpu: number;
  tasks: number;
  byCategory: Record<TCategory, number>;
  cpuByCategory: Record<TCategory, number>;
}

const BY_NAME: Record<string, TCategory> = {
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  'IntersectionObserverController::computeIntersections': 'layout',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  RemoteFontLoaded: 'font',
  FlushInstructionCache: 'script compile',
  'DocumentModuleScriptFetcher::NotifyFinished': 'script compile',
  EvaluateScript: 'script eval',
  'v8.evaluateModule': 'script eval',
  'v8.run': 'script eval',
  ContextCreatedNotification: 'script eval',
  FunctionCall: 'script functions',
  TimerFire: 'script functions',
  FireAnimationFrame: 'script functions',
  FireIdleCallback: 'script functions',
  EventDispatch: 'script functions',
  RunMicrotasks: 'script functions',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
  'Decode LazyPixelRef': 'image decode',
  'Resize Image': 'image decode',
};

function categoryOf(name: string): TCategory | undefined {
  if (BY_NAME[name]) return BY_NAME[name];
  if (/GC|Scavenge/.test(name)) return 'gc';
  if (name.startsWith('HTMLDocumentParser::')) return 'html';
  if (name.startsWith('LocalWindowProxy::')) return 'script eval';
  if (!/^v8\./i.test(name)) return undefined;
  return /compile|parse|deserial|cache|ignition|maglev|turbofan|sparkplug|baseline|optimi|streaming|sourceposition/i.test(
    name,
  )
    ? 'script compile'
    : 'script functions';
}

/**
 * The renderer main thread that navigated to `url`, from its navigationStart or, when a busy machine
 * dropped that mark, from the first HTML parsing of the document.
 */
function navigation(events: TraceEvent[], url: string): TraceEvent {
  const start =
    events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url).at(-1) ??
    events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!start) throw new Error(`the trace has no navigation to ${url}`);
  return start;
}

function tdurOf(begin: TraceEvent, end: TraceEvent): number | undefined {
  return begin.tts !== undefined && end.tts !== undefined ? end.tts - begin.tts : undefined;
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
      if (begin) complete.push({ ...begin, ph: 'X', dur: event.ts - begin.ts, tdur: tdurOf(begin, event) });
    }
  }
  // An enclosing event ends last, so on the same start and length the later one in the trace encloses the other.
  const order = new Map(complete.map((event, index) => [event, index]));
  return complete.sort((a, b) => a.ts - b.ts || b.dur! - a.dur! || order.get(b)! - order.get(a)!);
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
  const frame = start.args?.frame ?? start.args?.beginData?.frame;
  const load = thread.find((event) => event.name === 'MarkLoad' && event.args?.data?.frame === frame);
  const end = load ? load.ts + afterLoadMs * 1000 : Infinity;
  const zero = () => Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<TCategory, number>;
  const times: MainThreadTime = { total: 0, cpu: 0, tasks: 0, byCategory: zero(), cpuByCategory: zero() };
  const stack: { event: TraceEvent; category: TCategory; childTime: number; childCpu: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const done = stack.pop()!;
      const cpu = done.event.tdur ?? 0;
      times.byCategory[done.category] += (done.event.dur! - done.childTime) / 1000;
      times.cpuByCategory[done.category] += Math.max(0, cpu - done.childCpu) / 1000;
      if (stack.length) {
        stack.at(-1)!.childTime += done.event.dur!;
        stack.at(-1)!.childCpu += cpu;
      }
    }
  };
  for (const event of completeEvents(thread)) {
    close(event.ts);
    if (!stack.length) {
      if (event.name !== 'RunTask' || event.ts >= end) continue;
      times.total += event.dur! / 1000;
      times.cpu += (event.tdur ?? 0) / 1000;
      times.tasks += 1;
      stack.push({ event, category: 'other', childTime: 0, childCpu: 0 });
      continue;
    }
    const parent = stack.at(-1)!;
    if (event.ts + event.dur! > parent.event.ts + parent.event.dur!) continue;
    stack.push({ event, category: categoryOf(event.name) ?? parent.category, childTime: 0, childCpu: 0 });
  }
  close(Infinity);
  return times;
}
