import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { TDisputeDecision } from '@beatpasal/shared/schemas/trust';

interface TTrustMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  label: string;
}

interface TDisputeAndAccountTexts {
  suspended: (reason: string) => TTrustMail;
  restored: (note: string) => TTrustMail;
  removed: (reason: string) => TTrustMail;
  disputeDecided: (facts: {
    decision: TDisputeDecision;
    referenceCode: string;
    trackTitle: string;
    note: string;
  }) => TTrustMail;
}

/** What suspension, restore, removal and a dispute's decision tell each person, in their language. */
export const DISPUTE_AND_ACCOUNT_MAIL_TEXTS: Record<TLanguage, TDisputeAndAccountTexts> = {
  en: {
    suspended: (reason) => ({
      subject: 'Your Beatpasal account is suspended',
      heading: 'An administrator suspended your account',
      paragraphs: [
        `Reason: ${reason}`,
        'You cannot log in while the account is suspended, your public pages say so, and your open purchases are frozen until an administrator looks at them.',
        'If you think this is a mistake, write to us through the Contact page.',
      ],
      label: 'Contact Beatpasal',
    }),
    restored: (note) => ({
      subject: 'Your Beatpasal account is restored',
      heading: 'An administrator restored your account',
      paragraphs: [
        `Note: ${note}`,
        'You can log in again; your public pages and open purchases are back as they were.',
      ],
      label: 'Log in',
    }),
    removed: (reason) => ({
      subject: 'Your Beatpasal account was removed',
      heading: 'An administrator removed your account for good',
      paragraphs: [
        `Reason: ${reason}`,
        'Violations of the rules may lead to permanent removal. You can no longer log in and your profile and tracks are hidden. Files of past purchases are kept in case of a dispute.',
      ],
      label: 'Contact Beatpasal',
    }),
    disputeDecided: (f) => ({
      subject: `Dispute about order ${f.referenceCode}: decided`,
      heading: 'Your dispute was decided',
      paragraphs: [
        `Order ${f.referenceCode}, "${f.trackTitle}".`,
        {
          resolved_buyer: 'The administrators decided the dispute in favour of the buyer.',
          resolved_artist: 'The administrators decided the dispute in favour of the artist.',
          closed: 'The administrators closed the dispute.',
        }[f.decision],
        `Note from the administrators: ${f.note}`,
      ],
      label: 'View the purchase',
    }),
  },
  ne: {
    suspended: (reason) => ({
      subject: 'तपाईंको Beatpasal खाता निलम्बित भयो',
      heading: 'एक प्रशासकले तपाईंको खाता निलम्बन गर्नुभयो',
      paragraphs: [
        `कारण: ${reason}`,
        'खाता निलम्बित रहँदा तपाईं लगइन गर्न सक्नुहुन्न, तपाईंका सार्वजनिक पृष्ठहरूमा यही लेखिन्छ, र प्रशासकले नहेरेसम्म तपाईंका खुला खरिदहरू रोकिन्छन्।',
        'यो गल्ती हो जस्तो लागे सम्पर्क पृष्ठबाट हामीलाई लेख्नुहोस्।',
      ],
      label: 'Beatpasal लाई सम्पर्क गर्नुहोस्',
    }),
    restored: (note) => ({
      subject: 'तपाईंको Beatpasal खाता फेरि खुल्यो',
      heading: 'एक प्रशासकले तपाईंको खाता फर्काउनुभयो',
      paragraphs: [`टिप्पणी: ${note}`, 'अब फेरि लगइन गर्न सक्नुहुन्छ; तपाईंका सार्वजनिक पृष्ठ र खुला खरिदहरू पहिलेकै अवस्थामा फर्किए।'],
      label: 'लगइन गर्नुहोस्',
    }),
    removed: (reason) => ({
      subject: 'तपाईंको Beatpasal खाता हटाइयो',
      heading: 'एक प्रशासकले तपाईंको खाता सधैँका लागि हटाउनुभयो',
      paragraphs: [
        `कारण: ${reason}`,
        'नियम तोडेमा खाता सधैँका लागि हटाइन सक्छ। अब तपाईं लगइन गर्न सक्नुहुन्न, र तपाईंको प्रोफाइल र ट्र्याकहरू लुकाइएका छन्। विवाद परे काम लाग्ने भएकाले पुराना खरिदका फाइलहरू राखिन्छन्।',
      ],
      label: 'Beatpasal लाई सम्पर्क गर्नुहोस्',
    }),
    disputeDecided: (f) => ({
      subject: `अर्डर ${f.referenceCode} को विवादको निर्णय भयो`,
      heading: 'तपाईंको विवादको निर्णय भयो',
      paragraphs: [
        `अर्डर ${f.referenceCode}, "${f.trackTitle}"।`,
        {
          resolved_buyer: 'प्रशासकहरूले विवादको निर्णय खरिदकर्ताको पक्षमा गर्नुभयो।',
          resolved_artist: 'प्रशासकहरूले विवादको निर्णय कलाकारको पक्षमा गर्नुभयो।',
          closed: 'प्रशासकहरूले विवाद बन्द गर्नुभयो।',
        }[f.decision],
        `प्रशासकहरूको टिप्पणी: ${f.note}`,
      ],
      label: 'खरिद हेर्नुहोस्',
    }),
  },
};
