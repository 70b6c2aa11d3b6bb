import type { TChatMessage, TMessagePage } from '@beatpasal/shared/schemas/messages';

/** The chat's cached history: pages[0] is the newest page; each next page is older (its param is the `before` cursor). */
export interface THistory {
  pages: TMessagePage[];
  pageParams: unknown[];
}

const byTimeThenId = (a: TChatMessage, b: TChatMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * Folds a fresh newest page (after an SSE event, a poll or a send) into the cached history: new
 * messages join the newest page, known ones are replaced (their `seenAt` may have changed).
 * When the fresh page does not reach back to what is cached (more arrived than one page while
 * the stream was down) the history restarts from the fresh page, so no gap is ever shown.
 */
export function mergeLatestPage(history: THistory | undefined, latest: TMessagePage): THistory {
  const newest = history?.pages[0];
  if (!history || !newest) return { pages: [latest], pageParams: [null] };
  const known = new Set(history.pages.flatMap((page) => page.items.map((item) => item.id)));
  const oldestFresh = latest.items[0];
  const newestKnown = newest.items.at(-1);
  const reachesBack =
    latest.nextCursor === null ||
    !oldestFresh ||
    !newestKnown ||
    known.has(oldestFresh.id) ||
    byTimeThenId(oldestFresh, newestKnown) <= 0;
  if (!reachesBack) return { pages: [latest], pageParams: [null] };

  const fresh = new Map(latest.items.map((item) => [item.id, item]));
  const pages = history.pages.map((page) => ({ ...page, items: page.items.map((item) => fresh.get(item.id) ?? item) }));
  const added = latest.items.filter((item) => !known.has(item.id));
  pages[0] = { ...pages[0]!, items: [...pages[0]!.items, ...added].sort(byTimeThenId) };
  return { pages, pageParams: history.pageParams };
}

/** One message the server confirmed (the answer to a send); before the history has loaded, its first read brings it. */
export function addMessage(history: THistory | undefined, message: TChatMessage): THistory | undefined {
  return history && mergeLatestPage(history, { items: [message], nextCursor: null });
}

/** Every cached message, oldest first. */
export function historyMessages(history: Pick<THistory, 'pages'> | undefined): TChatMessage[] {
  if (!history) return [];
  return [...history.pages].reverse().flatMap((page) => page.items);
}
