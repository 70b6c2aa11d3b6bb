import { LANGUAGE_COOKIE } from '@beatpasal/shared/constants';
import { en } from './en';
import { createTranslator, type TPartialMessages, type TTranslate } from './translate';

export const LANGUAGES = ['en', 'ne'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

const STORAGE_KEY = LANGUAGE_COOKIE;
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

// English ships in the first-load bundle; other languages are fetched when chosen.
const LOADERS: Record<TLanguage, () => Promise<TPartialMessages>> = {
  en: () => Promise.resolve(en),
  ne: () => import('./ne').then((module) => module.ne),
};
const english = createTranslator(en);
const translators: Partial<Record<TLanguage, TTranslate>> = { en: english };

function isLanguage(value: unknown): value is TLanguage {
  return LANGUAGES.some((language) => language === value);
}

// Storage can throw (private mode, blocked cookies); the app still works then.
function readStoredLanguage(): TLanguage | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** A first visit follows the browser's languages (its Accept-Language): Nepali when it is asked for before English. */
export function languageFromBrowser(preferred: readonly string[] | undefined): TLanguage {
  const first = preferred?.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => code === 'ne' || code === 'en');
  return first === 'ne' ? 'ne' : 'en';
}

let current: TLanguage = 'en';
let latestRequest = 0;
const listeners = new Set<() => void>();

async function loadLanguage(language: TLanguage): Promise<void> {
  translators[language] ??= createTranslator(await LOADERS[language]());
}

/** The server reads it to render the first screen in this language (decision 034). */
function rememberInCookie(language: TLanguage) {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

async function applyLanguage(language: TLanguage): Promise<void> {
  const request = ++latestRequest;
  await loadLanguage(language);
  // A quicker, later choice (English while Nepali still loads) wins.
  if (request !== latestRequest) return;
  current = language;
  rememberInCookie(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

/** Server rendering: every language is loaded once, then each page picks its own synchronously. */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
}

/** Server rendering only: renders are synchronous, so setting it right before one is enough. */
export function selectLoadedLanguage(language: TLanguage): void {
  current = language;
}

export function getLanguage(): TLanguage {
  return current;
}

export async function setLanguage(language: TLanguage): Promise<void> {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but still applied now.
  }
  await applyLanguage(language);
}

/** Before the first render, so a Nepali visitor never sees an English flash. */
export function restoreLanguage(): Promise<void> {
  const language = readStoredLanguage() ?? languageFromBrowser(globalThis.navigator?.languages);
  return applyLanguage(language).catch(() => applyLanguage('en'));
}

function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEY) void applyLanguage(readStoredLanguage() ?? 'en');
}

/** Follows changes made here and in other tabs. */
export function subscribeLanguage(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function getTranslator(language: TLanguage): TTranslate {
  return translators[language] ?? english;
}

/** For code outside React (the API client): translates in the current language. */
export const t: TTranslate = (key, ...args) => getTranslator(current)(key, ...args);
