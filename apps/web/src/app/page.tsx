import { lazy, type ComponentType } from 'react';

/** A route page loaded on demand: each page module exports `Component`. */
export function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Page />;
}
