import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BudgetResult } from '../check-budgets';
import { phoneVerdicts } from './phone-budgets';

const LATEST = path.join(path.dirname(fileURLToPath(import.meta.url)), '../results/phone-latest.md');

/**
 * Issue 36's phone budgets among `npm run bench`'s verdicts, from the phone bench's latest result:
 * a throttled browser against a production build is its own run (`npm run bench:phone`, minutes
 * and a build), so this reads what it wrote, naming when and under what load.
 */
export function phoneBudgets(): BudgetResult[] {
  const verdicts = existsSync(LATEST) ? phoneVerdicts(readFileSync(LATEST, 'utf8')) : [];
  if (verdicts.length > 0) return verdicts;
  return [
    {
      name: 'phone budgets (issue 36)',
      pass: null,
      detail: 'no bench/results/phone-latest.md: run npm run bench:phone',
    },
  ];
}
