import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What axe finds wrong on the page as it is now, one readable entry per rule. */
export async function a11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
}

/**
 * Runs axe once the page's own content is there (its level-one heading: the chrome renders before a
 * lazy page's code arrives) and fails with a readable list of what is wrong.
 */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await a11yViolations(page, options), `axe found accessibility violations on ${page.url()}`).toEqual([]);
}
