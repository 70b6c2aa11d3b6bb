/** One event of a Chromium trace (JSON trace format), the fields read here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall duration, µs: includes the 4× throttle's pauses and the time a loaded machine gave the thread to others. */
  dur?: number;
  /** Thread (CPU) duration, µs: the work itself, which a loaded machine inflates far less. */
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean }; beginData?: { url?: string } };
}

/** What the page's main thread did from navigation start to a moment (decision 097). */
export interface MainThreadSummary {
  untilMs: number;
  /** Sum of the top-level tasks, wall and CPU, ms. */
  taskMs: number;
  cpuMs: number;
  /** CPU ms by kind of work (events nest: a kind's figure includes what ran inside it). */
  byKind: Record<string, number>;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KINDS = [
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'MinorGC',
];

/**
 * The main thread that parsed the page's first http(s) document in `events`, its tasks from that
 * document's navigation start until `untilMs` after it. (A navigation the service worker answers
 * can be recorded without its URL; the parse always names it.)
 */
export function summariseMainThread(events: TraceEvent[], untilMs: number): MainThreadSummary {
  const parse = events
    .filter((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'))
    .sort((a, b) => a.ts - b.ts)[0];
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        parse &&
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ts <= parse.ts,
    )
    .sort((a, b) => b.ts - a.ts)[0];
  if (!navigation) throw new Error('the trace has no navigation of the page (tracing categories: loading)');
  const end = navigation.ts + untilMs * 1000;
  const onMain = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.pid === navigation.pid &&
      event.tid === navigation.tid &&
      event.ts >= navigation.ts &&
      event.ts <= end,
  );
  const ms = (list: TraceEvent[], pick: (event: TraceEvent) => number | undefined) =>
    Math.round(list.reduce((sum, event) => sum + (pick(event) ?? 0), 0) / 1000);
  const tasks = onMain.filter((event) => TASKS.has(event.name));
  const byKind: Record<string, number> = {};
  for (const kind of KINDS) {
    byKind[kind] = ms(
      onMain.filter((event) => event.name === kind),
      (event) => event.tdur ?? event.dur,
    );
  }
  return {
    untilMs,
    taskMs: ms(tasks, (event) => event.dur),
    cpuMs: ms(tasks, (event) => event.tdur ?? event.dur),
    byKind,
  };
}

export function formatMainThread(summary: MainThreadSummary): string {
  const kinds = Object.entries(summary.byKind)
    .filter(([, value]) => value > 0)
    .map(([kind, value]) => `${kind} ${value}`)
    .join(', ');
  return `main thread to ${summary.untilMs} ms: tasks ${summary.taskMs} ms wall, ${summary.cpuMs} ms CPU (${kinds})`;
}
