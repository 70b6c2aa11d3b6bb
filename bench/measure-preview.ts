import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { makePreview } from '../apps/server/src/media/audio/make-preview';
import { withTempDir } from '../apps/server/src/media/audio/temp-dirs';
import { verifyAudioFile } from '../apps/server/src/media/audio/verify-audio-file';
import { GENRE_STYLES } from '../apps/server/src/demo/loop-styles';
import { renderLoop } from '../apps/server/src/demo/render-loop';

export interface PreviewSize {
  bytes: number;
  seconds: number;
  /** Megabytes (10^6 bytes) per minute of audio. */
  mbPerMinute: number;
  /** The preview itself, for the audio-serving row. */
  body: Buffer;
}

/** A demo master (a 40 s trap loop) through the pipeline's own preview encoder, then bytes per minute of the result. */
export async function measurePreview(): Promise<PreviewSize> {
  return withTempDir(async (dir) => {
    const master = path.join(dir, 'master.mp3');
    const preview = path.join(dir, 'preview.mp3');
    await renderLoop({ key: 'F minor', bpm: 140, style: GENRE_STYLES.Trap, progression: 0, pattern: 1 }, 40, master);
    await makePreview({ master: { file: master, demuxer: 'mp3' }, output: preview });
    const body = await readFile(preview);
    const { durationSeconds } = await verifyAudioFile(preview);
    return {
      bytes: body.length,
      seconds: durationSeconds,
      mbPerMinute: body.length / 1e6 / (durationSeconds / 60),
      body,
    };
  });
}
