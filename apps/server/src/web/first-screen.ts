import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE } from '@beatpasal/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imagePreloadLink, modulePreloadLinks, readBuildManifest, type TBuildManifest } from './preload-links';
import { SERVER_ROOT } from '../server-root';

type TLanguage = 'en' | 'ne';
type TTransport = (path: string, init: RequestInit) => Promise<Response>;

/** What the web's server-rendering build (apps/web/src/app/server-entry.tsx) exports. */
interface TWebRenderer {
  LANGUAGES: readonly TLanguage[];
  languageFromBrowser(preferred: readonly string[] | undefined): TLanguage;
  setApiTransport(transport: TTransport): void;
  prepareRendering(): Promise<void>;
  renderFirstScreen(url: string, language: TLanguage): Promise<{ html: string; data: string } | null>;
}

export const WEB_RENDERER = path.join(SERVER_ROOT, '../web/dist-server/server-entry.js');

/**
 * The pages whose first screen is rendered into the HTML (issue 10): the ones people land on, with
 * the route module the browser loads before hydrating them (apps/web/src/app/routes).
 */
const RENDERED_PAGES: readonly { path: RegExp; module: string }[] = [
  { path: /^\/$/, module: 'src/app/routes/home.tsx' },
  { path: /^\/genres$/, module: 'src/app/routes/catalogue/genres.tsx' },
  { path: /^\/track\/[^/]+$/, module: 'src/app/routes/catalogue/track.tsx' },
  { path: /^\/artist\/[^/]+$/, module: 'src/app/routes/catalogue/artist.tsx' },
];

/** Strings the browser fetches before hydrating a page rendered in that language (language-store.ts). */
const LANGUAGE_MODULES: Record<TLanguage, readonly string[]> = { en: [], ne: ['src/lib/i18n/ne.ts'] };

export interface RenderedPage {
  html: string;
  /** Its first screen was rendered as a visitor sees it: the same page for whoever asks. */
  isForEveryone: boolean;
}

export interface FirstScreen {
  /** index.html with `url`'s first screen in #root, or unchanged when it is not one of those pages. */
  render(request: FastifyRequest, indexHtml: string): Promise<RenderedPage>;
}

const shell = (indexHtml: string): RenderedPage => ({ html: indexHtml, isForEveryone: false });
const NO_FIRST_SCREEN: FirstScreen = { render: async (_request, indexHtml) => shell(indexHtml) };

/**
 * A rendered page is public: the service worker may keep it and show it at once on the next visit
 * while it fetches the page again (decision 093). Anything else is asked for every time.
 */
export const pageCacheControl = (page: RenderedPage) => (page.isForEveryone ? 'public, no-cache' : 'no-cache');

/** The first screen's reads go through the app itself without the person's cookies: as a visitor. */
function visitorTransport(app: FastifyInstance): TTransport {
  return async (url, init) => {
    const response = await app.inject({ method: 'GET', url, headers: init.headers as Record<string, string> });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

function languageOf(request: FastifyRequest, renderer: TWebRenderer): TLanguage {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  const known = renderer.LANGUAGES.find((language) => language === chosen);
  if (known) return known;
  const accepted = request.headers['accept-language']?.split(',').map((part) => part.split(';')[0]!.trim());
  return renderer.languageFromBrowser(accepted);
}

/**
 * Puts the rendered markup into #root and its data beside it; the `lang` follows the rendering. The
 * head preloads the page's most important image and the route's chunks that hydration waits for.
 */
function compose(
  indexHtml: string,
  rendered: { html: string; data: string },
  language: TLanguage,
  modulePreloads: string,
): string {
  return indexHtml
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace('<title>', () => `${imagePreloadLink(rendered.html)}<title>`)
    .replace('</head>', () => `${modulePreloads}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div><script id="first-screen-data" type="application/json">${rendered.data}</script>`,
    );
}

/**
 * Server rendering of the public pages' first screen (decision 034). Rendered as a visitor sees
 * them whoever asks, so no person's flags ever reach another's HTML; signed-in people get theirs
 * after hydration. Without the web's server build (tests, `npm run dev`) pages stay the plain shell.
 */
export async function loadFirstScreen(
  app: FastifyInstance,
  rendererPath: string,
  distDir: string,
): Promise<FirstScreen> {
  if (!existsSync(rendererPath)) return NO_FIRST_SCREEN;
  const renderer = (await import(pathToFileURL(rendererPath).href)) as TWebRenderer;
  renderer.setApiTransport(visitorTransport(app));
  await renderer.prepareRendering();
  const manifest: TBuildManifest = readBuildManifest(distDir) ?? {};
  return {
    async render(request, indexHtml) {
      const pathname = request.url.split('?')[0]!;
      const page = RENDERED_PAGES.find((rendered) => rendered.path.test(pathname));
      if (!page) return shell(indexHtml);
      const language = languageOf(request, renderer);
      try {
        const rendered = await renderer.renderFirstScreen(request.url, language);
        const preloads = modulePreloadLinks(manifest, [page.module, ...LANGUAGE_MODULES[language]]);
        if (!rendered) return shell(indexHtml);
        return { html: compose(indexHtml, rendered, language, preloads), isForEveryone: true };
      } catch (error) {
        request.log.error({ err: error }, 'rendering the first screen failed; sent the plain app shell');
        return shell(indexHtml);
      }
    },
  };
}
