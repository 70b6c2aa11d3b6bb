import { describe, expect, it } from 'vitest';
import { splitLinks } from './link-parts';

describe('splitLinks', () => {
  it('leaves text without links as one text part', () => {
    expect(splitLinks('Namaste! Is the beat still available?')).toEqual([
      { kind: 'text', text: 'Namaste! Is the beat still available?' },
    ]);
  });

  it('finds http and https links between words', () => {
    expect(splitLinks('Listen: https://example.com/beat?id=1 and http://x.np/a')).toEqual([
      { kind: 'text', text: 'Listen: ' },
      { kind: 'link', text: 'https://example.com/beat?id=1', href: 'https://example.com/beat?id=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.np/a', href: 'http://x.np/a' },
    ]);
  });

  it('leaves sentence punctuation after a link outside it, but keeps brackets that belong to it', () => {
    expect(splitLinks('See https://example.com/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('(https://en.wikipedia.org/wiki/Beat_(music))')[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Beat_(music)',
      href: 'https://en.wikipedia.org/wiki/Beat_(music)',
    });
  });

  it('never links other schemes: javascript:, data:, mailto: stay text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.np',
      'jAvAsCrIpT://x',
    ]) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps HTML as text and stops a link at a quote or angle bracket', () => {
    expect(splitLinks('<a href="https://evil.example/x">hi</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.example/x', href: 'https://evil.example/x' },
      { kind: 'text', text: '">hi</a>' },
    ]);
  });

  it('does not link a bare scheme with no address', () => {
    expect(splitLinks('https:// is how links start')).toEqual([{ kind: 'text', text: 'https:// is how links start' }]);
  });

  it('keeps line breaks in the text parts', () => {
    expect(splitLinks('one\nhttps://a.np\ntwo').map((part) => part.text)).toEqual(['one\n', 'https://a.np', '\ntwo']);
  });
});
