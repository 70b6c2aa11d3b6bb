import { hydrate, useQueryClient, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TLanguage } from '../lib/i18n/language-store';

/**
 * What the server put in the page beside the rendered first screen (decision 034): the language it
 * rendered in and the visitor's answers to the first screen's reads, so hydration starts from the
 * same data and makes no first fetch.
 */
export interface TFirstScreenData {
  language: TLanguage;
  queries: DehydratedState;
}

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The inlined data, or null when the server sent the plain app shell. */
export function readFirstScreenData(): TFirstScreenData | null {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TFirstScreenData;
  } catch {
    return null;
  }
}

/**
 * JSON that can sit inside a `<script type="application/json">`: `<`, `>` and `&` are escaped as
 * JSON \u escapes, so a title holding `</script>` or `<!--` cannot end or change the element, and
 * U+2028/U+2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

let holdsVisitorAnswers = false;

/** Starts the query cache from the server's answers, so hydration renders what the server did. */
export function seedQueries(client: QueryClient, data: TFirstScreenData): void {
  hydrate(client, data.queries);
  holdsVisitorAnswers = true;
}

/**
 * The inlined answers are a visitor's: once the session says someone is signed in, the first
 * screen's reads are made again so their flags (liked, bought) replace the visitor's. A query
 * marked `isSignedInOnly` (the navbar's unread answers, decision 101) never held a visitor's answer.
 */
export function useRefreshVisitorAnswers(isSignedIn: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!isSignedIn || !holdsVisitorAnswers) return;
    holdsVisitorAnswers = false;
    void client.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== 'session' && query.meta?.isSignedInOnly !== true,
    });
  }, [isSignedIn, client]);
}
