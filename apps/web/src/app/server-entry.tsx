import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { parsePath, StaticRouter } from 'react-router';
import { loadAllLanguages, selectLoadedLanguage, type TLanguage } from '../lib/i18n/language-store';
import { App } from './app';
import { Providers } from './providers';
import { jsonForScript, type TFirstScreenData } from './first-screen';
import { createQueryClient } from './query-client';
import { preloadPagesOf } from './route-matches';

export { setApiTransport } from '../lib/api-client';
export { LANGUAGES, languageFromBrowser } from '../lib/i18n/language-store';

/** A render finds the reads its first screen waits for; the next one has them. */
const MAX_PASSES = 4;

export interface TRenderedFirstScreen {
  /** The markup for #root. */
  html: string;
  /** JSON for the `first-screen-data` script, safe inside it. */
  data: string;
}

/** Call once before rendering. */
export const prepareRendering = loadAllLanguages;

/** The person's session is never read here: every page is rendered as a visitor sees it. */
const isVisitorRead = (query: Query) => query.queryKey[0] !== 'session';

function isWaiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isVisitorRead(query);
}

function renderApp(url: string, client: QueryClient, language: TLanguage): string {
  selectLoadedLanguage(language);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <Providers client={client}>
          <App />
        </Providers>
      </StaticRouter>
    </StrictMode>,
  );
}

/**
 * Renders `url` as a visitor sees it, after answering every read its first screen makes. Null when
 * a read fails or the page does not settle: the server then sends the plain app shell.
 */
export async function renderFirstScreen(url: string, language: TLanguage): Promise<TRenderedFirstScreen | null> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  // Preact's string renderer cannot wait for a page module (it throws where the page suspends): the
  // route's module is loaded first, as the browser does before hydrating (main.tsx).
  await preloadPagesOf(parsePath(url).pathname ?? '/');
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = renderApp(url, client, language);
    const waiting = client.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0) {
      const data: TFirstScreenData = { language, queries: dehydrate(client) };
      return { html, data: jsonForScript(data) };
    }
    try {
      await Promise.all(waiting.map((query) => query.fetch()));
    } catch {
      return null;
    }
  }
  return null;
}
