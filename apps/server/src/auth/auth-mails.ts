import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { renderMail } from '../mail/render-mail';

interface LinkMailInput {
  to: string;
  url: string;
  dedupeKey: string;
  language: TLanguage;
}

const VERIFY = {
  en: {
    subject: 'Verify your e-mail for Beatpasal',
    heading: 'Welcome to Beatpasal',
    paragraphs: ['Confirm your e-mail address to finish creating your account. The link works for 24 hours.'],
    label: 'Verify e-mail',
    footnote: 'If you did not sign up, you can ignore this e-mail.',
  },
  ne: {
    subject: 'Beatpasal का लागि आफ्नो इमेल प्रमाणित गर्नुहोस्',
    heading: 'Beatpasal मा स्वागत छ',
    paragraphs: ['खाता बनाउने काम पूरा गर्न आफ्नो इमेल ठेगाना पुष्टि गर्नुहोस्। यो लिङ्क 24 घण्टासम्म चल्छ।'],
    label: 'इमेल प्रमाणित गर्नुहोस्',
    footnote: 'तपाईंले साइन अप गर्नुभएको होइन भने यो इमेल बेवास्ता गर्न सक्नुहुन्छ।',
  },
};

const RESET = {
  en: {
    subject: 'Reset your Beatpasal password',
    heading: 'Reset your password',
    paragraphs: ['Someone asked to reset the password of your Beatpasal account. The link works for one hour.'],
    label: 'Choose a new password',
    footnote: 'If it was not you, ignore this e-mail: your password stays as it is.',
  },
  ne: {
    subject: 'आफ्नो Beatpasal पासवर्ड रिसेट गर्नुहोस्',
    heading: 'पासवर्ड रिसेट गर्नुहोस्',
    paragraphs: ['कसैले तपाईंको Beatpasal खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो। यो लिङ्क एक घण्टासम्म चल्छ।'],
    label: 'नयाँ पासवर्ड राख्नुहोस्',
    footnote: 'यो तपाईं हुनुहुन्न भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
  },
};

const EXISTING = {
  en: {
    subject: 'You already have a Beatpasal account',
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to sign up to Beatpasal with this e-mail address. It already has an account, so nothing was changed.',
      'Log in with your password. If you do not remember it, choose a new one with the link below. The link works for one hour.',
    ],
    label: 'Choose a new password',
    footnote: 'If it was not you, ignore this e-mail: your account stays as it is.',
  },
  ne: {
    subject: 'तपाईंको Beatpasal खाता पहिले नै छ',
    heading: 'तपाईंको खाता पहिले नै छ',
    paragraphs: [
      'कसैले, सायद तपाईंले नै, यो इमेल ठेगानाबाट Beatpasal मा साइन अप गर्न खोज्नुभयो। यसको खाता पहिले नै भएकाले केही बदलिएन।',
      'आफ्नो पासवर्डले लगइन गर्नुहोस्। सम्झना छैन भने तलको लिङ्कबाट नयाँ राख्नुहोस्। यो लिङ्क एक घण्टासम्म चल्छ।',
    ],
    label: 'नयाँ पासवर्ड राख्नुहोस्',
    footnote: 'यो तपाईं हुनुहुन्न भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको खाता जस्ताको तस्तै रहन्छ।',
  },
};

type TLinkMailText = (typeof VERIFY)['en'];

function linkMail(text: TLinkMailText, { to, url, dedupeKey }: LinkMailInput) {
  return renderMail({
    to,
    dedupeKey,
    subject: text.subject,
    heading: text.heading,
    paragraphs: text.paragraphs,
    action: { label: text.label, url },
    footnote: text.footnote,
  });
}

export const verifyEmailMail = (input: LinkMailInput) => linkMail(VERIFY[input.language], input);
export const resetPasswordMail = (input: LinkMailInput) => linkMail(RESET[input.language], input);
/** Sign-up with an address that already has an account: the same answer on screen, this mail in the inbox. */
export const existingAccountMail = (input: LinkMailInput) => linkMail(EXISTING[input.language], input);
