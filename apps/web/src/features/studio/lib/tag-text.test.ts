import { describe, expect, it } from 'vitest';
import { addTagText } from './tag-text';

describe('addTagText', () => {
  it('splits pasted text on commas into tags, Devanagari included', () => {
    expect(addTagText([], 'drill, lofi, नेपाली')).toEqual({
      tags: ['drill', 'lofi', 'नेपाली'],
      draft: '',
      error: undefined,
    });
  });

  it('splits on line breaks and semicolons and skips repeats', () => {
    expect(addTagText(['drill'], 'Drill;trap\nboom bap\n').tags).toEqual(['drill', 'trap', 'boom bap']);
  });

  it('keeps what cannot be a tag in the draft, with the reason', () => {
    expect(addTagText([], 'drill, #lofi!, trap')).toEqual({
      tags: ['drill', 'trap'],
      draft: '#lofi!',
      error: 'Tags can contain only letters, numbers, spaces and hyphens.',
    });
  });

  it('keeps the tags past the tenth, saying why', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `t${index}`);
    expect(addTagText(ten, 'one more')).toEqual({ tags: ten, draft: 'one more', error: 'Add at most 10 tags.' });
  });
});
