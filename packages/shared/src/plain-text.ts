import { z } from 'zod';
import { defineMessages } from './message-keys';

/**
 * What typed text may contain (docs/decisions/014-plain-text.md). Control characters are
 * invisible, break layouts and mails, and PostgreSQL refuses NUL in text outright, so every free
 * text field refuses them; multi-line fields keep tab and line breaks. Names shown to others
 * also refuse the invisible characters that reorder or hide text.
 */
export const TEXT_MESSAGES = defineMessages('text', {
  controlCharacters: 'Remove the invisible control characters from this text.',
  nameCharacters: 'Remove the invisible or text-direction characters from this name.',
});

/** C0 controls, DEL and C1 controls. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const NONE: ReadonlySet<number> = new Set();
const LINE_BREAKS: ReadonlySet<number> = new Set([0x09, 0x0a, 0x0d]);
const hasControl = (text: string, allowed: ReadonlySet<number>) => {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isControl(code) && !allowed.has(code)) return true;
  }
  return false;
};
/** Bidi embeddings, overrides and isolates, and the marks that only reorder text. */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Zero-width space, word joiner, invisible operators, BOM, Hangul fillers, the Mongolian vowel separator. */
const INVISIBLE = /[\u115f\u1160\u180e\u200b\u2060-\u2064\u3164\ufeff\uffa0]/;
/** ZWJ and ZWNJ shape Devanagari conjuncts and emoji, one at a time; two in a row only hide text. */
const JOINER_RUN = /[\u200c\u200d]{2}/;
/** A syllable carries a few combining marks; a longer pile is stacking ("Zalgo") text. */
const MARK_PILE = /\p{M}{5}/u;

export const isSingleLine = (text: string): boolean => !hasControl(text, NONE);
export const isPlainMultiLine = (text: string): boolean => !hasControl(text, LINE_BREAKS);
export const isPlainName = (text: string): boolean =>
  !DIRECTION_CONTROLS.test(text) && !INVISIBLE.test(text) && !JOINER_RUN.test(text) && !MARK_PILE.test(text);

type TStringParams = Parameters<typeof z.string>[0];

/** One line of text (a title, a search, a phone number), trimmed. */
export const singleLineText = (params?: TStringParams) =>
  z.string(params).trim().refine(isSingleLine, { error: TEXT_MESSAGES.controlCharacters.key, abort: true });

/** A text area (a description, a message), trimmed; tabs and line breaks kept. */
export const multiLineText = (params?: TStringParams) =>
  z.string(params).trim().refine(isPlainMultiLine, { error: TEXT_MESSAGES.controlCharacters.key, abort: true });

/** A name other people see (display name, buyer's full name): one line, nothing hidden or reordered. */
export const nameText = (params?: TStringParams) =>
  singleLineText(params).refine(isPlainName, { error: TEXT_MESSAGES.nameCharacters.key, abort: true });
