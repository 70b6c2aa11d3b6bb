import { createHmac, timingSafeEqual } from 'node:crypto';

/** The prefix keeps these MACs apart from anything else signed with the server's secret. */
function signature(secret: string, userId: string, kind: string): string {
  return createHmac('sha256', secret).update(`beatpasal-unsubscribe-v1\n${userId}\n${kind}`).digest('base64url');
}

/** Whether `s` is the server's signature of this person and kind (or `digest`). */
export function isUnsubscribeSignature(secret: string, userId: string, kind: string, s: string): boolean {
  const expected = Buffer.from(signature(secret, userId, kind));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface TUnsubscribeLinks {
  /** The page a person opens from the mail's text; it asks before switching off. */
  page: string;
  /** RFC 8058 one-click: the mail provider POSTs `List-Unsubscribe=One-Click` here. */
  headers: Record<string, string>;
}

export function unsubscribeLinks(
  publicUrl: string,
  secret: string,
  target: { userId: string; kind: string },
): TUnsubscribeLinks {
  const query = new URLSearchParams({
    u: target.userId,
    k: target.kind,
    s: signature(secret, target.userId, target.kind),
  });
  const page = new URL(`/unsubscribe?${query}`, publicUrl).toString();
  const oneClick = new URL(`/api/notifications/unsubscribe?${query}`, publicUrl).toString();
  return {
    page,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
