import { useId } from 'react';

export interface TBar {
  label: string;
  value: number;
}

const WIDTH = 360;
const HEIGHT = 120;
const GAP = 4;

/**
 * A small bar chart in plain SVG with its numbers as a table beside it: the picture is for the
 * eye, the table is the text alternative (and what a screen reader reads).
 */
export function BarChart({
  title,
  bars,
  labelHeader,
  valueHeader,
  formatValue,
  tableLabel,
}: {
  title: string;
  bars: TBar[];
  labelHeader: string;
  valueHeader: string;
  formatValue: (value: number) => string;
  tableLabel: string;
}) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const barWidth = bars.length > 0 ? (WIDTH - GAP * (bars.length - 1)) / bars.length : WIDTH;
  return (
    <figure className="rounded-2xl border border-zinc-800 p-4">
      <figcaption id={titleId} className="text-sm font-semibold text-zinc-200">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-32 w-full"
        aria-hidden="true"
        focusable="false"
        preserveAspectRatio="none"
      >
        {bars.map((bar, index) => {
          const height = Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * (HEIGHT - 4));
          return (
            <rect
              key={bar.label}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={2}
              className="fill-brand-500"
            />
          );
        })}
      </svg>
      <details className="mt-2 text-sm text-zinc-300">
        <summary className="cursor-pointer">{tableLabel}</summary>
        <table aria-labelledby={titleId} className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-medium">
                {labelHeader}
              </th>
              <th scope="col" className="font-medium">
                {valueHeader}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <td className="pr-4">{bar.label}</td>
                <td>{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
