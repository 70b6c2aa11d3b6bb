import { runFfmpeg, uploadedInput, type AudioInput } from './run-ffmpeg';

export const PREVIEW_CONTENT_TYPE = 'audio/mpeg';
export const OPUS_PREVIEW_CONTENT_TYPE = 'audio/webm';
/**
 * Stereo CBR 128 kbit/s is 960,000 bytes a minute, under the 1 MB/minute budget with room for
 * the Xing header; mono would sound hollow on a beat and VBR's size depends on the music.
 */
const BITRATE = '128k';
const SAMPLE_RATE = 44100;
/**
 * Opus near 64 kbit/s sounds like the 128 kbit/s MP3 on music at half the data (issue 36).
 * Constrained VBR keeps every stretch near the target; at 64k pink noise (the densest input)
 * came to 505 kB a minute with WebM's framing, at 60k it stays under the 0.50 MB budget.
 * Opus always runs at 48 kHz.
 */
const OPUS_BITRATE = '60k';
const OPUS_SAMPLE_RATE = 48000;
const TAG_FIRST_SECONDS = 2;
const TAG_INTERVAL_SECONDS = 20;
/** A tag is a few spoken words; a long one must not cover the beat from end to end. */
const TAG_MAX_SECONDS = 8;
const TAG_GAIN = 0.9;
/**
 * The no-tag watermark: a 1 kHz tone drifting between the ears every 4 s (STACK.md), peaking at
 * -28 dBFS: heard under any beat, never louder than it. lavfi's sine is generated at 1/8 scale.
 */
const WATERMARK_GAIN = 0.32;
/** -0.5 dBFS: headroom so the mix and the MP3 encoder never clip where master and tag peak together. */
const PEAK_LIMIT = 0.944;

export interface MakePreviewInput {
  master: AudioInput;
  /** The artist's voice tag (any decodable audio); without one a tone watermark is mixed in. */
  voiceTag?: AudioInput;
  /** Where to write the MP3 preview. */
  output?: string;
  /** Where to write the Opus (WebM) preview of the same mix; left out when ffmpeg lacks libopus. */
  opusOutput?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const toStereo = `aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:sample_rates=${SAMPLE_RATE}:channel_layouts=stereo`;

/** The tag once, padded to the interval with silence, looped forever, first heard at TAG_FIRST_SECONDS. */
function voiceTagChain(): string {
  const period = TAG_INTERVAL_SECONDS * SAMPLE_RATE;
  const delayMs = TAG_FIRST_SECONDS * 1000;
  return [
    `[1:a:0]${toStereo}`,
    `atrim=end=${TAG_MAX_SECONDS}`,
    `volume=${TAG_GAIN}`,
    `apad=whole_len=${period}`,
    `atrim=end_sample=${period}`,
    `aloop=loop=-1:size=${period}`,
    `adelay=${delayMs}|${delayMs}[mark]`,
  ].join(',');
}

function watermarkChain(): string {
  return `[1:a:0]${toStereo},volume=${WATERMARK_GAIN},apulsator=hz=0.25[mark]`;
}

/**
 * amerge+pan adds the two signals sample by sample: unlike amix (whose `normalize=0` the npm
 * build of ffmpeg lacks) it never halves the beat; the limiter then only touches the rare peaks
 * where the sum exceeds PEAK_LIMIT. The output ends with the master, since the mark never ends.
 * With several `outputs` the one mix is split, so a single decode feeds every encoder.
 */
function previewFilterGraph(hasVoiceTag: boolean, outputs: readonly string[]): string {
  const split = outputs.length > 1 ? `,asplit=${outputs.length}` : '';
  return [
    `[0:a:0]${toStereo}[beat]`,
    hasVoiceTag ? voiceTagChain() : watermarkChain(),
    `[beat][mark]amerge=inputs=2,pan=stereo|c0=c0+c2|c1=c1+c3,alimiter=limit=${PEAK_LIMIT}:level=0:attack=5:release=50${split}${outputs.map((label) => `[${label}]`).join('')}`,
  ].join(';');
}

// Metadata and embedded cover art of the master stay out: a preview is sound only.
const SOUND_ONLY = ['-map_metadata', '-1', '-vn', '-sn', '-dn'];

const mp3Args = (output: string) => [
  ...['-map', '[mp3]', ...SOUND_ONLY, '-c:a', 'libmp3lame', '-b:a', BITRATE],
  ...['-ar', String(SAMPLE_RATE), '-ac', '2', '-f', 'mp3', '-y', output],
];

const opusArgs = (output: string) => [
  ...['-map', '[opus]', ...SOUND_ONLY, '-c:a', 'libopus', '-b:a', OPUS_BITRATE, '-vbr', 'constrained'],
  ...['-application', 'audio', '-ar', String(OPUS_SAMPLE_RATE), '-ac', '2', '-f', 'webm', '-y', output],
];

/**
 * Encodes the watermarked streaming preview from the master straight into `output` (MP3) and/or
 * `opusOutput` (Opus in WebM), temp files, in one ffmpeg run.
 */
export async function makePreview(input: MakePreviewInput): Promise<void> {
  const markInput = input.voiceTag
    ? uploadedInput(input.voiceTag)
    : ['-f', 'lavfi', '-i', `sine=frequency=1000:sample_rate=${SAMPLE_RATE}`];
  const encoders = [
    ...(input.output === undefined ? [] : [{ label: 'mp3', args: mp3Args(input.output) }]),
    ...(input.opusOutput === undefined ? [] : [{ label: 'opus', args: opusArgs(input.opusOutput) }]),
  ];
  if (encoders.length === 0) throw new Error('makePreview needs an output');
  const graph = previewFilterGraph(
    input.voiceTag !== undefined,
    encoders.map((encoder) => encoder.label),
  );
  await runFfmpeg(
    [
      ...[...uploadedInput(input.master), ...markInput],
      ...['-filter_complex', graph],
      ...encoders.flatMap((encoder) => encoder.args),
    ],
    { timeoutMs: input.timeoutMs, signal: input.signal },
  );
}
