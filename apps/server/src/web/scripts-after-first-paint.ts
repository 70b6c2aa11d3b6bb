import { createHash } from 'node:crypto';

const TEMPLATE_ID = 'scripts-after-first-paint';
const SCRIPTS_PER_TASK = 6;

/**
 * Puts the page's scripts into the head once the first contentful paint has been reported (the
 * observer learns of it after the frame is on screen), or at once where that will not come: a
 * browser without paint timing, a page loaded or put in a background tab (no paint is reported
 * for it). `importNode` gives scripts that run, unlike the template's inert ones. Starting a
 * request costs the main thread about a quarter of a millisecond, so they are started a few per
 * task, the entry script first: 35 at once made a task Lighthouse counts as blocking.
 */
const LOADER = `(function () {
  var scripts = document.getElementById('${TEMPLATE_ID}');
  var isLoaded = false;
  function appendSome(nodes) {
    document.head.append.apply(document.head, nodes.splice(0, ${SCRIPTS_PER_TASK}));
    if (nodes.length) setTimeout(appendSome, 0, nodes);
  }
  function load() {
    if (isLoaded) return;
    isLoaded = true;
    appendSome(Array.prototype.slice.call(document.importNode(scripts.content, true).childNodes));
  }
  function loadIfHidden() {
    if (document.visibilityState === 'hidden') load();
  }
  var Observer = window.PerformanceObserver;
  if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) return load();
  new Observer(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', loadIfHidden);
  loadIfHidden();
})();`;

/** The loader's CSP source (`script-src`): the policy allows no other inline script. */
export const SCRIPTS_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A rendered page's module scripts and preloads (the built index.html's and the server's) requested
 * only after its first paint (decision 051). The server's markup is readable without them; the
 * paint no longer shares a phone's network with about 20 chunks, and Lighthouse no longer puts
 * them in the simulated path to the largest paint. Pages the server does not render keep theirs in
 * the head: they show nothing until the scripts have run.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const scripts = html.match(SCRIPT_TAGS) ?? [];
  if (!scripts.length) return html;
  const loader = `<template id="${TEMPLATE_ID}">${scripts.join('')}</template><script>${LOADER}</script>`;
  return html.replace(SCRIPT_TAGS, '').replace('</body>', () => `${loader}</body>`);
}
