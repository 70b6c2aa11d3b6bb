import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE } from '@beatpasal/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type TLanguage = 'en' | 'ne';
type TTransport = (path: string, init: RequestInit) => Promise<Response>;
type TRendered = { html: string; data: string };

/** What the web's server-rendering build (apps/web/src/app/server-entry.tsx) exports. */
interface TWebRenderer {
  LANGUAGES: readonly TLanguage[];
  languageFromBrowser(preferred: readonly string[] | undefined): TLanguage;
  setApiTransport(transport: TTransport): void;
  prepareRendering(): Promise<void>;
  renderFirstScreen(url: string, language: TLanguage): Promise<TRendered | null>;
}

export const WEB_RENDERER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist-server/server-entry.js');

/** The pages whose first screen is rendered into the HTML (issue 10): the ones people land on. */
const RENDERED_PAGES = [/^\/$/, /^\/genres$/, /^\/track\/[^/]+$/, /^\/artist\/[^/]+$/];

export interface FirstScreenOptions {
  rendererPath?: string;
  /** How long a rendered page is reused (the visitor cache's time; 0 renders every request). */
  freshMs: number;
  /** Any change announced on the bus (a like, an upload, a hidden track) drops every rendered page. */
  onAnyChange(listener: () => void): () => void;
}

const MAX_CACHED_PAGES = 500;

export interface FirstScreen {
  /** index.html with `url`'s first screen in #root, or unchanged when it is not one of those pages. */
  render(request: FastifyRequest, indexHtml: string): Promise<string>;
}

const NO_FIRST_SCREEN: FirstScreen = { render: async (_request, indexHtml) => indexHtml };

/** The first screen's reads go through the app itself without the person's cookies: as a visitor. */
function visitorTransport(app: FastifyInstance): TTransport {
  return async (url, init) => {
    const response = await app.inject({ method: 'GET', url, headers: init.headers as Record<string, string> });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  };
}

function languageOf(request: FastifyRequest, renderer: TWebRenderer): TLanguage {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  const known = renderer.LANGUAGES.find((language) => language === chosen);
  if (known) return known;
  const accepted = request.headers['accept-language']?.split(',').map((part) => part.split(';')[0]!.trim());
  return renderer.languageFromBrowser(accepted);
}

/** Puts the rendered markup into #root and its data beside it; the `lang` follows the rendering. */
function compose(indexHtml: string, rendered: TRendered, language: TLanguage): string {
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div><script id="first-screen-data" type="application/json">${rendered.data}</script>`);
}

/**
 * Server rendering of the public pages' first screen (decision 034). Rendered as a visitor sees
 * them whoever asks, so no person's flags ever reach another's HTML; signed-in people get theirs
 * after hydration. Without the web's server build (tests, `npm run dev`) pages stay the plain shell.
 */
export async function loadFirstScreen(app: FastifyInstance, options: FirstScreenOptions): Promise<FirstScreen> {
  const { rendererPath = WEB_RENDERER, freshMs } = options;
  if (!existsSync(rendererPath)) return NO_FIRST_SCREEN;
  const renderer = (await import(pathToFileURL(rendererPath).href)) as TWebRenderer;
  renderer.setApiTransport(visitorTransport(app));
  await renderer.prepareRendering();
  // Visitor-only pages, so one rendering serves everyone asking for the same address and language.
  const rendered = new Map<string, { at: number; page: Promise<TRendered | null> }>();
  const stopDropping = options.onAnyChange(() => rendered.clear());
  app.addHook('onClose', async () => stopDropping());

  function renderCached(url: string, language: TLanguage): Promise<TRendered | null> {
    const key = `${language} ${url}`;
    const cached = rendered.get(key);
    if (cached && Date.now() - cached.at < freshMs) return cached.page;
    const page = renderer.renderFirstScreen(url, language);
    if (freshMs > 0) {
      if (rendered.size >= MAX_CACHED_PAGES) rendered.clear();
      rendered.set(key, { at: Date.now(), page: page.catch(() => null) });
    }
    return page;
  }

  return {
    async render(request, indexHtml) {
      const pathname = request.url.split('?')[0]!;
      if (!RENDERED_PAGES.some((page) => page.test(pathname))) return indexHtml;
      const language = languageOf(request, renderer);
      try {
        const page = await renderCached(request.url, language);
        return page ? compose(indexHtml, page, language) : indexHtml;
      } catch (error) {
        request.log.error({ err: error }, 'rendering the first screen failed; sent the plain app shell');
        return indexHtml;
      }
    },
  };
}
