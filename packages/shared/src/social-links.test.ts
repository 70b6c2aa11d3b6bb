import { describe, expect, it } from 'vitest';
import { ZSocialLink, normaliseSocialLink } from './social-links';
import { messageOfKey } from './message-keys';

/** A refusal with its message as English text (the message also carries its key, decision record 077). */
function shown(raw: string) {
  const result = normaliseSocialLink(raw);
  return result.ok ? result : { ok: false, message: result.message.text };
}

describe('normaliseSocialLink', () => {
  it.each(['', '   ', 'https://', 'http://', 'HTTPS://'])('drops %j', (raw) => {
    expect(shown(raw)).toEqual({ ok: true, url: null });
  });

  it.each([
    ['instagram.com/dj.sujan', 'https://instagram.com/dj.sujan'],
    ['www.youtube.com/@sujan', 'https://www.youtube.com/@sujan'],
    ['  https://facebook.com/sujan  ', 'https://facebook.com/sujan'],
    ['http://tiktok.com/@sujan', 'http://tiktok.com/@sujan'],
    ['HTTPS://Instagram.com/Sujan', 'https://instagram.com/Sujan'],
    ['site.example:8080/page', 'https://site.example:8080/page'],
    ['httpbin.org/get', 'https://httpbin.org/get'],
    ['https://instagram.com', 'https://instagram.com/'],
  ])('reads %j as %s', (raw, url) => {
    expect(shown(raw)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'mailto:a@b.com',
    'ftp://files.example',
  ])('rejects the scheme of %j', (raw) => {
    expect(shown(raw)).toEqual({ ok: false, message: 'Links must start with http:// or https://.' });
  });

  it.each([
    'instagram',
    'https://localhost/x',
    'https://instagram.com@evil.example/',
    'https://user:pw@instagram.com',
    'https://exa mple.com',
  ])('rejects %j as not a usable web address', (raw) => {
    expect(shown(raw)).toEqual({
      ok: false,
      message: 'Enter a valid web address, e.g. https://instagram.com/yourname.',
    });
  });

  it('limits the length', () => {
    expect(shown(`https://instagram.com/${'a'.repeat(500)}`)).toEqual({
      ok: false,
      message: 'Links can be at most 500 characters.',
    });
  });
});

describe('ZSocialLink', () => {
  it('turns blank and missing values into null', () => {
    expect(ZSocialLink.parse('')).toBeNull();
    expect(ZSocialLink.parse(undefined)).toBeNull();
    expect(ZSocialLink.parse(null)).toBeNull();
  });

  it('normalises and rejects like normaliseSocialLink', () => {
    expect(ZSocialLink.parse('instagram.com/sujan')).toBe('https://instagram.com/sujan');
    expect(messageOfKey(ZSocialLink.safeParse('javascript:alert(1)').error?.issues[0]?.message)?.text).toBe(
      'Links must start with http:// or https://.',
    );
  });
});
