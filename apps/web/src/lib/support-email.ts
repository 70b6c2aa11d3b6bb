/** Support, bug reports and dispute reports all go here; the server's SUPPORT_EMAIL defaults to the same address. */
export const SUPPORT_EMAIL = 'support@beatpasal.com';

/** A mailto: link; the subject is encoded so spaces and symbols survive every mail app. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
