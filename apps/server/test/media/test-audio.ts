import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg, type AudioInput } from '../../src/media/audio/run-ffmpeg';

export type TTestAudioFormat = 'wav' | 'mp3' | 'flac' | 'm4a' | 'ogg' | 'aiff' | 'aac';

export interface TestAudioOptions {
  format: TTestAudioFormat;
  seconds?: number;
  /** Hz of the sine tone; 0 for digital silence. */
  frequency?: number;
}

const CODEC: Partial<Record<TTestAudioFormat, string[]>> = { ogg: ['-c:a', 'libvorbis'], aac: ['-f', 'adts'] };

/** Audio made on the spot by ffmpeg's own generators: no fixtures, no downloads. */
export async function makeTestAudio(dir: string, name: string, options: TestAudioOptions): Promise<string> {
  const { format, seconds = 45, frequency = 440 } = options;
  const file = path.join(dir, `${name}.${format}`);
  const source =
    frequency === 0
      ? 'anullsrc=r=44100:cl=stereo'
      : `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`;
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    source,
    '-t',
    String(seconds),
    '-ac',
    '2',
    ...(CODEC[format] ?? []),
    '-y',
    file,
  ]);
  return file;
}

const DEMUXER: Record<string, string> = {
  wav: 'wav',
  mp3: 'mp3',
  flac: 'flac',
  m4a: 'mov',
  ogg: 'ogg',
  aiff: 'aiff',
  aac: 'aac',
};

/** A test file as ffmpeg is given an upload: with the demuxer its format needs (named by its extension here). */
export function asInput(file: string): AudioInput {
  const demuxer = DEMUXER[path.extname(file).slice(1)];
  if (!demuxer) throw new Error(`no demuxer for ${file}`);
  return { file, demuxer };
}

/** The first `fraction` of a file, as a browser upload cut off half-way would leave it. */
export async function truncateCopy(file: string, fraction: number): Promise<string> {
  const bytes = await readFile(file);
  const target = file.replace(/(\.\w+)$/, `-truncated$1`);
  await writeFile(target, bytes.subarray(0, Math.floor(bytes.length * fraction)));
  return target;
}

export async function makeTempDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'beatpasal-audio-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
