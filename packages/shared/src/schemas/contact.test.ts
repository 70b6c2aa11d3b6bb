import { describe, expect, it } from 'vitest';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, ZContactInput } from './contact';
import { messageOfKey } from '../message-keys';

/** The English of an issue's message, which the schemas give by key (decision record 077). */
const englishOf = (issueMessage: string) => messageOfKey(issueMessage)?.text ?? issueMessage;

const valid = {
  name: 'Sujan Rai',
  username: 'dj_sujan',
  phone: '+977 981-2345678',
  category: 'purchase',
  message: 'My download fails.',
};
const messagesOf = (input: unknown) =>
  ZContactInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue.message)]) ?? [];

describe('ZContactInput', () => {
  it('accepts a complete message and trims it', () => {
    expect(ZContactInput.parse({ ...valid, name: '  Sujan Rai ' })).toEqual(valid);
  });

  it('offers the four categories with their labels, stored in lower case', () => {
    expect(CONTACT_CATEGORIES.map((category) => [category, CONTACT_CATEGORY_LABELS[category]])).toEqual([
      ['account', 'Account'],
      ['purchase', 'Purchase'],
      ['copyright', 'Copyright'],
      ['others', 'Others'],
    ]);
    expect(messagesOf({ ...valid, category: 'Purchase' })).toEqual([
      ['category', 'Please fill in all required fields.'],
    ]);
  });

  it('uses the spec message for every missing field', () => {
    expect(messagesOf({ name: '', username: ' ', phone: '', message: '' })).toEqual([
      ['name', 'Please fill in all required fields.'],
      ['username', 'Please fill in all required fields.'],
      ['phone', 'Please fill in all required fields.'],
      ['category', 'Please fill in all required fields.'],
      ['message', 'Please fill in all required fields.'],
    ]);
  });

  it('takes foreign phone numbers but not text', () => {
    expect(messagesOf({ ...valid, phone: '+44 20 7946 0958' })).toEqual([]);
    expect(messagesOf({ ...valid, phone: 'call me' })).toEqual([['phone', 'Enter a valid phone number.']]);
  });

  it('limits the message length', () => {
    expect(messagesOf({ ...valid, message: 'x'.repeat(5001) })).toEqual([
      ['message', 'Message can be at most 5000 characters.'],
    ]);
  });
});
