import { describe, expect, it } from 'vitest';
import { formatPhoneResults, phoneVerdicts } from './phone-budgets';

describe('phoneVerdicts', () => {
  it('reads back every row formatPhoneResults wrote, with its verdict and the run it came from', () => {
    const heading =
      '# Phone bench 2026-12-05T08:00Z\n\nChromium, Slow 4G, load average (1 min) 3.1 at the start, 4.0 at the end.';
    const markdown = formatPhoneResults(
      heading,
      [
        {
          name: 'home first screen (LCP), first visit',
          value: '2100 ms (runs: 2100)',
          budget: '≤ 2500 ms',
          pass: true,
        },
        { name: "track page's Buy Now usable", value: '3400 ms (runs: 3400)', budget: '≤ 3000 ms', pass: false },
      ],
      ['home repeat visit: 24.3 KB transferred'],
    );
    expect(phoneVerdicts(markdown)).toEqual([
      {
        name: 'phone: home first screen (LCP), first visit ≤ 2500 ms',
        pass: true,
        detail:
          '2100 ms (runs: 2100) (bench/results/phone-latest.md, 2026-12-05T08:00Z, load 3.1 at the start, 4.0 at the end)',
      },
      {
        name: "phone: track page's Buy Now usable ≤ 3000 ms",
        pass: false,
        detail:
          '3400 ms (runs: 3400) (bench/results/phone-latest.md, 2026-12-05T08:00Z, load 3.1 at the start, 4.0 at the end)',
      },
    ]);
  });

  it('finds nothing in a file without the table', () => {
    expect(phoneVerdicts('# Phone bench\n\nnot run')).toEqual([]);
  });
});
