import type { Measurement } from './measure-endpoint';

export interface ScaleRatio {
  /** The median of `rounds`. */
  ratio: number;
  /** One ratio per round: the larger catalogue's mean latency over the smaller's, measured back to back. */
  rounds: number[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * How much slower a row answers at the larger size, from rounds in which the two sizes were measured
 * one right after the other (decision 061). With a fixed number of connections kept busy, the mean
 * latency is connections ÷ req/s, so each round's ratio is the smaller size's req/s over the
 * larger's: it counts every answer of the round, where autocannon's p50 is in whole milliseconds
 * (one is 7–8 % of a 12–15 ms answer). The median drops a round the machine spent elsewhere.
 */
export function scaleRatio(smaller: readonly Measurement[], larger: readonly Measurement[]): ScaleRatio {
  if (smaller.length === 0 || smaller.length !== larger.length)
    throw new Error(`rounds differ: ${smaller.length} at the smaller size, ${larger.length} at the larger`);
  const rounds = smaller.map((small, round) => small.requestsPerSecond / larger[round]!.requestsPerSecond);
  return { ratio: median(rounds), rounds };
}

/** The round whose requests/s is the median of its size's rounds: the figures a table row shows. */
export function medianRound(rounds: readonly Measurement[]): Measurement {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no rounds measured');
  return middle;
}
