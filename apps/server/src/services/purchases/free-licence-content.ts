import { createHash } from 'node:crypto';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { type AgreementContent } from '../../documents/licence-agreement-pdf';
import { formatBikramSambat } from '../../documents/bikram-sambat';
import { AGREEMENT_TEXTS } from './agreement-texts';

/** Printed on each free licence and hashed with its text; a new wording gets a new version. */
export const FREE_LICENCE_TEMPLATE_VERSION = 1;

export interface TFreeLicenceFacts {
  artistName: string;
  artistUsername: string;
  /** The e-mail address that was verified, or the signed-in person's name. */
  licensee: string;
  title: string;
  issuedAt: Date;
}

interface TFreeLicenceTexts {
  title: string;
  headings: [string, string, string, string, string];
  parties: (f: TFreeLicenceFacts) => string[];
  terms: (artist: string) => string[];
  issued: string;
}

const TEXTS: Record<TLanguage, TFreeLicenceTexts> = {
  en: {
    title: 'Free Licence (non-commercial)',
    headings: ['1. Parties', '2. Track', '3. Terms of the free licence', '4. Date', '5. Governing law'],
    parties: (f) => [`Artist (licensor): ${f.artistName} p/k/a ${f.artistUsername}`, `Licensee: ${f.licensee}`],
    terms: (artist) => [
      'Licence: free, non-commercial. Nothing was paid for it.',
      'Use: personal and non-commercial projects only: practice, demos, covers and uploads that earn no money.',
      `Credit: every use credits the track as “Prod. by ${artist}”.`,
      'No sale: the track, or anything made with it, may not be sold, licensed or monetised (streams, ads, sync).',
      'No exclusive rights: the artist keeps the copyright and may license or sell the track to anyone.',
      'File: the tagged MP3 with the artist’s voice tag. For commercial use, buy a licence on Beatpasal.',
    ],
    issued: 'Issued',
  },
  ne: {
    title: 'नि:शुल्क लाइसेन्स (गैर-व्यावसायिक)',
    headings: ['१. पक्षहरू', '२. ट्र्याक', '३. नि:शुल्क लाइसेन्सका सर्त', '४. मिति', '५. लागू हुने कानुन'],
    parties: (f) => [`कलाकार (लाइसेन्स दिने): ${f.artistName} (@${f.artistUsername})`, `लाइसेन्स लिने: ${f.licensee}`],
    terms: (artist) => [
      'लाइसेन्स: नि:शुल्क, गैर-व्यावसायिक। यसका लागि केही तिरिएको छैन।',
      'प्रयोग: व्यक्तिगत र गैर-व्यावसायिक काममा मात्र: अभ्यास, डेमो, कभर र पैसा नकमाउने अपलोड।',
      `श्रेय: हरेक प्रयोगमा ट्र्याकलाई “Prod. by ${artist}” भनी उल्लेख गर्नुपर्छ।`,
      'बिक्री निषेध: ट्र्याक वा यसबाट बनेको कुनै कुरा बेच्न, लाइसेन्स दिन वा कमाइ (स्ट्रिम, विज्ञापन, सिंक) गर्न पाइँदैन।',
      'एक्लो अधिकार होइन: प्रतिलिपि अधिकार कलाकारकै रहन्छ र कलाकारले ट्र्याक जोसुकैलाई लाइसेन्स दिन वा बेच्न सक्नुहुन्छ।',
      'फाइल: कलाकारको भ्वाइस ट्यागसहितको MP3। व्यावसायिक प्रयोगका लागि Beatpasal मा लाइसेन्स किन्नुहोस्।',
    ],
    issued: 'जारी मिति',
  },
};

const DATE_LOCALE: Record<TLanguage, string> = { en: 'en-GB', ne: 'ne-NP-u-nu-latn' };

/** The free licence's text in the licensee's language, laid out by the agreement's PDF renderer. */
export function freeLicenceContent(facts: TFreeLicenceFacts, language: TLanguage): AgreementContent {
  const texts = TEXTS[language];
  const shared = AGREEMENT_TEXTS[language];
  const [parties, track, terms, date, law] = texts.headings;
  const ad = new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kathmandu',
  }).format(facts.issuedAt);
  const bs = formatBikramSambat(facts.issuedAt, language);
  const sections = [
    { heading: parties, lines: texts.parties(facts) },
    {
      heading: track,
      lines:
        language === 'ne'
          ? [`शीर्षक: “${facts.title}”`, `निर्माता: ${facts.artistName}`]
          : [`Title: “${facts.title}”`, `Produced by ${facts.artistName}`],
    },
    { heading: terms, lines: texts.terms(facts.artistName) },
    { heading: date, lines: [`${texts.issued}: ${ad}${bs ? ` (${bs})` : ''}`] },
    { heading: law, lines: shared.law },
  ];
  const text = sections.map((section) => [section.heading, ...section.lines].join('\n')).join('\n\n');
  const sha = createHash('sha256').update(`free-v${FREE_LICENCE_TEMPLATE_VERSION}\n${text}`).digest('hex');
  return {
    title: texts.title,
    sections,
    check: null,
    fingerprint: shared.fingerprint(FREE_LICENCE_TEMPLATE_VERSION, sha),
  };
}
