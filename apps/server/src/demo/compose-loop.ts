import type { TMusicalKey } from '@beatpasal/shared/schemas/tracks';
import { drumsExpression, n, SEMITONE } from './drum-expressions';
import type { LoopStyle } from './loop-styles';

/** A four-bar phrase as one aevalsrc expression of `t`: pad chords, arpeggio, bass and drums. */
export interface LoopSpec {
  key: TMusicalKey;
  bpm: number;
  style: LoopStyle;
  /** Which progression of the mode (any integer). */
  progression: number;
  /** Which arpeggio pattern (any integer). */
  pattern: number;
}

type TChord = readonly [semitones: number, quality: 'M' | 'm'];

/** Roots above a tritone sit an octave lower, so the chords stay close together. */
const PROGRESSIONS: Record<'major' | 'minor', readonly (readonly TChord[])[]> = {
  major: [
    [
      [0, 'M'],
      [-5, 'M'],
      [-3, 'm'],
      [5, 'M'],
    ],
    [
      [0, 'M'],
      [5, 'M'],
      [-5, 'M'],
      [5, 'M'],
    ],
    [
      [0, 'M'],
      [-3, 'm'],
      [5, 'M'],
      [-5, 'M'],
    ],
  ],
  minor: [
    [
      [0, 'm'],
      [-4, 'M'],
      [3, 'M'],
      [-2, 'M'],
    ],
    [
      [0, 'm'],
      [5, 'm'],
      [-4, 'M'],
      [-5, 'M'],
    ],
    [
      [0, 'm'],
      [-2, 'M'],
      [-4, 'M'],
      [-2, 'M'],
    ],
  ],
};

/** Chord tones to walk through: 0 root, 1 third, 2 fifth, 3 the root an octave up. */
const ARP_PATTERNS = [
  [0, 1, 2, 1],
  [0, 2, 1, 2],
  [2, 1, 0, 1],
  [0, 1, 2, 3],
] as const;

const PITCHES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

/** The key's tonic between C3 and B3. */
export function tonicHz(key: TMusicalKey): number {
  const pitch = PITCHES.indexOf(key.split(' ')[0]!);
  return 220 * SEMITONE ** (pitch - 9);
}

export function phraseSeconds(bpm: number): number {
  return (16 * 60) / bpm;
}

/** The frequency of one chord tone, switching chord each bar. */
function perBar(frequencies: readonly number[], bar: number): string {
  const at = `mod(t,${n(4 * bar)})`;
  const [a, b, c, d] = frequencies.map(n);
  return `if(lt(${at},${n(bar)}),${a},if(lt(${at},${n(2 * bar)}),${b},if(lt(${at},${n(3 * bar)}),${c},${d})))`;
}

function chordTones(tonic: number, chords: readonly TChord[]): number[][] {
  const tones = chords.map(([root, quality]) => {
    const hz = tonic * SEMITONE ** root;
    return [hz, hz * SEMITONE ** (quality === 'M' ? 4 : 3), hz * SEMITONE ** 7, hz * 2];
  });
  return [0, 1, 2, 3].map((voice) => tones.map((chord) => chord[voice]!));
}

export function loopExpression(spec: LoopSpec): string {
  const { style } = spec;
  const beat = 60 / spec.bpm;
  const bar = 4 * beat;
  const mode = spec.key.endsWith('minor') ? 'minor' : 'major';
  const choices = PROGRESSIONS[mode];
  const voices = chordTones(tonicHz(spec.key), choices[Math.abs(spec.progression) % choices.length]!).map((v) =>
    perBar(v, bar),
  );
  const fade = `min(1,mod(t,${n(bar)})*20)*min(1,(${n(bar)}-mod(t,${n(bar)}))*20)`;
  const padShape = style.pad === 'offbeat-stabs' ? `exp(-10*mod(t+${n(beat / 2)},${n(beat)}))` : fade;
  const overtone = style.pad === 'rich' ? (v: string) => `+0.35*sin(4*PI*(${v})*t)` : () => '';
  const pad = `0.07*(${voices
    .slice(0, 3)
    .map((v) => `sin(2*PI*(${v})*t)${overtone(v)}`)
    .join('+')})*${padShape}`;

  const step = beat / style.arpPerBeat;
  const pattern = ARP_PATTERNS[Math.abs(spec.pattern) % ARP_PATTERNS.length]!;
  const index = `mod(floor(t/${n(step)}),4)`;
  const note = pattern
    .slice(0, 3)
    .reduceRight((rest, voice, i) => `if(eq(${index},${i}),${voices[voice]},${rest})`, voices[pattern[3]]!);
  const arp = `0.11*sin(4*PI*(${note})*t)*exp(-${n(style.arpDecay)}*mod(t,${n(step)}))*min(1,mod(t,${n(step)})*200)`;

  const bass = `0.28*sin(PI*(${voices[0]})*t)*${fade}*(0.55+0.45*exp(-3*mod(t,${n(beat)})))`;
  return [pad, arp, bass, drumsExpression(style.drums, beat)].filter(Boolean).join('+');
}
