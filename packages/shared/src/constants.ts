/**
 * Business constants of spec §9, plus the upload limits the spec leaves open
 * (docs/decisions/007-upload-limits.md). Server and browser read the same numbers.
 */

/** Signed links to private files (audio masters, payment screenshots). */
export const SIGNED_LINK_SECONDS = 3600;

/** Fallback polling when the realtime stream is down. */
export const UNREAD_POLL_MS = 5000;
/**
 * The first event of every /api/events stream: both unread answers (ZUnreadState in
 * schemas/messages.ts), so a page reads neither again when the stream (re)opens (decision 101).
 */
export const UNREAD_EVENT = 'unread';
export const CHAT_POLL_MS = 3000;

export const DELETE_CONFIRM_MS = 6000;
export const COPY_CONFIRM_MS = 2000;
export const ALREADY_PURCHASED_REDIRECT_MS = 2500;
export const SESSION_REFRESH_MS = 30_000;
/** The page language, also kept in a cookie so the server renders the first screen in it. */
export const LANGUAGE_COOKIE = 'beatpasal.language';
export const HEARTBEAT_MS = 25_000;

export const FEED_PAGE_SIZE = 9;
export const CAROUSEL_SCROLL_PX = 300;
export const HOME_TRACKS_PER_ARTIST = 2;

export const MIN_PASSWORD = 6;
/** The auth library refuses longer passwords; the form says so before it does. */
export const MAX_PASSWORD = 128;

/** Where the verification link lands (with `&error=` when it fails); a verified link also signs in. */
export const VERIFIED_LANDING = '/login?verified=1';
/** Where a reset link lands, with `?token=` (or `?error=`). */
export const RESET_LANDING = '/reset-password';

export const SEEK_STEP = 0.5;
export const VOLUME_STEP = 0.01;

export const SUPPORT_REPLY_HOURS = 24;
export const DISPUTE_RESPONSE_HOURS = 48;
export const CONTACT_MESSAGE_ROWS = 5;

const MEGABYTE = 1024 * 1024;

/** Master audio: a 6-minute 24-bit/48 kHz stereo WAV is about 100 MB; 200 MB leaves room for long or 96 kHz masters. */
export const MAX_AUDIO_BYTES = 200 * MEGABYTE;
/** Covers, avatars and wallet QR codes; phone photos are 3–8 MB. */
export const MAX_IMAGE_BYTES = 10 * MEGABYTE;
/** A spoken producer tag is a few seconds long. */
export const MAX_VOICE_TAG_BYTES = 5 * MEGABYTE;
/** Decoded size cap of any uploaded image: a 50-megapixel phone photo fits, a small file declaring a gigantic canvas does not. */
export const MAX_IMAGE_MEGAPIXELS = 64;
/** Payment screenshots and contact-form screenshots. */
export const MAX_SCREENSHOT_BYTES = 10 * MEGABYTE;

/** Human form of a byte limit for messages such as 'Audio files can be at most 200 MB.' */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / MEGABYTE)} MB`;
}
