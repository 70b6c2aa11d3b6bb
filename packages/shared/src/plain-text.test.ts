import { describe, expect, it } from 'vitest';
import { multiLineText, nameText, singleLineText, TEXT_MESSAGES } from './plain-text';
import { ZContactInput } from './schemas/contact';
import { ZFeedQuery } from './schemas/catalogue';
import { ZArtistProfileInput, ZBuyerProfileInput } from './schemas/profiles';
import { ZTrackInput } from './schemas/tracks';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

describe('singleLineText', () => {
  it.each(['a\u0000b', 'a\u0001b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'two\nlines', 'tab\there'])(
    'refuses %j',
    (text) => {
      expect(messageOf(singleLineText().safeParse(text))).toBe(TEXT_MESSAGES.controlCharacters.key);
    },
  );
  it.each(['Night Drive', 'रातको यात्रा', ' trimmed\n', 'Beat #1 — “quoted” 🎧'])('accepts %j', (text) => {
    expect(singleLineText().safeParse(text).success).toBe(true);
  });
});

describe('multiLineText', () => {
  it('keeps tabs and line breaks, CRLF included', () => {
    expect(multiLineText().parse('line one\r\n\tline two\nthree')).toBe('line one\r\n\tline two\nthree');
  });
  it.each(['a\u0000b', 'a\u0008b', 'a\u000bb', 'a\u000cb', 'a\u009bb'])('refuses %j', (text) => {
    expect(messageOf(multiLineText().safeParse(text))).toBe(TEXT_MESSAGES.controlCharacters.key);
  });
});

describe('nameText', () => {
  it.each([
    ['a right-to-left override', 'DJ \u202Eramsk'],
    ['an isolate', 'DJ \u2067Ram\u2069'],
    ['a right-to-left mark', 'Ram\u200f'],
    ['a zero-width space', 'R\u200bam'],
    ['a byte order mark inside', 'Ra\ufeffm'],
    ['two joiners in a row', 'Ram\u200d\u200dSita'],
    ['stacked combining marks', 'Ra\u0301\u0302\u0303\u0304\u0305m'],
  ])('refuses %s', (_, text) => {
    expect(messageOf(nameText().safeParse(text))).toBe(TEXT_MESSAGES.nameCharacters.key);
  });
  it('refuses control characters with the control-character message', () => {
    expect(messageOf(nameText().safeParse('Ram\u0000'))).toBe(TEXT_MESSAGES.controlCharacters.key);
  });
  it.each(['राम शर्मा', 'क्\u200dष', 'श्\u200cर', 'Zoë Ñandú', '👩\u200d🎤 MC', 'ক্ষ্ম্যঁ'])('accepts %j', (text) => {
    expect(nameText().safeParse(text).success).toBe(true);
  });
});

describe('every free-text field of the shared forms', () => {
  const NUL = 'a\u0000b';
  const track = { title: 'T', genre: 'Trap', bpm: 140, licences: [] };
  const buyer = { fullName: 'Sita Rai', address: 'Lalitpur', phone: '9812345678' };
  const contact = { name: 'Sita', username: 'sita', phone: '9812345678', category: 'others', message: 'Hello' };
  const licence = {
    kind: 'lease',
    enabled: true,
    priceNpr: 1500,
    negotiable: false,
    terms: NUL,
    leaseDays: null,
    streamCap: null,
    deliverables: [],
  };
  it.each([
    ['track title', () => ZTrackInput.safeParse({ ...track, title: NUL })],
    ['track description', () => ZTrackInput.safeParse({ ...track, description: NUL })],
    ['licence terms', () => ZTrackInput.safeParse({ ...track, licences: [licence] })],
    ['display name', () => ZArtistProfileInput.safeParse({ displayName: NUL })],
    ['bio', () => ZArtistProfileInput.safeParse({ displayName: 'DJ', bio: NUL })],
    ['buyer full name', () => ZBuyerProfileInput.safeParse({ ...buyer, fullName: NUL })],
    ['buyer address', () => ZBuyerProfileInput.safeParse({ ...buyer, address: NUL })],
    ['contact name', () => ZContactInput.safeParse({ ...contact, name: NUL })],
    ['contact username', () => ZContactInput.safeParse({ ...contact, username: NUL })],
    ['contact message', () => ZContactInput.safeParse({ ...contact, message: NUL })],
    ['search', () => ZFeedQuery.safeParse({ q: NUL })],
  ])('%s refuses a NUL byte', (_, parse) => {
    expect(parse().error?.issues.map((issue) => issue.message)).toContain(TEXT_MESSAGES.controlCharacters.key);
  });
});
