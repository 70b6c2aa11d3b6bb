import { lazy, type ComponentType } from 'react';

const loadingPages = new Set<Promise<unknown>>();

/** Settles once every page module asked for so far has loaded (server rendering waits on it). */
export async function pagesLoaded(): Promise<void> {
  await Promise.allSettled([...loadingPages]);
}

/** A route page loaded on demand: each page module exports `Component`. */
export function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => {
    const loading = load().then((module) => ({ default: module.Component }));
    loadingPages.add(loading);
    void loading.finally(() => loadingPages.delete(loading));
    return loading;
  });
  return <Page />;
}
