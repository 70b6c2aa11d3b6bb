import { runFfmpeg, uploadedInput, type AudioInput } from './run-ffmpeg';

/** Enough bars for a full-width desktop waveform; about 5 KB of JSON per track. */
export const PEAK_COUNT = 800;
const SAMPLE_RATE = 8000;
/** 10 ms: fine enough to reduce to any bar count, small enough (100 values a second) to keep in memory. */
const BLOCK_SAMPLES = 80;

export interface AudioPeaks {
  /** `count` values in 0..1, three decimals, relative to the loudest moment of the track. */
  peaks: number[];
  durationSeconds: number;
}

/** Max |sample| of each 10 ms block, fed with raw s16le chunks as ffmpeg produces them. */
class BlockMaxima {
  values = new Uint16Array(1024);
  count = 0;
  samples = 0;
  #carry: number | undefined;

  push(chunk: Buffer): void {
    let offset = 0;
    if (this.#carry !== undefined) {
      this.#add(Buffer.from([this.#carry, chunk[0] ?? 0]).readInt16LE(0));
      this.#carry = undefined;
      offset = 1;
    }
    for (; offset + 1 < chunk.length; offset += 2) this.#add(chunk.readInt16LE(offset));
    if (offset < chunk.length) this.#carry = chunk[offset];
  }

  #add(sample: number): void {
    const block = Math.floor(this.samples / BLOCK_SAMPLES);
    if (block >= this.values.length) {
      const grown = new Uint16Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    const level = Math.abs(sample);
    if (level > this.values[block]!) this.values[block] = level;
    this.count = block + 1;
    this.samples += 1;
  }
}

/** Reduces block maxima to exactly `count` bars (a short clip repeats blocks rather than returning fewer). */
export function reducePeaks(blocks: ArrayLike<number>, blockCount: number, count: number): number[] {
  if (blockCount === 0) return [];
  const bars: number[] = [];
  for (let bar = 0; bar < count; bar += 1) {
    const start = Math.floor((bar * blockCount) / count);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * blockCount) / count));
    let max = 0;
    for (let i = start; i < end; i += 1) max = Math.max(max, blocks[i] ?? 0);
    bars.push(max);
  }
  const loudest = Math.max(...bars);
  return bars.map((value) => (loudest === 0 ? 0 : Math.round((value / loudest) * 1000) / 1000));
}

export interface ExtractPeaksOptions {
  count?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Decoding stops here: the duration then says "at least this long", whatever the header claims. */
  maxSeconds?: number;
}

/**
 * Decodes the first audio stream to 8 kHz mono through ffmpeg's stdout and folds it into peaks as
 * it streams: memory stays at ~200 bytes per second of audio however long the track is.
 */
export async function extractPeaks(input: AudioInput, options: ExtractPeaksOptions = {}): Promise<AudioPeaks> {
  const blocks = new BlockMaxima();
  const limit = options.maxSeconds === undefined ? [] : ['-t', String(options.maxSeconds)];
  const output = [
    '-map',
    '0:a:0',
    ...limit,
    '-ac',
    '1',
    '-ar',
    String(SAMPLE_RATE),
    '-f',
    's16le',
    '-acodec',
    'pcm_s16le',
    'pipe:1',
  ];
  await runFfmpeg([...uploadedInput(input), ...output], {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    onStdout: (chunk) => blocks.push(chunk),
  });
  return {
    peaks: reducePeaks(blocks.values, blocks.count, options.count ?? PEAK_COUNT),
    durationSeconds: Math.round((blocks.samples / SAMPLE_RATE) * 1000) / 1000,
  };
}
