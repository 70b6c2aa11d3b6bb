import { definedMessageKeys, definedMessageTexts } from '@beatpasal/shared/message-keys';
import { describe, expect, it } from 'vitest';
import { neServer } from './ne-server';
import { lookup } from './translate';

// Every module of packages/shared, so that every catalog the server can answer with is defined here.
import.meta.glob(['../../../../../packages/shared/src/**/*.ts', '!**/*.test.ts'], { eager: true });

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : keysOf(value as object, `${prefix}${name}.`),
  );
}

describe('the server messages', () => {
  const keys = [...definedMessageKeys()];
  const texts = definedMessageTexts();

  it('are found in the shared catalogs', () => {
    expect(keys.length).toBeGreaterThan(150);
    expect(keys).toContain('purchase.sold');
  });

  it('each have a Nepali translation', () => {
    expect(keys.filter((key) => lookup(neServer, key) === undefined)).toEqual([]);
  });

  it('have no Nepali text for a key no catalog defines', () => {
    expect(keysOf(neServer).filter((key) => !definedMessageKeys().has(key))).toEqual([]);
  });

  it('take values only where the English message is built with values', () => {
    const fixedWithPlaceholders = keys.filter(
      (key) => texts.has(key) && placeholders(lookup(neServer, key) ?? '').length > 0,
    );
    expect(fixedWithPlaceholders).toEqual([]);
  });
});
