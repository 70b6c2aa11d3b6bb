import {
  formatMegabytes,
  HOME_TRACKS_PER_ARTIST,
  MAX_AUDIO_BYTES,
  MAX_IMAGE_BYTES,
  MAX_SCREENSHOT_BYTES,
} from '@beatpasal/shared/constants';
import type { TMessageKey, TTranslate } from '../../../lib/i18n/translate';

/** '10 MB' with a no-break space, so a line never ends between the number and its unit. */
const size = (bytes: number) => formatMegabytes(bytes).replace(' ', '\u00a0');

export interface TFaqQuestion {
  id: string;
  question: TMessageKey;
  answer: (t: TTranslate) => string;
  link?: { to: string; label: TMessageKey };
}

/** The spec's seven questions (§2.10), in its order. The limits answer reads the real upload limits. */
export const FAQ_QUESTIONS: readonly TFaqQuestion[] = [
  { id: 'buying', question: 'pages.faq.buying.question', answer: (t) => t('pages.faq.buying.answer') },
  { id: 'resale', question: 'pages.faq.resale.question', answer: (t) => t('pages.faq.resale.answer') },
  {
    id: 'contact-seller',
    question: 'pages.faq.contactSeller.question',
    answer: (t) => t('pages.faq.contactSeller.answer'),
  },
  { id: 'uploading', question: 'pages.faq.uploading.question', answer: (t) => t('pages.faq.uploading.answer') },
  {
    id: 'upload-limits',
    question: 'pages.faq.limits.question',
    answer: (t) =>
      t('pages.faq.limits.answer', {
        audio: size(MAX_AUDIO_BYTES),
        image: size(MAX_IMAGE_BYTES),
        screenshot: size(MAX_SCREENSHOT_BYTES),
        count: HOME_TRACKS_PER_ARTIST,
      }),
  },
  {
    id: 'payment-security',
    question: 'pages.faq.paymentSecurity.question',
    answer: (t) => t('pages.faq.paymentSecurity.answer'),
  },
  {
    id: 'refunds',
    question: 'pages.faq.refunds.question',
    answer: (t) => t('pages.faq.refunds.answer'),
    link: { to: '/dispute', label: 'pages.faq.refunds.link' },
  },
];
