import { test as base, expect } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';
import { waitForHydrationOnNavigation } from './hydration';

interface TFixtures {
  /** Console errors a test expects (matched against the message); anything else fails the test. */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

/** Every journey imports `test` from here, so no test can pass while the page logs errors. */
export const test = base.extend<TFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      waitForHydrationOnNavigation(page);
      const errors = collectConsoleErrors(page, allowedConsoleErrors);
      await use(errors);
      expect(errors, 'the page logged errors to the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
