import { describe, expect, it } from 'vitest';
import { RESERVED_USERNAMES, ZUsername, normaliseUsername, usernameProblem } from './username';
import { messageOfKey } from './message-keys';

const messageFor = (input: unknown) =>
  ZUsername.safeParse(input).error?.issues.map((issue) => messageOfKey(issue.message)?.text ?? issue.message);

describe('ZUsername', () => {
  it.each(['abc', 'dj_sujan', 'mc.rai', '9beats', 'ab_', 'x'.repeat(30), 'a.b.c', 'beat__maker'])(
    'accepts %s',
    (name) => {
      expect(ZUsername.parse(name)).toBe(name);
    },
  );

  it('stores the trimmed, lower-case form', () => {
    expect(ZUsername.parse('  DJ_Sujan ')).toBe('dj_sujan');
    expect(normaliseUsername(' MC.Rai')).toBe('mc.rai');
  });

  it.each([
    ['', 'Username is required'],
    ['   ', 'Username is required'],
    [undefined, 'Username is required'],
    ['ab', 'Username must be at least 3 characters.'],
    ['x'.repeat(31), 'Username can be at most 30 characters.'],
    ['dj sujan', 'Username can only contain letters, numbers, underscores (_) and dots (.).'],
    ['dj-sujan', 'Username can only contain letters, numbers, underscores (_) and dots (.).'],
    ['सुजन', 'Username can only contain letters, numbers, underscores (_) and dots (.).'],
    ['_sujan', 'Username must start with a letter or a number.'],
    ['.sujan', 'Username must start with a letter or a number.'],
    ['dj..sujan', 'Username cannot contain two dots in a row.'],
    ['sujan.', 'Username cannot end with a dot.'],
    ['admin', 'This username is reserved. Please choose another.'],
    ['Login', 'This username is reserved. Please choose another.'],
    ['esewa', 'This username is reserved. Please choose another.'],
    ['beatpasal_official', 'This username is reserved. Please choose another.'],
  ])('rejects %j with one clear message', (input, message) => {
    expect(messageFor(input)).toEqual([message]);
  });

  it('rejects non-strings as missing', () => {
    expect(messageFor(42)).toEqual(['Username is required']);
  });
});

describe('RESERVED_USERNAMES', () => {
  it('covers every top-level route and API prefix a profile URL could shadow', () => {
    const routes = [
      'api',
      'files',
      'login',
      'signup',
      'logout',
      'upload',
      'library',
      'messages',
      'checkout',
      'purchase',
      'genres',
      'genre',
      'artists',
      'artist',
      'track',
      'tracks',
      'about',
      'privacy',
      'faq',
      'contact',
      'licensing',
      'dispute',
      'static',
      'assets',
      'settings',
      'me',
      'help',
      'support',
      'root',
      'dev',
      'null',
      'undefined',
    ];
    expect(routes.filter((name) => !RESERVED_USERNAMES.has(name))).toEqual([]);
  });

  it('holds only lower-case names the character rule would otherwise let through', () => {
    expect([...RESERVED_USERNAMES].filter((name) => !/^[a-z0-9][a-z0-9_.]*$/.test(name))).toEqual([]);
  });
});

describe('usernameProblem', () => {
  it('is null for an acceptable name', () => {
    expect(usernameProblem('dj_sujan')).toBeNull();
  });
});
