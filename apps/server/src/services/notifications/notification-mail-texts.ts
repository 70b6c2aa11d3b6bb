import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { TConfigurableKind } from '@beatpasal/shared/notification-kinds';

interface TSubject {
  track: string;
  person: string;
}

/** The kinds mailed by the notifications' own job, at once (the others' flows send their own mail). */
export type TInstantMailKind = keyof TTexts['instant'];

interface TTexts {
  /** One line per notification, as the digest lists it. */
  line: Record<TConfigurableKind, (subject: TSubject) => string>;
  instant: {
    new_track: (subject: TSubject) => { subject: string; heading: string; paragraphs: string[]; label: string };
    offer_received: (subject: TSubject) => { subject: string; heading: string; paragraphs: string[]; label: string };
    co_producer_invited: (subject: TSubject) => {
      subject: string;
      heading: string;
      paragraphs: string[];
      label: string;
    };
  };
  digest: (count: number) => { subject: string; heading: string; intro: string; label: string };
  more: (count: number) => string;
  unsubscribe: (url: string) => string;
  digestUnsubscribe: (url: string) => string;
  settings: (url: string) => string;
  unknownTrack: string;
  unknownPerson: string;
}

/** The words of notification e-mails, in the reader's language (issue 34 §4). */
export const NOTIFICATION_MAIL_TEXTS: Record<TLanguage, TTexts> = {
  en: {
    line: {
      new_track: ({ track, person }) => `${person} published a new track: ${track}`,
      offer_received: ({ track, person }) => `${person} sent you an offer on ${track}`,
      payment_submitted: ({ track }) => `A buyer sent payment for ${track}: check your wallet and confirm it`,
      co_producer_invited: ({ track, person }) => `${person} named you a co-producer of ${track}`,
    },
    instant: {
      new_track: ({ track, person }) => ({
        subject: `New from ${person}: ${track}`,
        heading: `${person} published a new track`,
        paragraphs: [`“${track}” is out on Beatpasal. Listen to the preview and pick a licence if you like it.`],
        label: 'Listen to the track',
      }),
      offer_received: ({ track, person }) => ({
        subject: `${person} sent you an offer`,
        heading: `A new offer on ${track}`,
        paragraphs: [`${person} sent you an offer on “${track}”. Answer it in your conversation before it expires.`],
        label: 'Open the offer',
      }),
      co_producer_invited: ({ track, person }) => ({
        subject: `${person} named you a co-producer`,
        heading: `Co-producer of ${track}?`,
        paragraphs: [
          `${person} named you a co-producer of “${track}” with a share of each sale. Accept or decline it in your dashboard.`,
        ],
        label: 'Answer the invitation',
      }),
    },
    digest: (count) => ({
      subject:
        count === 1 ? 'Your Beatpasal day: 1 new notification' : `Your Beatpasal day: ${count} new notifications`,
      heading: 'What happened on Beatpasal yesterday',
      intro: 'You have not seen these yet:',
      label: 'See all notifications',
    }),
    more: (count) => `…and ${count} more.`,
    unsubscribe: (url) => `Stop e-mails like this: ${url}`,
    digestUnsubscribe: (url) => `Stop this daily e-mail: ${url}`,
    settings: (url) => `Choose which e-mails you get: ${url}`,
    unknownTrack: 'a track',
    unknownPerson: 'Someone',
  },
  ne: {
    line: {
      new_track: ({ track, person }) => `${person} ले नयाँ ट्र्याक प्रकाशित गर्नुभयो: ${track}`,
      offer_received: ({ track, person }) => `${person} ले ${track} मा तपाईंलाई प्रस्ताव पठाउनुभयो`,
      payment_submitted: ({ track }) => `एक खरिदकर्ताले ${track} को भुक्तानी पठाउनुभयो: वालेट जाँचेर पुष्टि गर्नुहोस्`,
      co_producer_invited: ({ track, person }) => `${person} ले तपाईंलाई ${track} को सह-निर्माता बनाउनुभयो`,
    },
    instant: {
      new_track: ({ track, person }) => ({
        subject: `${person} को नयाँ ट्र्याक: ${track}`,
        heading: `${person} ले नयाँ ट्र्याक प्रकाशित गर्नुभयो`,
        paragraphs: [`“${track}” Beatpasal मा आएको छ। प्रिभ्यु सुन्नुहोस् र मन परे लाइसेन्स छान्नुहोस्।`],
        label: 'ट्र्याक सुन्नुहोस्',
      }),
      offer_received: ({ track, person }) => ({
        subject: `${person} ले तपाईंलाई प्रस्ताव पठाउनुभयो`,
        heading: `${track} मा नयाँ प्रस्ताव`,
        paragraphs: [`${person} ले “${track}” मा तपाईंलाई प्रस्ताव पठाउनुभयो। म्याद सकिनुअघि कुराकानीमा जवाफ दिनुहोस्।`],
        label: 'प्रस्ताव खोल्नुहोस्',
      }),
      co_producer_invited: ({ track, person }) => ({
        subject: `${person} ले तपाईंलाई सह-निर्माता बनाउनुभयो`,
        heading: `${track} को सह-निर्माता?`,
        paragraphs: [
          `${person} ले तपाईंलाई “${track}” को सह-निर्माता बनाउनुभयो, हरेक बिक्रीमा हिस्सासहित। ड्यासबोर्डमा स्वीकार वा अस्वीकार गर्नुहोस्।`,
        ],
        label: 'निमन्त्रणाको जवाफ दिनुहोस्',
      }),
    },
    digest: (count) => ({
      subject: `तपाईंको Beatpasal दिन: ${count} नयाँ सूचना`,
      heading: 'हिजो Beatpasal मा के भयो',
      intro: 'तपाईंले यी अझै हेर्नुभएको छैन:',
      label: 'सबै सूचना हेर्नुहोस्',
    }),
    more: (count) => `…र अरू ${count}।`,
    unsubscribe: (url) => `यस्ता इमेल बन्द गर्नुहोस्: ${url}`,
    digestUnsubscribe: (url) => `यो दैनिक इमेल बन्द गर्नुहोस्: ${url}`,
    settings: (url) => `कुन इमेल पाउने, छान्नुहोस्: ${url}`,
    unknownTrack: 'एउटा ट्र्याक',
    unknownPerson: 'कसैले',
  },
};
