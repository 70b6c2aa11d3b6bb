// No zod here: the web's first load may import this file.

/** Values put into a message's `{name}` placeholders; a value that is itself a message key is translated too. */
export type TMessageParams = Record<string, string>;

/**
 * A message a person may be shown: its key, by which the web translates it, and its English text
 * (decision records 033 and 077). Made only by `defineMessages`, so whatever holds one has its key.
 */
export interface TMessage {
  readonly key: string;
  readonly text: string;
  /** The values of a message built with values. */
  readonly params?: TMessageParams;
}

/** A value of a message built with values: a message among them (an image field's label) goes by its key. */
type TParamValue = string | number | TMessage;

/** A text, a message of another catalog (the same message under a second name), or a function of values. */
type TEntry = string | TMessage | ((params: never) => string);

/** What `defineMessages` gives for each entry: a text becomes a message, a function one that builds a message. */
export type TCatalog<T extends Record<string, TEntry>> = {
  readonly [N in keyof T]: T[N] extends string | TMessage
    ? TMessage
    : T[N] extends (params: infer P) => string
      ? (params: { [K in keyof P]: P[K] extends string ? string | TMessage : P[K] }) => TMessage
      : never;
};

const textEntries = new Map<string, TMessage>();
const allKeys = new Set<string>();

function built(key: string, build: (params: Record<string, string | number>) => string) {
  return (values: Record<string, TParamValue>): TMessage => {
    const texts: Record<string, string | number> = {};
    const params: TMessageParams = {};
    for (const [name, value] of Object.entries(values)) {
      texts[name] = typeof value === 'object' ? value.text : value;
      params[name] = typeof value === 'object' ? value.key : String(value);
    }
    return { key, text: build(texts), params };
  };
}

/**
 * Makes a catalog: every entry becomes a message carrying its key, `<catalog>.<name>`, beside its
 * English text. A function entry takes its values as one object and builds a message with them
 * as `params`. Two catalogs may hold the same English: each entry keeps its own key.
 *
 * A zod schema gives an entry's key as its issue message (`{ error: X.name.key }`), since a zod
 * issue carries nothing else; `messageOfKey` turns the issue back into the message.
 */
export function defineMessages<const T extends Record<string, TEntry>>(catalog: string, entries: T): TCatalog<T> {
  const messages: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const key = `${catalog}.${name}`;
    if (typeof entry === 'object') {
      messages[name] = entry;
      continue;
    }
    allKeys.add(key);
    if (typeof entry === 'string') {
      const message: TMessage = Object.freeze({ key, text: entry });
      textEntries.set(key, message);
      messages[name] = message;
    } else {
      messages[name] = built(key, entry as (params: Record<string, string | number>) => string);
    }
  }
  return Object.freeze(messages) as TCatalog<T>;
}

/**
 * The message whose key a zod issue gives (schemas name their messages by key); `undefined` when
 * the issue has zod's own wording or the catalog holding the key was never imported.
 */
export function messageOfKey(key: string | undefined): TMessage | undefined {
  return key === undefined ? undefined : textEntries.get(key);
}

/** Every key of the catalogs imported so far, for the test that each has a translation. */
export function definedMessageKeys(): ReadonlySet<string> {
  return allKeys;
}

/** The English text of each key that has a fixed one, for the test that each translation keeps its placeholders. */
export function definedMessageTexts(): ReadonlyMap<string, string> {
  return new Map([...textEntries].map(([key, message]) => [key, message.text]));
}
