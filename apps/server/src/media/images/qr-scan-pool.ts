import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { BoundedSlots } from './bounded-slots';

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
    filename: new URL('./find-qr-worker.mjs', import.meta.url).href,
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
  /** How long the scan ran on its thread, waiting for a thread not counted. */
  scanMs: number;
}

/**
 * The QR text found by a worker thread, or null when none was found within `timeoutMs` of the scan
 * starting; a thread still busy at the deadline is terminated (jsQR cannot be interrupted
 * otherwise) and replaced.
 */
export async function scanInWorker(image: RgbaImage, timeoutMs: number): Promise<ScanResult> {
  const { port1: started, port2: startedInWorker } = new MessageChannel();
  const deadline = new AbortController();
  let startedAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  started.once('message', () => {
    startedAt = performance.now();
    timer = setTimeout(() => deadline.abort(), Math.ceil(timeoutMs));
  });
  const scanMs = () => (startedAt === undefined ? 0 : performance.now() - startedAt);
  try {
    const text = await scanPool().run({ ...image, started: startedInWorker }, { signal: deadline.signal, transferList: [startedInWorker] });
    return { text, scanMs: scanMs() };
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return { text: null, scanMs: scanMs() };
    throw error;
  } finally {
    clearTimeout(timer);
    started.close();
  }
}
