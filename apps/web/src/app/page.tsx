import { lazy, type ComponentType } from 'react';
import { loadMessageChunk, type TMessageChunk } from '../lib/i18n/language-store';

type TPageModule = { Component: ComponentType };

/** A route page loaded on demand: each page module exports `Component`. */
export function page(load: () => Promise<TPageModule>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
}

/** A route page that arrives with a chunk of strings only it needs (lib/i18n/language-store.ts). */
export function pageWithMessages(chunk: TMessageChunk, load: () => Promise<TPageModule>) {
  return page(() => Promise.all([load(), loadMessageChunk(chunk)]).then(([module]) => module));
}
