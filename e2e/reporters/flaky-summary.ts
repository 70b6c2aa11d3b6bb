import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

interface TOptions {
  /** A journey that passed only on retry fails the run. */
  failOnFlaky?: boolean;
}

/**
 * Names every journey that passed only on retry, as the run's last lines; with E2E_FLAKY_FILE set
 * also writes their titles there (scripts/test.mjs repeats them at the very end).
 */
export default class FlakySummaryReporter implements Reporter {
  #suite: Suite | undefined;

  constructor(private readonly options: TOptions = {}) {}

  onBegin(_config: unknown, suite: Suite) {
    this.#suite = suite;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const flaky = (this.#suite?.allTests() ?? [])
      .filter((test) => test.outcome() === 'flaky')
      .map((test) => test.titlePath().filter(Boolean).join(' › '));
    if (process.env.E2E_FLAKY_FILE) writeFileSync(process.env.E2E_FLAKY_FILE, JSON.stringify(flaky));
    if (flaky.length === 0) return undefined;
    console.log(`\nFLAKY: ${flaky.length} journey(s) passed only on retry:`);
    for (const title of flaky) console.log(`  FLAKY ${title}`);
    if (!this.options.failOnFlaky || result.status !== 'passed') return undefined;
    console.log('This run fails on flaky journeys: fix the race, do not retry it away.');
    return { status: 'failed' };
  }

  printsToStdio() {
    return false;
  }
}
