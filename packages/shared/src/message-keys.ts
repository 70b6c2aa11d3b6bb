// No zod here: the web's first load may import this file.

/** Values put into a message's `{name}` placeholders; a value that is itself a message key is translated too. */
export type TMessageParams = Record<string, string>;

type TCatalog = Record<string, string | ((...args: never[]) => string)>;

const keyOfText = new Map<string, string>();
const catalogNames = new WeakMap<object, string>();
const allKeys = new Set<string>();

/**
 * Gives every message of a catalog a stable key, `<catalog>.<name>`, which the server sends with
 * the English text so that the web translates by key (decision record 033). A text entry is found
 * by its text; a function entry (a message with values) is given its key where it is thrown.
 */
export function defineMessages<const T extends TCatalog>(catalog: string, messages: T): T {
  catalogNames.set(messages, catalog);
  for (const [name, message] of Object.entries(messages)) {
    const key = `${catalog}.${name}`;
    allKeys.add(key);
    // The first catalog to define a text keeps it, so a key never changes with import order.
    if (typeof message === 'string' && !keyOfText.has(message)) keyOfText.set(message, key);
  }
  return messages;
}

/** The key of one entry of a catalog, e.g. `keyFor(UPLOAD_MESSAGES, 'notAnImage')` is `'upload.notAnImage'`. */
export function keyFor<T extends TCatalog>(catalog: T, name: keyof T & string): string {
  const prefix = catalogNames.get(catalog);
  if (prefix === undefined) throw new Error('keyFor: the catalog was not made by defineMessages');
  return `${prefix}.${name}`;
}

/** The key of a text some catalog defined; `undefined` for any other text (it is shown as written). */
export function messageKeyOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : keyOfText.get(text);
}

/** The keys of every field message that has one. */
export function fieldMessageKeys(fieldErrors: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fieldErrors) return undefined;
  const keys = Object.entries(fieldErrors).flatMap(([field, text]) => {
    const key = keyOfText.get(text);
    return key ? [[field, key] as const] : [];
  });
  return keys.length > 0 ? Object.fromEntries(keys) : undefined;
}

/** Every key of the catalogs imported so far, for the test that each has a translation. */
export function definedMessageKeys(): ReadonlySet<string> {
  return allKeys;
}

/** The English text of a key, for the test that each translation keeps its placeholders. */
export function definedMessageTexts(): ReadonlyMap<string, string> {
  return new Map([...keyOfText].map(([text, key]) => [key, text]));
}
