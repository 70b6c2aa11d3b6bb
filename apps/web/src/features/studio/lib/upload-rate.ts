/** How far an upload is, and at what pace, for the progress bar. */
export interface TUploadProgress {
  sent: number;
  total: number;
  /** Over the last few seconds; null until there is enough to tell. */
  bytesPerSecond: number | null;
  secondsLeft: number | null;
}

/** A pace measured over a sliding window, so a resumed upload does not count what was already there. */
const WINDOW_MS = 8000;

/** Feeds byte counts as they arrive; answers the pace over the last seconds and the time left at it. */
export function uploadRate(now: () => number = () => Date.now()) {
  let samples: { at: number; sent: number }[] = [];
  return {
    /** Forget the pace (after a cut: the next bytes start a new measurement). */
    reset() {
      samples = [];
    },
    measure(sent: number, total: number): TUploadProgress {
      const at = now();
      samples = [...samples.filter((sample) => at - sample.at <= WINDOW_MS && sample.sent <= sent), { at, sent }];
      const first = samples[0]!;
      const elapsed = (at - first.at) / 1000;
      const bytesPerSecond = elapsed >= 1 && sent > first.sent ? (sent - first.sent) / elapsed : null;
      const secondsLeft = bytesPerSecond ? Math.ceil((total - sent) / bytesPerSecond) : null;
      return { sent, total, bytesPerSecond, secondsLeft };
    },
  };
}
