/** Height of the waveform's drawing box; its width is two units per bar (a bar and a gap). */
export const WAVEFORM_HEIGHT = 100;
/** Silence still shows a sliver, so the bar reads as a waveform rather than a gap. */
const MIN_BAR = 4;

/** Folds the stored peaks (0..1, usually 800 of them) into `count` bars by taking each group's loudest. */
export function reducePeaks(peaks: readonly number[], count: number): number[] {
  if (peaks.length === 0 || count <= 0) return [];
  const bars: number[] = [];
  for (let bar = 0; bar < count; bar += 1) {
    const start = Math.floor((bar * peaks.length) / count);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * peaks.length) / count));
    let loudest = 0;
    for (let i = start; i < end; i += 1) loudest = Math.max(loudest, peaks[i] ?? 0);
    bars.push(Math.min(1, Math.max(0, loudest)));
  }
  return bars;
}

/** One SVG path of centred bars: drawing them as a single path keeps the DOM to two nodes. */
export function waveformPath(bars: readonly number[]): string {
  return bars
    .map((level, index) => {
      const height = Math.max(MIN_BAR, level * WAVEFORM_HEIGHT);
      const top = (WAVEFORM_HEIGHT - height) / 2;
      return `M${index * 2},${top.toFixed(1)}h1v${height.toFixed(1)}h-1z`;
    })
    .join('');
}
