import type { TNotificationKind } from '@beatpasal/shared/notification-kinds';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';

interface TSubject {
  track: string;
  person: string;
}

type TPushText = (subject: TSubject) => { title: string; body: string };

/** What a push shows on the lock screen, in the person's language (issue 34 §4); a missing subject reads as in mails. */
export const PUSH_TEXTS: Record<TLanguage, Record<TNotificationKind, TPushText>> = {
  en: {
    new_track: ({ track, person }) => ({ title: `New from ${person}`, body: track }),
    payment_submitted: ({ track }) => ({
      title: 'A buyer sent payment',
      body: `For ${track}. Check your wallet and confirm it.`,
    }),
    payment_confirmed: ({ track }) => ({ title: 'Payment confirmed', body: `Your download of ${track} is ready.` }),
    payment_rejected: ({ track }) => ({
      title: 'Payment rejected',
      body: `The artist rejected your payment for ${track}.`,
    }),
    offer_received: ({ track, person }) => ({ title: `${person} sent you an offer`, body: `On ${track}.` }),
    dispute_decided: ({ track }) => ({
      title: 'Dispute decided',
      body: `The dispute about ${track} has been decided.`,
    }),
    track_hidden: ({ track }) => ({ title: 'Track hidden', body: `Your track ${track} was hidden after a review.` }),
    track_restored: ({ track }) => ({ title: 'Track public again', body: `Your track ${track} is public again.` }),
    co_producer_invited: ({ track, person }) => ({
      title: `${person} named you a co-producer`,
      body: `Of ${track}. Accept or decline it in your dashboard.`,
    }),
  },
  ne: {
    new_track: ({ track, person }) => ({ title: `${person} को नयाँ ट्र्याक`, body: track }),
    payment_submitted: ({ track }) => ({
      title: 'खरिदकर्ताले भुक्तानी पठाउनुभयो',
      body: `${track} को। वालेट जाँचेर पुष्टि गर्नुहोस्।`,
    }),
    payment_confirmed: ({ track }) => ({ title: 'भुक्तानी पुष्टि भयो', body: `${track} डाउनलोडका लागि तयार छ।` }),
    payment_rejected: ({ track }) => ({
      title: 'भुक्तानी अस्वीकार भयो',
      body: `कलाकारले ${track} को तपाईंको भुक्तानी अस्वीकार गर्नुभयो।`,
    }),
    offer_received: ({ track, person }) => ({ title: `${person} ले प्रस्ताव पठाउनुभयो`, body: `${track} मा।` }),
    dispute_decided: ({ track }) => ({ title: 'विवादको निर्णय भयो', body: `${track} बारेको विवादको निर्णय भयो।` }),
    track_hidden: ({ track }) => ({ title: 'ट्र्याक लुकाइयो', body: `समीक्षापछि तपाईंको ट्र्याक ${track} लुकाइयो।` }),
    track_restored: ({ track }) => ({ title: 'ट्र्याक फेरि सार्वजनिक', body: `तपाईंको ट्र्याक ${track} फेरि सार्वजनिक भयो।` }),
    co_producer_invited: ({ track, person }) => ({
      title: `${person} ले तपाईंलाई सह-निर्माता बनाउनुभयो`,
      body: `${track} को। ड्यासबोर्डमा स्वीकार वा अस्वीकार गर्नुहोस्।`,
    }),
  },
};
