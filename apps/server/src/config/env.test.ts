import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('PUBLIC_URL', () => {
  it.each([
    [{}, 'http://localhost:3000'],
    [{ PORT: '3777' }, 'http://localhost:3777'],
    [{ PORT: '3777', PUBLIC_URL: '' }, 'http://localhost:3777'],
    [{ PORT: '3777', PUBLIC_URL: 'https://beatpasal.com' }, 'https://beatpasal.com'],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
    [{ NODE_ENV: 'production', PORT: '8080' }, 'http://localhost:8080'],
  ])('from %o is %s', (source, expected) => {
    expect(parseEnv(source).PUBLIC_URL).toBe(expected);
  });

  it('is refused with one line when it is not a URL, whatever PORT says', () => {
    expect(() => parseEnv({ PORT: '3777', PUBLIC_URL: 'beatpasal.com' })).toThrow(
      'Invalid configuration: PUBLIC_URL Invalid URL',
    );
  });

  it('is required with PORT 0, whose address nobody knows before the server listens', () => {
    expect(() => parseEnv({ PORT: '0' })).toThrow('Invalid configuration: PUBLIC_URL must be set when PORT is 0');
    expect(parseEnv({ PORT: '0', PUBLIC_URL: 'http://127.0.0.1:8080' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
  });
});
