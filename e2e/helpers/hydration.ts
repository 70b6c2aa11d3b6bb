import type { Page } from '@playwright/test';

type TGoto = Page['goto'];
type TReload = Page['reload'];

/** The app's page (it has #root) has hydrated: `<html data-hydrated>` (apps/web/src/lib/page-hydration.ts). */
const isLive = () => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root');

/** `goto` and `reload` without `waitUntil` (or with 'load') wait; a journey that asks for less gets less. */
async function waitForLivePage(page: Page, waitUntil: string | undefined): Promise<void> {
  if (waitUntil !== undefined && waitUntil !== 'load') return;
  await page.waitForFunction(isLive, undefined, { timeout: 15_000 });
}

let isPatched = false;

/**
 * Every page of every context waits, after `goto` and `reload`, until the app has hydrated: a
 * server-rendered page shows its buttons before its script runs, and a person's first tap comes
 * after the page has drawn, not in the same millisecond as a test's. Patched on the class, once,
 * so pages the journeys open in their own contexts wait too.
 */
export function waitForHydrationOnNavigation(page: Page): void {
  if (isPatched) return;
  isPatched = true;
  const prototype = Object.getPrototypeOf(page) as { goto: TGoto; reload: TReload };
  const { goto, reload } = prototype;
  prototype.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options);
    await waitForLivePage(this, options?.waitUntil);
    return response;
  };
  prototype.reload = async function (this: Page, options) {
    const response = await reload.call(this, options);
    await waitForLivePage(this, options?.waitUntil);
    return response;
  };
}
