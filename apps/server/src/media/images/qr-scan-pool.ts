import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { SERVER_ROOT } from '../../server-root';
import { BoundedSlots } from './bounded-slots';
import { readThreadCpuMs } from './thread-cpu-time';

/** jsQR threads per instance: a decode is CPU-bound, so never more than the cores, and at most two. */
export const QR_SCAN_THREADS = Math.max(1, Math.min(2, availableParallelism()));
/** Images that may wait for a thread; past that the upload is answered "busy". */
export const QR_SCAN_MAX_WAITING = 4;

export interface RgbaImage {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

type ScanTask = RgbaImage & { started: MessagePort };

let pool: Piscina<ScanTask, string | null> | null = null;

/**
 * Made on first use, then keeps its threads ready (a thread ended at a deadline is replaced at
 * once), so a scan's budget is not spent starting one. Idle threads never keep the process alive.
 * Not niced: under a busy machine's load a niced thread starves and readable QRs would time out.
 */
function scanPool(): Piscina<ScanTask, string | null> {
  pool ??= new Piscina({
    // A path from the server's root: under `node dist/main.js` import.meta.url is the bundle's.
    filename: pathToFileURL(path.join(SERVER_ROOT, 'src/media/images/find-qr-worker.mjs')).href,
    minThreads: QR_SCAN_THREADS,
    maxThreads: QR_SCAN_THREADS,
    idleTimeout: 60_000,
    // Not `--import tsx` inherited from `npm start`: the worker is plain JavaScript, and booting
    // the TypeScript loader in every new thread took seconds on a busy machine.
    execArgv: [],
  });
  return pool;
}

/** Admission to the pool: a slot is held for a whole image (all its attempts). */
export const qrScanSlots = new BoundedSlots(QR_SCAN_THREADS, QR_SCAN_MAX_WAITING);

export interface ScanResult {
  text: string | null;
  /** CPU time the scan used on its thread (wall time where /proc is missing). */
  scanMs: number;
}

/** How often a running scan's CPU time is read. */
const CHECK_EVERY_MS = 50;
/** A scan the machine starves of CPU still ends after this many budgets of wall time. */
const WALL_CAP_BUDGETS = 10;

interface ScanWatch {
  usedMs(): number;
  stop(): void;
}

/**
 * Calls `onOver` once the scan thread has used `budgetMs` of CPU time. Counting CPU rather than
 * wall time keeps a readable QR readable on a machine busy with other work; without /proc (not
 * Linux) wall time is all there is.
 */
function watchScan(statPath: string | null, budgetMs: number, onOver: () => void): ScanWatch {
  const startedAt = performance.now();
  const wallMs = () => performance.now() - startedAt;
  let baselineMs: number | null = null;
  let cpuMs = 0;
  let isReading = false;
  const check = async () => {
    if (statPath !== null && !isReading) {
      isReading = true;
      const threadMs = await readThreadCpuMs(statPath);
      isReading = false;
      if (threadMs !== null) {
        baselineMs ??= threadMs;
        cpuMs = threadMs - baselineMs;
      }
    }
    const used = statPath === null ? wallMs() : cpuMs;
    if (used >= budgetMs || wallMs() >= budgetMs * WALL_CAP_BUDGETS) onOver();
  };
  void check();
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  return { usedMs: () => (statPath === null ? wallMs() : cpuMs), stop: () => clearInterval(timer) };
}

/**
 * The QR text found by a worker thread, or null when none was found within `budgetMs` of scan
 * time; a thread still busy then is terminated (jsQR cannot be interrupted otherwise) and replaced.
 */
export async function scanInWorker(image: RgbaImage, budgetMs: number): Promise<ScanResult> {
  const { port1: started, port2: startedInWorker } = new MessageChannel();
  const deadline = new AbortController();
  let watch: ScanWatch | undefined;
  started.once('message', ({ statPath }: { statPath: string | null }) => {
    watch = watchScan(statPath, budgetMs, () => deadline.abort());
  });
  try {
    const text = await scanPool().run(
      { ...image, started: startedInWorker },
      { signal: deadline.signal, transferList: [startedInWorker] },
    );
    return { text, scanMs: watch?.usedMs() ?? 0 };
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return { text: null, scanMs: budgetMs };
    throw error;
  } finally {
    watch?.stop();
    started.close();
  }
}
