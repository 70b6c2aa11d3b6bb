import type { TLanguage } from '@beatpasal/shared/schemas/accounts';

interface TTakedownMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  label: string;
}

interface TTakedownTexts {
  filed: (facts: { title: string; claimantName: string; originalWork: string[] }) => TTakedownMail;
  decided: (facts: { title: string; isRestored: boolean; note: string }) => TTakedownMail;
}

/** A copyright notice told to the artist, and its decision told to artist and claimant, in each one's language. */
export const TAKEDOWN_MAIL_TEXTS: Record<TLanguage, TTakedownTexts> = {
  en: {
    filed: (f) => ({
      subject: `A copyright notice about "${f.title}"`,
      heading: 'Your track is hidden while a copyright notice is reviewed',
      paragraphs: [
        `${f.claimantName} says "${f.title}" copies their work:`,
        ...f.originalWork,
        'An administrator will restore the track or remove it. You may answer the notice once; the administrator reads your answer before deciding.',
      ],
      label: 'Answer the notice',
    }),
    decided: (f) => ({
      subject: `The copyright notice about "${f.title}" was decided`,
      heading: f.isRestored ? 'The track was restored' : 'The track was removed',
      paragraphs: [
        f.isRestored ? `"${f.title}" is public again.` : `"${f.title}" stays hidden for good.`,
        `Note: ${f.note}`,
      ],
      label: 'Contact Beatpasal',
    }),
  },
  ne: {
    filed: (f) => ({
      subject: `"${f.title}" बारे प्रतिलिपि अधिकारको सूचना`,
      heading: 'प्रतिलिपि अधिकारको सूचना जाँच नभएसम्म तपाईंको ट्र्याक लुकाइएको छ',
      paragraphs: [
        `${f.claimantName} भन्नुहुन्छ "${f.title}" ले उहाँको रचनाको नक्कल गरेको छ:`,
        ...f.originalWork,
        'प्रशासकले ट्र्याक फर्काउनुहुनेछ वा हटाउनुहुनेछ। तपाईं यो सूचनाको एक पटक जवाफ दिन सक्नुहुन्छ; निर्णय गर्नुअघि प्रशासकले तपाईंको जवाफ पढ्नुहुन्छ।',
      ],
      label: 'सूचनाको जवाफ दिनुहोस्',
    }),
    decided: (f) => ({
      subject: `"${f.title}" बारेको प्रतिलिपि अधिकार सूचनाको निर्णय भयो`,
      heading: f.isRestored ? 'ट्र्याक फर्काइयो' : 'ट्र्याक हटाइयो',
      paragraphs: [
        f.isRestored ? `"${f.title}" फेरि सबैले देख्न सक्छन्।` : `"${f.title}" अब सधैँका लागि लुकेकै रहन्छ।`,
        `टिप्पणी: ${f.note}`,
      ],
      label: 'Beatpasal लाई सम्पर्क गर्नुहोस्',
    }),
  },
};
