import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createTranslator, interpolate, translate, type TPartialMessages } from './translate';

describe('interpolate', () => {
  it('replaces every placeholder with its value', () => {
    expect(interpolate('{count} likes for {name}', { count: 3, name: 'Sita' })).toBe('3 likes for Sita');
  });

  it('replaces a placeholder that appears twice', () => {
    expect(interpolate('{a} and {a}', { a: 'x' })).toBe('x and x');
  });

  it('keeps a placeholder without a value visible', () => {
    expect(interpolate('Hey, {username}', {})).toBe('Hey, {username}');
  });

  it('shows zero rather than dropping it', () => {
    expect(interpolate('{n} tracks', { n: 0 })).toBe('0 tracks');
  });
});

describe('translate', () => {
  const nepali: TPartialMessages = { nav: { login: 'लगइन' } };

  it('uses the chosen language when it has the string', () => {
    expect(translate(nepali, 'nav.login')).toBe('लगइन');
  });

  it('falls back to English for a string the translation lacks', () => {
    expect(translate(nepali, 'nav.signup')).toBe(en.nav.signup);
  });

  it('falls back to English for a whole missing area', () => {
    expect(translate(nepali, 'notFound.title')).toBe('Page not found');
  });

  it('shows the key for a path that is not a string, so the gap is visible', () => {
    expect(translate(nepali, 'nav')).toBe('nav');
    expect(translate(nepali, 'nav.login.extra')).toBe('nav.login.extra');
  });

  it('interpolates after the fallback', () => {
    const t = createTranslator(nepali);
    expect(t('footer.copyright', { year: 2026 })).toBe('© 2026 Beatpasal');
  });
});
