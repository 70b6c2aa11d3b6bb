import { LANGUAGE_COOKIE } from '@beatpasal/shared/constants';
import { messageOfKey, type TMessage, type TMessageParams } from '@beatpasal/shared/message-keys';
import { en } from './en';
import type { TServerMessages } from './server-messages';
import { createTranslator, interpolate, lookup, type TPartialMessages, type TTranslate } from './translate';

export const LANGUAGES = ['en', 'ne'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

const STORAGE_KEY = LANGUAGE_COOKIE;
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

interface TDictionaries {
  messages: TPartialMessages;
  /** The server's messages by key; English has none, as the server's own text is English. */
  server?: TServerMessages;
}

// English ships in the first-load bundle; other languages are fetched when chosen.
const LOADERS: Record<TLanguage, () => Promise<TDictionaries>> = {
  en: () => Promise.resolve({ messages: en }),
  ne: () => import('./ne').then((module) => ({ messages: module.ne, server: module.neServer })),
};
/**
 * Strings only some routes need, in both languages, fetched with those routes (loadMessageChunk):
 * the admin area's, a member's strikes (/strikes) and copyright takedowns (/strikes, /dispute).
 * Buyers browsing never download them.
 */
const CHUNKS = {
  admin: () =>
    Promise.all([import('./en-admin'), import('./ne-admin')]).then(([english, nepali]) => ({
      en: english.adminEn,
      ne: nepali.adminNe,
    })),
  strikes: () =>
    Promise.all([import('./en-strikes'), import('./ne-strikes')]).then(([english, nepali]) => ({
      en: english.strikesEn,
      ne: nepali.strikesNe,
    })),
  takedowns: () =>
    Promise.all([import('./en-takedowns'), import('./ne-takedowns')]).then(([english, nepali]) => ({
      en: english.takedownsEn,
      ne: nepali.takedownsNe,
    })),
  pages: () =>
    Promise.all([import('./en-pages'), import('./ne-pages')]).then(([english, nepali]) => ({
      en: english.pagesEn,
      ne: nepali.pagesNe,
    })),
} satisfies Record<string, () => Promise<Record<TLanguage, unknown>>>;
export type TMessageChunk = keyof typeof CHUNKS;

let english = createTranslator(en);
const translators: Partial<Record<TLanguage, TTranslate>> = { en: english };
const loaded: Partial<Record<TLanguage, TPartialMessages>> = { en };
const chunks: { [TName in TMessageChunk]?: Awaited<ReturnType<(typeof CHUNKS)[TName]>> } = {};

function withChunks(language: TLanguage, messages: TPartialMessages): TPartialMessages {
  const added = Object.fromEntries(Object.entries(chunks).map(([name, chunk]) => [name, chunk[language]]));
  return { ...messages, ...added };
}

function buildTranslator(language: TLanguage, messages: TPartialMessages): TTranslate {
  return createTranslator(withChunks(language, messages), withChunks('en', en));
}
const serverDictionaries: Partial<Record<TLanguage, TServerMessages>> = {};

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
  if (translators[language]) return;
  const { messages, server } = await LOADERS[language]();
  serverDictionaries[language] = server;
  loaded[language] = messages;
  translators[language] = buildTranslator(language, messages);
}

/**
 * Before a page that needs them renders: adds a chunk's strings of both languages to every
 * translator, so a language chosen later on that page has them too.
 */
export async function loadMessageChunk(name: TMessageChunk): Promise<void> {
  if (chunks[name]) return;
  const chunk = await CHUNKS[name]();
  Object.assign(chunks, { [name]: chunk });
  for (const language of LANGUAGES) {
    const messages = loaded[language];
    if (messages) translators[language] = buildTranslator(language, messages);
  }
  english = translators.en ?? english;
  listeners.forEach((listener) => listener());
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
  // Setting `lang`, even to the value it has, restyles the whole page (every `:lang()` may change).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language)
    document.documentElement.lang = language;
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

/**
 * A server message (or a shared validation text) in the current language, by its key
 * (decision record 033). Without a key or a translation, the English text as it came.
 */
export function translateServerMessage(english: string, key: string | undefined, params?: TMessageParams): string {
  const dictionary = serverDictionaries[current];
  const text = key === undefined || !dictionary ? undefined : lookup(dictionary, key);
  if (text === undefined || !dictionary) return english;
  const values =
    params &&
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, lookup(dictionary, value) ?? value]));
  return interpolate(text, values);
}

/** A message of a shared catalog (a form's own check gives the server's wording) in the current language. */
export function translateMessage(message: TMessage): string {
  return translateServerMessage(message.text, message.key, message.params);
}

/**
 * A zod issue of a shared schema in the current language: the schemas give each issue its
 * message's key (decision record 077). Zod's own wording, from a check without a message of
 * ours, is shown as written.
 */
export function translateIssue(issueMessage: string): string {
  const message = messageOfKey(issueMessage);
  return message ? translateMessage(message) : issueMessage;
}
