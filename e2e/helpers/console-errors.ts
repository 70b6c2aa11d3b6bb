import type { Page } from '@playwright/test';

/**
 * Records console errors and uncaught exceptions from the moment it is called, and every answer
 * of 500 or above the page receives (whatever the allowances: a 5xx is a bug, never expected).
 * A page that logs an error is broken for someone even when the assertions pass.
 */
export function collectConsoleErrors(page: Page, allowed: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    record(`${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => record(`Uncaught ${error.name}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500)
      errors.push(`${response.status()} answered to ${response.request().method()} ${response.url()}`);
  });
  return errors;
}
