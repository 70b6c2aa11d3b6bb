import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FREE_DOWNLOAD_LINK_HOURS } from '@beatpasal/shared/schemas/free-downloads';

export interface TFreeDownloadToken {
  downloadId: string;
  /** Unix seconds after which the link is refused. */
  exp: number;
  /** Matches the row's `link_nonce` until the link is used or replaced. */
  nonce: string;
}

/** The prefix keeps these MACs apart from anything else signed with the server's secret. */
function signature(secret: string, token: TFreeDownloadToken): string {
  const payload = `beatpasal-free-download-v1\n${token.downloadId}\n${token.exp}\n${token.nonce}`;
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A fresh single-use link's parts: a new nonce, valid for FREE_DOWNLOAD_LINK_HOURS. */
export function newFreeDownloadToken(downloadId: string, now = Date.now()): TFreeDownloadToken {
  const exp = Math.floor(now / 1000) + FREE_DOWNLOAD_LINK_HOURS * 3600;
  return { downloadId, exp, nonce: randomBytes(18).toString('base64url') };
}

export function encodeFreeDownloadToken(secret: string, token: TFreeDownloadToken): string {
  return `${token.downloadId}.${token.exp}.${token.nonce}.${signature(secret, token)}`;
}

/** The token's parts if the server signed it (expired or not); null for anything forged or malformed. */
export function readFreeDownloadToken(secret: string, text: string): TFreeDownloadToken | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const [downloadId, expText, nonce, given] = parts as [string, string, string, string];
  if (!/^[0-9a-f-]{36}$/.test(downloadId) || !/^\d{1,12}$/.test(expText)) return null;
  const token = { downloadId, exp: Number(expText), nonce };
  const expected = Buffer.from(signature(secret, token));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? token : null;
}
