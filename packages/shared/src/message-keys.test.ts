import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as messageKeys from './message-keys';
import { defineMessages, definedMessageKeys, definedMessageTexts, messageOfKey } from './message-keys';

const FIRST = defineMessages('testFirst', {
  same: 'The same English.',
  withValue: ({ name }: { name: string }) => `Hello ${name}.`,
});
const SECOND = defineMessages('testSecond', { same: 'The same English.', alias: FIRST.same });

describe('a catalog made by defineMessages', () => {
  it('gives each entry its own key beside its English, even where two catalogs share the English', () => {
    expect(FIRST.same).toEqual({ key: 'testFirst.same', text: 'The same English.' });
    expect(SECOND.same).toEqual({ key: 'testSecond.same', text: 'The same English.' });
  });

  it('builds a message with values, sending a message among them by its key', () => {
    expect(FIRST.withValue({ name: 'Sita' })).toEqual({
      key: 'testFirst.withValue',
      text: 'Hello Sita.',
      params: { name: 'Sita' },
    });
    expect(FIRST.withValue({ name: SECOND.same })).toMatchObject({
      text: 'Hello The same English..',
      params: { name: 'testSecond.same' },
    });
  });

  it('keeps a message of another catalog as that message, under its key', () => {
    expect(SECOND.alias).toBe(FIRST.same);
    expect(definedMessageKeys().has('testSecond.alias')).toBe(false);
  });

  it('lists every key and the English of each fixed text, for the translation test', () => {
    expect([...definedMessageKeys()]).toEqual(expect.arrayContaining(['testFirst.same', 'testFirst.withValue']));
    expect(definedMessageTexts().get('testSecond.same')).toBe('The same English.');
    expect(definedMessageTexts().has('testFirst.withValue')).toBe(false);
  });
});

describe('a zod issue of a shared schema', () => {
  it('carries its message by key, and the key gives the message back', () => {
    const issue = z.string().min(1, FIRST.same.key).safeParse('').error?.issues[0];
    expect(issue?.message).toBe('testFirst.same');
    expect(messageOfKey(issue?.message)).toBe(FIRST.same);
  });

  it("finds nothing for zod's own wording, nor for an English text", () => {
    expect(messageOfKey('Invalid input: expected string, received number')).toBeUndefined();
    expect(messageOfKey('The same English.')).toBeUndefined();
  });
});

it('has no way left to find a key by its English text (decision record 077)', () => {
  expect(Object.keys(messageKeys).sort()).toEqual([
    'defineMessages',
    'definedMessageKeys',
    'definedMessageTexts',
    'messageOfKey',
  ]);
});
