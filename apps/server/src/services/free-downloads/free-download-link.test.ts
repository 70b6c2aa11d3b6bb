import { describe, expect, it } from 'vitest';
import { encodeFreeDownloadToken, newFreeDownloadToken, readFreeDownloadToken } from './free-download-link';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const ID = '0b5e8a57-3c1e-4d6a-9f1e-2a9d4c1b7e21';

describe('free download links', () => {
  it('reads back what the server signed, and nothing changed or signed with another secret', () => {
    const token = newFreeDownloadToken(ID, Date.UTC(2026, 11, 5));
    const text = encodeFreeDownloadToken(SECRET, token);
    expect(readFreeDownloadToken(SECRET, text)).toEqual(token);
    expect(token.exp).toBe(Date.UTC(2026, 11, 5) / 1000 + 24 * 3600);

    const [id, exp, nonce, signature] = text.split('.') as [string, string, string, string];
    const tampered = [
      [id, String(Number(exp) + 1), nonce, signature],
      [id, exp, `${nonce}x`, signature],
      [ID.replace('0b5e', '1b5e'), exp, nonce, signature],
      [id, exp, nonce, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
    ];
    for (const parts of tampered) expect(readFreeDownloadToken(SECRET, parts.join('.'))).toBeNull();
    expect(readFreeDownloadToken('another-secret-that-is-long-enough-too', text)).toBeNull();
    expect(readFreeDownloadToken(SECRET, 'not.a.token')).toBeNull();
    expect(readFreeDownloadToken(SECRET, '')).toBeNull();
  });

  it('gives every link its own nonce', () => {
    expect(newFreeDownloadToken(ID).nonce).not.toBe(newFreeDownloadToken(ID).nonce);
  });
});
