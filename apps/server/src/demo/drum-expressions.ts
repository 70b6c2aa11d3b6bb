import type { TDrumPattern } from './loop-styles';

export const SEMITONE = 2 ** (1 / 12);

/** Short decimal text for ffmpeg expressions. */
export const n = (value: number) => Number(value.toFixed(4)).toString();

/** Seconds since the last hit of a pattern repeating every `period`, first hit at `offset`. */
const since = (offset: number, period: number) => `mod(t+${n(period - offset)},${n(period)})`;

/** A sine kick falling from ~100 Hz to 48 Hz. */
const kick = (x: string) => `0.55*sin(2*PI*(48*${x}+1.6*(1-exp(-30*${x}))))*exp(-7*${x})`;
const snare = (x: string) => `((random(0)*2-1)*0.22+0.18*sin(2*PI*190*${x}))*exp(-18*${x})`;
const hat = (x: string, gain: number) => `(random(1)*2-1)*${n(gain)}*exp(-70*${x})`;

/** Kick hits (in beats) within a bar, snare hits, hat spacing (in beats). */
const PATTERNS: Record<
  Exclude<TDrumPattern, 'none'>,
  { kicks: number[]; snares: number[]; hatEvery: number; hatOffset: number }
> = {
  'boom-bap': { kicks: [0, 1.5, 2.5], snares: [1, 3], hatEvery: 0.5, hatOffset: 0 },
  trap: { kicks: [0, 1.75, 2.5], snares: [2], hatEvery: 0.25, hatOffset: 0 },
  'four-floor': { kicks: [0, 1, 2, 3], snares: [1, 3], hatEvery: 1, hatOffset: 0.5 },
  rock: { kicks: [0, 2, 2.5], snares: [1, 3], hatEvery: 0.5, hatOffset: 0 },
  'one-drop': { kicks: [2], snares: [2], hatEvery: 0.5, hatOffset: 0 },
};

export function drumsExpression(pattern: TDrumPattern, beat: number): string {
  if (pattern === 'none') return '';
  const { kicks, snares, hatEvery, hatOffset } = PATTERNS[pattern];
  const bar = 4 * beat;
  return [
    ...kicks.map((at) => kick(since(at * beat, bar))),
    ...snares.map((at) => snare(since(at * beat, bar))),
    hat(since(hatOffset * beat, hatEvery * beat), pattern === 'trap' ? 0.07 : 0.05),
  ].join('+');
}
