import type { ComponentType, ReactElement } from 'react';
import { loadMessageChunk, type TMessageChunk } from '../lib/i18n/language-store';

type TPageModule = { Component: ComponentType };

const loaders = new WeakMap<ReactElement, () => Promise<void>>();

/**
 * Loads the module of a route's page ahead of rendering. Hydration must not wait on it: an update
 * (the session's answer) reaching a page still loading would replace the server's HTML with the
 * loading screen, and then the page again, which shifts the layout (decision 034).
 */
export function preloadPage(element: unknown): Promise<unknown> {
  return loaders.get(element as ReactElement)?.() ?? Promise.resolve();
}

/**
 * A route page loaded on demand: each page module exports `Component`. Until it has loaded the
 * page suspends (the layout's Suspense boundary shows the loading screen). Not `lazy()`: Preact's
 * learns that its module has loaded in a `.then`, so it suspends once even after `preloadPage`,
 * and a suspension while hydrating keeps only the first of the server's nodes (decision 044).
 */
export function page(load: () => Promise<TPageModule>) {
  let loaded: ComponentType | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.Component;
      },
      (error: unknown) => {
        failure = error;
      },
    ));
  function Page() {
    if (failure !== undefined) throw failure;
    if (!loaded) throw start();
    const Loaded = loaded;
    return <Loaded />;
  }
  const element = <Page />;
  loaders.set(element, start);
  return element;
}

/** A route page that arrives with the chunks of strings only it needs (lib/i18n/language-store.ts). */
export function pageWithMessages(chunks: TMessageChunk | TMessageChunk[], load: () => Promise<TPageModule>) {
  const names = Array.isArray(chunks) ? chunks : [chunks];
  return page(() => Promise.all([load(), ...names.map(loadMessageChunk)]).then(([module]) => module));
}
