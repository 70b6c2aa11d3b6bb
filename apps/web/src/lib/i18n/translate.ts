import { en } from './en';
import type { adminEn } from './en-admin';
import type { pagesEn } from './en-pages';
import type { strikesEn } from './en-strikes';
import type { takedownsEn } from './en-takedowns';

/** The first-load dictionary plus the chunks some routes load (language-store.ts): all keys are checked at compile time. */
type TMessages = typeof en & {
  admin: typeof adminEn;
  strikes: typeof strikesEn;
  takedowns: typeof takedownsEn;
  pages: typeof pagesEn;
};

type TWiden<T> = { [K in keyof T]: T[K] extends string ? string : TWiden<T[K]> };
type TDeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : TDeepPartial<T[K]> };

/** A complete translation of the first-load dictionary: every key of `en`, any text. */
export type TMessagesShape = TWiden<typeof en>;
/** Complete translations of the route chunks. */
export type TAdminMessagesShape = TWiden<typeof adminEn>;
export type TStrikesMessagesShape = TWiden<typeof strikesEn>;
export type TTakedownsMessagesShape = TWiden<typeof takedownsEn>;
export type TPagesMessagesShape = TWiden<typeof pagesEn>;

/** A translation may leave out any string; English fills the gaps. */
export type TPartialMessages = TDeepPartial<TWiden<TMessages>>;

type TLeafKey<T, TPrefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${TPrefix}${K}` : TLeafKey<T[K], `${TPrefix}${K}.`>;
}[keyof T & string];

/** Every dotted path to a string in `en`, e.g. `'nav.login'`. */
export type TMessageKey = TLeafKey<TMessages>;

type TMessageAt<T, TKey extends string> = TKey extends `${infer THead}.${infer TRest}`
  ? THead extends keyof T
    ? TMessageAt<T[THead], TRest>
    : never
  : TKey extends keyof T
    ? T[TKey]
    : never;

type TPlaceholder<S> = S extends `${string}{${infer TName}}${infer TRest}` ? TName | TPlaceholder<TRest> : never;

export type TVars = Record<string, string | number>;

/**
 * A key whose English text has `{name}` placeholders must be given those values.
 * Distributes over a union of keys, so a key chosen at run time may omit them.
 */
export type TVarsArg<TKey extends TMessageKey> = TKey extends unknown
  ? [TPlaceholder<TMessageAt<TMessages, TKey>>] extends [never]
    ? []
    : [vars: Record<TPlaceholder<TMessageAt<TMessages, TKey>>, string | number>]
  : never;

export type TTranslate = <TKey extends TMessageKey>(key: TKey, ...args: TVarsArg<TKey>) => string;

/** The text at a dotted key of a nested dictionary, if any. */
export function lookup(messages: unknown, key: string): string | undefined {
  let node = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` with `vars.name`; a placeholder without a value stays visible so the gap is noticed. */
export function interpolate(text: string, vars: TVars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = vars[name];
    return value === undefined ? match : String(value);
  });
}

/** Looks the key up in `messages`, then in English (`fallback`), then shows the key itself. */
export function translate(
  messages: TPartialMessages,
  key: string,
  vars?: TVars,
  fallback: TPartialMessages = en,
): string {
  const text = lookup(messages, key) ?? lookup(fallback, key) ?? key;
  return interpolate(text, vars);
}

export function createTranslator(messages: TPartialMessages, fallback: TPartialMessages = en): TTranslate {
  return (key, ...args) => translate(messages, key, args[0], fallback);
}

/** A key whose text comes in plural forms, `{ one, other }`: `'purchases.sales.totals'` for `…totals.one`/`…totals.other`. */
export type TPluralKey = {
  [K in TMessageKey]: K extends `${infer TBase}.other` ? (`${TBase}.one` extends TMessageKey ? TBase : never) : never;
}[TMessageKey];

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Which form a count takes in a language, by the CLDR plural rules the browser knows: English and
 * Nepali both have `one` (1) and `other`; a language with more categories falls back to `other`.
 */
export function pluralForm(language: string, count: number): 'one' | 'other' {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** `'1 sale'`, `'2 sales'`: the plural form of `key` for `count`, with `{count}` as `shown` (the count in the page's digits). */
export function translatePlural(t: TTranslate, language: string, key: TPluralKey, count: number, vars: TVars): string {
  const translateAny = t as (key: string, vars?: TVars) => string;
  return translateAny(`${key}.${pluralForm(language, count)}`, vars);
}
