import { describe, expect, it } from 'vitest';
import { WALLET_KINDS, WALLET_LABELS, ZArtistProfileInput, ZBuyerProfileInput, ZPublicProfile } from './profiles';
import { messageOfKey } from '../message-keys';

/** The English of an issue's message, which the schemas give by key (decision record 077). */
const englishOf = (issueMessage: string) => messageOfKey(issueMessage)?.text ?? issueMessage;

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue.message)]) ?? [];

describe('ZBuyerProfileInput', () => {
  it('trims the fields and stores the phone in +977 form', () => {
    expect(ZBuyerProfileInput.parse({ fullName: ' Sujan Rai ', address: 'Lalitpur-3', phone: '981 234 5678' })).toEqual(
      {
        fullName: 'Sujan Rai',
        address: 'Lalitpur-3',
        phone: '+9779812345678',
      },
    );
  });

  it('answers any empty field with the spec message', () => {
    expect(messagesOf(ZBuyerProfileInput.safeParse({ fullName: '', address: '  ', phone: '' }))).toEqual([
      ['fullName', 'Please fill out all fields.'],
      ['address', 'Please fill out all fields.'],
      ['phone', 'Please fill out all fields.'],
    ]);
    expect(messagesOf(ZBuyerProfileInput.safeParse({ fullName: 'Sujan' }))).toEqual([
      ['address', 'Please fill out all fields.'],
      ['phone', 'Please fill out all fields.'],
    ]);
  });

  it('explains a phone number that is not Nepali', () => {
    expect(
      messagesOf(ZBuyerProfileInput.safeParse({ fullName: 'Sujan', address: 'Lalitpur', phone: '12345' })),
    ).toEqual([['phone', 'Enter a Nepali mobile number, e.g. 98XXXXXXXX.']]);
  });
});

describe('ZArtistProfileInput', () => {
  it('fills optional text with empty strings and links with null', () => {
    expect(ZArtistProfileInput.parse({ displayName: ' DJ Sujan ' })).toEqual({
      displayName: 'DJ Sujan',
      bio: '',
      artistHistory: '',
      equipment: '',
      additionalNotes: '',
      instagram: null,
      facebook: null,
      youtube: null,
      tiktok: null,
      publicEmail: null,
    });
  });

  it('normalises social links and the public e-mail', () => {
    const parsed = ZArtistProfileInput.parse({
      displayName: 'DJ Sujan',
      instagram: 'instagram.com/dj.sujan',
      youtube: 'https://',
      publicEmail: ' Booking@DJSujan.com ',
    });
    expect(parsed).toMatchObject({
      instagram: 'https://instagram.com/dj.sujan',
      youtube: null,
      publicEmail: 'booking@djsujan.com',
    });
  });

  it('explains each problem on its own field', () => {
    expect(
      messagesOf(
        ZArtistProfileInput.safeParse({
          displayName: '',
          bio: 'x'.repeat(2001),
          tiktok: 'javascript:alert(1)',
          publicEmail: 'not-an-email',
        }),
      ),
    ).toEqual([
      ['displayName', 'Display name is required.'],
      ['bio', 'Bio can be at most 2000 characters.'],
      ['tiktok', 'Links must start with http:// or https://.'],
      ['publicEmail', 'Enter a valid public email address, or leave it empty.'],
    ]);
    expect(messagesOf(ZArtistProfileInput.safeParse({ displayName: 'x'.repeat(61) }))).toEqual([
      ['displayName', 'Display name can be at most 60 characters.'],
    ]);
  });
});

describe('ZPublicProfile', () => {
  it('strips fields a public page must not show', () => {
    const parsed = ZPublicProfile.parse({
      id: 'u1',
      username: 'dj_sujan',
      displayName: 'DJ Sujan',
      avatarUrl: null,
      coverUrl: null,
      bio: '',
      artistHistory: '',
      equipment: '',
      additionalNotes: '',
      instagram: null,
      facebook: null,
      youtube: null,
      tiktok: null,
      publicEmail: null,
      trackCount: 3,
      email: 'private@example.com',
      buyerPhone: '+9779812345678',
    });
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('buyerPhone');
  });
});

describe('wallets', () => {
  it('labels each wallet the way its brand writes it', () => {
    expect(WALLET_KINDS.map((kind) => WALLET_LABELS[kind])).toEqual(['eSewa', 'Khalti', 'Fonepay', 'Bank']);
  });
});
