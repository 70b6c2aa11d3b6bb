import { z } from 'zod';
import { defineMessages, type TMessage } from './message-keys';

/**
 * Social links of the artist profile (spec §5, DESIGN §3): blank or a bare scheme is dropped,
 * a missing scheme becomes https://, and only http(s) links to a real host are kept, so a
 * javascript: or data: link can never reach a visitor's click.
 */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const MAX_SOCIAL_LINK = 500;

export const SOCIAL_LINK_MESSAGES = defineMessages('socialLink', {
  scheme: 'Links must start with http:// or https://.',
  invalid: 'Enter a valid web address, e.g. https://instagram.com/yourname.',
  tooLong: `Links can be at most ${MAX_SOCIAL_LINK} characters.`,
});

export type TSocialLinkResult = { ok: true; url: string | null } | { ok: false; message: TMessage };

const BARE_SCHEME = /^https?:\/{0,2}$/i;
const HTTP_SCHEME = /^https?:\/\//i;
/** 'mailto:', 'javascript:', 'data:'; a colon followed by a digit is a port ('site.com:8080'). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function normaliseSocialLink(raw: string): TSocialLinkResult {
  const trimmed = raw.trim();
  if (trimmed === '' || BARE_SCHEME.test(trimmed)) return { ok: true, url: null };
  if (trimmed.length > MAX_SOCIAL_LINK) return { ok: false, message: SOCIAL_LINK_MESSAGES.tooLong };
  if (!HTTP_SCHEME.test(trimmed) && OTHER_SCHEME.test(trimmed)) {
    return { ok: false, message: SOCIAL_LINK_MESSAGES.scheme };
  }
  const url = parseUrl(HTTP_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  // A user name or password in a link ('https://instagram.com@evil.example') hides where it really goes.
  if (url === null || !url.hostname.includes('.') || url.username !== '' || url.password !== '') {
    return { ok: false, message: SOCIAL_LINK_MESSAGES.invalid };
  }
  return { ok: true, url: url.href };
}

/** A social link field: any string in, a normalised https URL or null out. */
export const ZSocialLink = z
  .string({ error: SOCIAL_LINK_MESSAGES.invalid.key })
  .nullish()
  .transform((raw, ctx) => {
    const result = normaliseSocialLink(raw ?? '');
    if (result.ok) return result.url;
    ctx.addIssue({ code: 'custom', message: result.message.key });
    return z.NEVER;
  });
