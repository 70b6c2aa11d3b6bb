import { runFfmpeg } from '../media/audio/run-ffmpeg';
import { loopExpression, phraseSeconds, type LoopSpec } from './compose-loop';

/** Every style is low-passed at or below 12 kHz, so the phrase is computed at 24 kHz and resampled on output. */
const RENDER_RATE = 24000;
const OUTPUT_RATE = 44100;
const FADE_OUT_SECONDS = 1.5;

/**
 * Renders one four-bar phrase with aevalsrc and repeats it (aloop) to `seconds`: computing the
 * expression once per phrase keeps a 30 s loop under a second of CPU. Writes a 192 kbit/s MP3 at 44.1 kHz.
 */
export async function renderLoop(spec: LoopSpec, seconds: number, output: string): Promise<void> {
  const phrase = phraseSeconds(spec.bpm);
  const repeats = Math.ceil(seconds / phrase) - 1;
  const echoMs = Math.round((60_000 / spec.bpm) * 0.75);
  const chain = [
    `aloop=loop=${repeats}:size=${Math.round(phrase * RENDER_RATE)}`,
    `atrim=duration=${seconds}`,
    `lowpass=f=${spec.style.lowpassHz}`,
    ...(spec.style.echo ? [`aecho=0.8:0.6:${echoMs}:0.3`] : []),
    'pan=stereo|c0=c0|c1=c0',
    'alimiter=limit=0.9',
    `afade=t=out:st=${seconds - FADE_OUT_SECONDS}:d=${FADE_OUT_SECONDS}`,
  ].join(',');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', `aevalsrc=exprs='${loopExpression(spec)}':s=${RENDER_RATE}:d=${phrase.toFixed(4)}`],
    ...[
      '-af',
      chain,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      '-compression_level',
      '7',
      '-ar',
      String(OUTPUT_RATE),
      '-ac',
      '2',
      '-y',
      output,
    ],
  ]);
}
