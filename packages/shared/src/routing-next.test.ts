import { describe, expect, it } from 'vitest';
import { decideRoute, loginPath, safeNextPath } from './routing';

describe('safeNextPath (?next= on /login)', () => {
  it.each([
    ['/track/0b6c1a52-3c55-4ad2-9a39-8d5b7c1f2e10', '/track/0b6c1a52-3c55-4ad2-9a39-8d5b7c1f2e10'],
    ['/artist/dj_sita?tab=songs', '/artist/dj_sita?tab=songs'],
    ['/?genre=Trap#explore', '/?genre=Trap#explore'],
    ['/library', '/library'],
  ])('keeps the path %j', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.com',
    '//evil.com/track/1',
    'https://evil.com',
    'http://evil.com/login',
    'javascript:alert(1)',
    'evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/login',
    '/signup?next=/track/1',
    '/reset-password',
  ])('ignores %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries a page to come back to, and nothing for home or a foreign address', () => {
    expect(loginPath('/track/abc')).toBe('/login?next=%2Ftrack%2Fabc');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.com')).toBe('/login');
    expect(loginPath('/login?next=/x')).toBe('/login');
  });
});

describe('decideRoute on /login once signed in', () => {
  it('goes on to a safe next page, else home', () => {
    expect(decideRoute('buyer', '/login', '?next=%2Ftrack%2Fabc')).toEqual({ kind: 'redirect', to: '/track/abc' });
    expect(decideRoute('artist', '/login', '?next=/artist/dj_sita')).toEqual({
      kind: 'redirect',
      to: '/artist/dj_sita',
    });
    expect(decideRoute('buyer', '/login', '?next=//evil.com')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('buyer', '/login', '?next=https://evil.com')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('buyer', '/login')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute('needs_username', '/login', '?next=/track/abc')).toEqual({
      kind: 'redirect',
      to: '/set-username',
    });
    expect(decideRoute('logged_out', '/login', '?next=/track/abc')).toEqual({ kind: 'allow' });
  });
});
