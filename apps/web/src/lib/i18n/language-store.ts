import { en } from './en';
import { ne } from './ne';
import { createTranslator, type TTranslate } from './translate';

export const LANGUAGES = ['en', 'ne'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'beatpasal.language';
const TRANSLATORS: Record<TLanguage, TTranslate> = { en: createTranslator(en), ne: createTranslator(ne) };

function isLanguage(value: unknown): value is TLanguage {
  return LANGUAGES.some((language) => language === value);
}

// Storage can throw (private mode, blocked cookies); the app still works in English then.
function readStoredLanguage(): TLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

let current: TLanguage = readStoredLanguage();
const listeners = new Set<() => void>();

function applyLanguage(language: TLanguage) {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

export function getLanguage(): TLanguage {
  return current;
}

export function setLanguage(language: TLanguage) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered across visits, but still applied now.
  }
  applyLanguage(language);
}

function onStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEY) applyLanguage(readStoredLanguage());
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
  return TRANSLATORS[language];
}

/** For code outside React (the API client): translates in the current language. */
export const t: TTranslate = (key, ...args) => TRANSLATORS[current](key, ...args);

export function syncDocumentLanguage() {
  applyLanguage(current);
}
