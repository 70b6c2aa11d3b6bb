import { z } from 'zod';
import { defineMessages } from '../message-keys';
import { ACCOUNT_MESSAGES, ZEmailFormat } from './accounts';

/** Free downloads for a contact (issue 34 part 5, decision 081): request and response shapes, and the server's messages. */

export const FREE_DOWNLOAD_MESSAGES = defineMessages('freeDownloads', {
  emailRequired: 'Enter your e-mail address to get the free download.',
  linkInvalid: 'This download link is not valid. Ask for a new one on the track page.',
  linkExpired: 'This download link has expired. Ask for a new one on the track page.',
  linkUsed: 'This download link has already been used. Ask for a new one on the track page.',
  ownTrack: 'This is your own track: your fans take its free download from the track page.',
  soldTrack: 'A track sold with exclusive rights cannot be a free download.',
  tooManyRequests: 'You have asked for many free downloads in the last hour. Please try again later.',
  tooManyForAddress: 'We have sent several links to this address in the last hour. Please check your inbox.',
});

/** A mailed link opens the download page for this long. */
export const FREE_DOWNLOAD_LINK_HOURS = 24;
/** Downloads listed per page of the artist's dashboard. */
export const FREE_DOWNLOAD_PAGE_SIZE = 20;

/** Whether a track is handed out for free (the track page's button, the studio's switch). */
export const ZFreeDownloadState = z.object({ isFree: z.boolean() });

export const ZFreeDownloadSwitch = z.object({ isFree: z.boolean() });

/** A visitor gives an e-mail; a signed-in person sends none and gets the files at once. */
export const ZFreeDownloadRequest = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: ACCOUNT_MESSAGES.emailInvalid.key })
    .pipe(ZEmailFormat)
    .optional(),
  follow: z.boolean().default(false),
});

export const ZFreeDownloadClaim = z.object({ token: z.string().min(1).max(300) });

const ZLink = z.object({ url: z.string(), expiresAt: z.string() });

/** What the download page shows: the track, the tagged MP3 and the free licence behind signed links. */
export const ZFreeDownload = z.object({
  trackId: z.string(),
  title: z.string(),
  artistName: z.string(),
  artistUsername: z.string(),
  isFollowing: z.boolean(),
  mp3: ZLink,
  licence: ZLink,
});

export const ZFreeDownloadAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('sent'), email: z.string() }),
  z.object({ status: z.literal('ready'), download: ZFreeDownload }),
]);

/** One row of the artist's list: who took which track, when, and whether they follow. */
export const ZArtistFreeDownload = z.object({
  id: z.string(),
  trackId: z.string(),
  trackTitle: z.string(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  claimedAt: z.string(),
  follow: z.enum(['followed', 'asked', 'no']),
});

export const ZArtistFreeDownloadPage = z.object({
  total: z.number().int().min(0),
  items: z.array(ZArtistFreeDownload),
  nextCursor: z.string().nullable(),
});

export type TFreeDownloadState = z.infer<typeof ZFreeDownloadState>;
export type TFreeDownloadRequest = z.infer<typeof ZFreeDownloadRequest>;
export type TFreeDownload = z.infer<typeof ZFreeDownload>;
export type TFreeDownloadAnswer = z.infer<typeof ZFreeDownloadAnswer>;
export type TArtistFreeDownload = z.infer<typeof ZArtistFreeDownload>;
export type TArtistFreeDownloadPage = z.infer<typeof ZArtistFreeDownloadPage>;
