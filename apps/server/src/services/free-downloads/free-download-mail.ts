import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { FREE_DOWNLOAD_LINK_HOURS } from '@beatpasal/shared/schemas/free-downloads';
import { renderMail, type RenderedMail } from '../../mail/render-mail';

/** The page the mailed link opens (a lazy route of the web app). */
export const FREE_DOWNLOAD_PAGE = '/free-download';

const TEXTS: Record<
  TLanguage,
  (f: {
    title: string;
    artist: string;
  }) => Omit<Parameters<typeof renderMail>[0], 'to' | 'dedupeKey' | 'action'> & { label: string }
> = {
  en: (f) => ({
    subject: `Your free download: ${f.title}`,
    heading: `“${f.title}” by ${f.artist}`,
    paragraphs: [
      'Open the link below to download the tagged MP3 and its free licence (non-commercial use, credit the artist).',
      `The link works once, for ${FREE_DOWNLOAD_LINK_HOURS} hours. If you did not ask for it, ignore this e-mail.`,
    ],
    label: 'Download',
  }),
  ne: (f) => ({
    subject: `तपाईंको नि:शुल्क डाउनलोड: ${f.title}`,
    heading: `${f.artist} को “${f.title}”`,
    paragraphs: [
      'ट्याग गरिएको MP3 र यसको नि:शुल्क लाइसेन्स (गैर-व्यावसायिक प्रयोग, कलाकारलाई श्रेय) डाउनलोड गर्न तलको लिङ्क खोल्नुहोस्।',
      `यो लिङ्क एक पटक, ${FREE_DOWNLOAD_LINK_HOURS} घण्टासम्म चल्छ। तपाईंले माग्नुभएको होइन भने यो इमेललाई बेवास्ता गर्नुहोस्।`,
    ],
    label: 'डाउनलोड',
  }),
};

/** The mail with the single-use link; its dedupe key names the link, so one link is mailed once. */
export function freeDownloadMail(input: {
  to: string;
  language: TLanguage;
  title: string;
  artist: string;
  url: string;
  dedupeKey: string;
}): RenderedMail {
  const { label, ...content } = TEXTS[input.language]({ title: input.title, artist: input.artist });
  return renderMail({ to: input.to, dedupeKey: input.dedupeKey, ...content, action: { label, url: input.url } });
}
