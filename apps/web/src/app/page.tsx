import { lazy, type ComponentType, type ReactElement } from 'react';

type TPageModule = { default: ComponentType };

const loadingPages = new Set<Promise<unknown>>();
const loaders = new WeakMap<ReactElement, () => Promise<TPageModule>>();

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
export function page(load: () => Promise<{ Component: ComponentType }>) {
  let loading: Promise<TPageModule> | undefined;
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
