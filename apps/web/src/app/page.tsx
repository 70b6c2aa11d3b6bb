import { lazy, type ComponentType, type ReactElement } from 'react';
import { loadMessageChunk, type TMessageChunk } from '../lib/i18n/language-store';

type TPageModule = { Component: ComponentType };
type TLazyModule = { default: ComponentType };

const loadingPages = new Set<Promise<unknown>>();
const loaders = new WeakMap<ReactElement, () => Promise<TLazyModule>>();

/** Settles once every page module asked for so far has loaded (server rendering waits on it). */
export async function pagesLoaded(): Promise<void> {
  await Promise.allSettled([...loadingPages]);
}

/**
 * Loads the module of a route's page ahead of rendering. Hydration must not wait on it: an update
 * (the session's answer) reaching a page still loading would replace the server's HTML with the
 * loading screen, and then the page again, which shifts the layout (decision 034).
 */
export function preloadPage(element: unknown): Promise<unknown> {
  return loaders.get(element as ReactElement)?.() ?? Promise.resolve();
}

/** A route page loaded on demand: each page module exports `Component`. */
export function page(load: () => Promise<TPageModule>) {
  let loading: Promise<TLazyModule> | undefined;
  const start = () => {
    if (loading) return loading;
    const started = load().then((module) => ({ default: module.Component }));
    loading = started;
    loadingPages.add(started);
    void started.finally(() => loadingPages.delete(started));
    return started;
  };
  const Page = lazy(start);
  const element = <Page />;
  loaders.set(element, start);
  return element;
}

/** A route page that arrives with the chunks of strings only it needs (lib/i18n/language-store.ts). */
export function pageWithMessages(chunks: TMessageChunk | TMessageChunk[], load: () => Promise<TPageModule>) {
  const names = Array.isArray(chunks) ? chunks : [chunks];
  return page(() => Promise.all([load(), ...names.map(loadMessageChunk)]).then(([module]) => module));
}
