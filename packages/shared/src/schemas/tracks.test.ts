import { describe, expect, it } from 'vitest';
import { blankLicenceSet, type TLicenceInput } from '../licences';
import { MUSICAL_KEYS, ZTrackEditInput, ZTrackInput, ZTrackUploadInput } from './tracks';
import { messageOfKey } from '../message-keys';

/** The English of an issue's message, which the schemas give by key (decision record 077). */
const englishOf = (issueMessage: string) => messageOfKey(issueMessage)?.text ?? issueMessage;

const priced: TLicenceInput = {
  kind: 'lease',
  enabled: true,
  priceNpr: 1500,
  negotiable: false,
  terms: '',
  leaseDays: 365,
  streamCap: 5000,
  deliverables: ['mp3'],
};
const valid = { title: 'Kathmandu Nights', genre: 'Lo-Fi', bpm: 85, licences: [priced] };
const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue.message)]) ?? [];

describe('MUSICAL_KEYS', () => {
  it('has the 24 major and minor keys, each major beside its minor', () => {
    expect(MUSICAL_KEYS).toHaveLength(24);
    expect(new Set(MUSICAL_KEYS).size).toBe(24);
    expect(MUSICAL_KEYS.slice(0, 4)).toEqual(['C major', 'C minor', 'C# major', 'C# minor']);
    expect(MUSICAL_KEYS).toContain('A minor');
  });
});

describe('ZTrackInput', () => {
  it('fills the optional fields', () => {
    expect(ZTrackInput.parse({ ...valid, title: '  Kathmandu Nights ' })).toEqual({
      ...valid,
      musicalKey: null,
      mood: null,
      tags: [],
      description: '',
    });
  });

  it('uses the spec message when title, genre or BPM is missing', () => {
    const required = 'All fields including audio are required.';
    expect(messagesOf(ZTrackInput.safeParse({ licences: [] }))).toEqual([
      ['title', required],
      ['genre', required],
      ['bpm', required],
    ]);
    expect(messagesOf(ZTrackInput.safeParse({ ...valid, title: '  ', genre: '', bpm: Number.NaN }))).toEqual([
      ['title', required],
      ['genre', required],
      ['bpm', required],
    ]);
  });

  it.each([39, 301, 120.5, '120'])('explains the BPM range for %j', (bpm) => {
    expect(messagesOf(ZTrackInput.safeParse({ ...valid, bpm }))).toEqual([
      ['bpm', 'BPM must be a whole number between 40 and 300.'],
    ]);
  });

  it('accepts the BPM bounds', () => {
    expect(ZTrackInput.safeParse({ ...valid, bpm: 40 }).success).toBe(true);
    expect(ZTrackInput.safeParse({ ...valid, bpm: 300 }).success).toBe(true);
  });

  it('explains an unknown genre, key or mood and a long title', () => {
    expect(
      messagesOf(
        ZTrackInput.safeParse({
          ...valid,
          genre: 'Polka',
          musicalKey: 'H major',
          mood: 'Bored',
          title: 'x'.repeat(121),
        }),
      ),
    ).toEqual([
      ['title', 'Title can be at most 120 characters.'],
      ['genre', 'Choose a genre from the list.'],
      ['musicalKey', 'Choose a key from the list.'],
      ['mood', 'Choose a mood from the list.'],
    ]);
  });

  it('stores tags in lower case, once each', () => {
    const parsed = ZTrackInput.parse({ ...valid, tags: ['Lo-Fi', ' lo-fi ', 'Nepali  Folk', 'मादल'] });
    expect(parsed.tags).toEqual(['lo-fi', 'nepali folk', 'मादल']);
  });

  it('limits tags in number, length and characters', () => {
    expect(
      messagesOf(ZTrackInput.safeParse({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) })),
    ).toEqual([['tags', 'Add at most 10 tags.']]);
    expect(messagesOf(ZTrackInput.safeParse({ ...valid, tags: ['x'.repeat(25)] }))).toEqual([
      ['tags.0', 'Each tag can be at most 24 characters.'],
    ]);
    expect(messagesOf(ZTrackInput.safeParse({ ...valid, tags: ['<b>'] }))).toEqual([
      ['tags.0', 'Tags can contain only letters, numbers, spaces and hyphens.'],
    ]);
  });

  it('limits the description', () => {
    expect(messagesOf(ZTrackInput.safeParse({ ...valid, description: 'x'.repeat(2001) }))).toEqual([
      ['description', 'Description can be at most 2000 characters.'],
    ]);
  });
});

describe('upload and edit', () => {
  it('need a priced licence, each with the spec wording', () => {
    expect(ZTrackUploadInput.safeParse(valid).success).toBe(true);
    expect(messagesOf(ZTrackUploadInput.safeParse({ ...valid, licences: blankLicenceSet() }))).toEqual([
      ['licences', 'Please add at least one license with a price.'],
    ]);
    expect(messagesOf(ZTrackEditInput.safeParse({ ...valid, licences: [{ ...priced, enabled: false }] }))).toEqual([
      ['licences', 'Please enable at least one license with a valid price.'],
    ]);
  });
});
