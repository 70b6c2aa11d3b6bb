import type { TLanguage } from '@beatpasal/shared/schemas/accounts';

interface TModerationMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  label: string;
}

interface TModerationTexts {
  hidden: (title: string, reason: string) => TModerationMail;
  restored: (title: string, note: string) => TModerationMail;
  strike: (reason: string) => TModerationMail;
}

/** What an administrator's action tells the person it concerns, in their language. */
export const MODERATION_MAIL_TEXTS: Record<TLanguage, TModerationTexts> = {
  en: {
    hidden: (title, reason) => ({
      subject: `Your track "${title}" was hidden`,
      heading: 'An administrator hid your track',
      paragraphs: [`"${title}" no longer appears on Beatpasal.`, `Reason: ${reason}`, 'If you think this is a mistake, reply through the Contact page.'],
      label: 'Contact Beatpasal',
    }),
    restored: (title, note) => ({
      subject: `Your track "${title}" is back`,
      heading: 'An administrator restored your track',
      paragraphs: [`"${title}" appears on Beatpasal again.`, `Note: ${note}`],
      label: 'View the track',
    }),
    strike: (reason) => ({
      subject: 'A warning on your Beatpasal account',
      heading: 'You received a warning',
      paragraphs: [`Reason: ${reason}`, 'Violations of the rules may lead to further warnings or permanent removal. You may appeal this warning once.'],
      label: 'Read and appeal your warnings',
    }),
  },
  ne: {
    hidden: (title, reason) => ({
      subject: `तपाईंको ट्र्याक "${title}" लुकाइयो`,
      heading: 'एक प्रशासकले तपाईंको ट्र्याक लुकाउनुभयो',
      paragraphs: [`"${title}" अब Beatpasal मा देखिँदैन।`, `कारण: ${reason}`, 'यो गल्ती हो जस्तो लागे सम्पर्क पृष्ठबाट जवाफ दिनुहोस्।'],
      label: 'Beatpasal लाई सम्पर्क गर्नुहोस्',
    }),
    restored: (title, note) => ({
      subject: `तपाईंको ट्र्याक "${title}" फर्कियो`,
      heading: 'एक प्रशासकले तपाईंको ट्र्याक फर्काउनुभयो',
      paragraphs: [`"${title}" फेरि Beatpasal मा देखिन्छ।`, `टिप्पणी: ${note}`],
      label: 'ट्र्याक हेर्नुहोस्',
    }),
    strike: (reason) => ({
      subject: 'तपाईंको Beatpasal खातामा चेतावनी',
      heading: 'तपाईंले चेतावनी पाउनुभयो',
      paragraphs: [`कारण: ${reason}`, 'नियम तोडे थप चेतावनी वा खाता स्थायी रूपमा हटाइन सक्छ। यो चेतावनीमा तपाईं एक पटक पुनरावेदन गर्न सक्नुहुन्छ।'],
      label: 'चेतावनी पढ्नुहोस् र पुनरावेदन गर्नुहोस्',
    }),
  },
};
