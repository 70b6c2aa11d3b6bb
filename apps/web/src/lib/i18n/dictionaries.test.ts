import { describe, expect, it } from 'vitest';
import { en } from './en';
import { adminEn } from './en-admin';
import { pagesEn } from './en-pages';
import { strikesEn } from './en-strikes';
import { takedownsEn } from './en-takedowns';
import { ne } from './ne';
import { adminNe } from './ne-admin';
import { pagesNe } from './ne-pages';
import { strikesNe } from './ne-strikes';
import { takedownsNe } from './ne-takedowns';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [childPath, text] of leaves(value, `${path}.`)) found.set(childPath, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

// Names a Nepali reader sees as they are: brands, wallets, networks, file formats.
const KEPT_NAMES =
  /\b(?:Beatpasal|eSewa|Khalti|Fonepay|EDM|R&B|Facebook|Instagram|YouTube|TikTok|English|EN|BPM|MP3|WAV)\b/g;
const hasEnglishWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, '').replace(KEPT_NAMES, ''));

describe('the Nepali dictionary', () => {
  // The admin, strikes, takedowns and pages strings are chunks of their own, loaded with the routes that need them.
  const english = leaves({ ...en, admin: adminEn, strikes: strikesEn, takedowns: takedownsEn, pages: pagesEn });
  const nepali = leaves({ ...ne, admin: adminNe, strikes: strikesNe, takedowns: takedownsNe, pages: pagesNe });

  it('has every English key', () => {
    expect([...english.keys()].filter((key) => !nepali.has(key))).toEqual([]);
  });

  it('has no key English lacks', () => {
    expect([...nepali.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('keeps the placeholders of every English text', () => {
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(nepali.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates every sentence rather than copying the English', () => {
    const copied = [...english].filter(([key, text]) => nepali.get(key) === text && hasEnglishWords(text));
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
