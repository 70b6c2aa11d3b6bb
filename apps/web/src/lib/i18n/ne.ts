import { accountsNe } from './ne-accounts';
import { accountActionsNe } from './ne-account-actions';
import { catalogueNe } from './ne-catalogue';
import { disputesNe } from './ne-disputes';
import { messagesNe } from './ne-messages';
import { offersNe } from './ne-offers';
import { purchasesNe } from './ne-purchases';
import { reportsNe } from './ne-reports';
import { studioNe } from './ne-studio';
// Issue 30 §5, a paid sale stays paid (decision 066).
import { paidSalesNe } from './ne-paid-sales';
import type { TMessagesShape } from './translate';
import { licencesNe } from './ne-licences';
import { walletQrsNe } from './ne-wallet-qrs';
import { creditMessagesNe } from './ne-credit-messages';
import { followsNe } from './ne-follows';
import { cartNe } from './ne-cart';
import { freeDownloadsNe } from './ne-free-downloads';
import { coProducersNe } from './ne-co-producers';
import { notificationsNe } from './ne-notifications';

/** Every Nepali string of the web app, in the shape of `en`; loaded only when Nepali is chosen. */
export const ne: TMessagesShape = {
  common: {
    brand: 'Beatpasal',
    loading: 'लोड हुँदैछ...',
  },
  nav: {
    skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
    primary: 'मुख्य',
    login: 'लगइन',
    signup: 'साइन अप',
    admin: 'प्रशासन',
  },
  language: {
    devanagariDigits: 'अङ्क देवनागरीमा देखाउनुहोस्',
    change: 'भाषा परिवर्तन:',
    names: {
      en: 'English',
      ne: 'नेपाली',
    },
    codes: {
      en: 'EN',
      ne: 'ने',
    },
  },
  footer: {
    label: 'फुटर',
    groups: {
      beatpasal: 'Beatpasal',
      support: 'सहायता',
      legal: 'कानुनी',
      social: 'हामीलाई पछ्याउनुहोस्',
    },
    links: {
      about: 'हाम्रो बारेमा',
      howToStart: 'कसरी सुरु गर्ने',
      privacy: 'गोपनीयता',
      faq: 'प्रायः सोधिने प्रश्न',
      contact: 'सम्पर्क',
      dispute: 'विवाद रिपोर्ट गर्नुहोस्',
      licensing: 'लाइसेन्सिङ',
    },
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    opensInNewTab: '(नयाँ ट्याबमा खुल्छ)',
    notice: 'Beatpasal केवल एउटा बजार हो। आफ्ना ट्र्याकको मौलिकता र वैधताका लागि कलाकार आफैं जिम्मेवार हुन्छन्।',
    copyright: '© {year} Beatpasal',
  },
  home: {
    eyebrow: 'नेपालको बिट बजार',
    title: 'इन्स्ट्रुमेन्टल अपलोड गर्नुहोस्, खोज्नुहोस् र किन्नुहोस्',
    tagline:
      'बिट बनाउनेहरूले आफ्ना ट्र्याकको लाइसेन्स बेच्छन्। खरिदकर्ताले प्रिभ्यु सुनेर eSewa, Khalti वा बैंक एपबाट सिधै कलाकारलाई भुक्तानी गर्छन्।',
    joinArtist: 'कलाकारको रूपमा जोडिनुहोस्',
    joinArtistHint: 'आफ्ना बिट बेच्नुहोस्',
    joinBuyer: 'खरिदकर्ताको रूपमा जोडिनुहोस्',
    joinBuyerHint: 'अर्को गीतका लागि बिट खोज्नुहोस्',
    stepsTitle: 'Beatpasal कसरी चल्छ',
    steps: {
      uploadTitle: 'कलाकारले अपलोड गर्छन्',
      uploadBody: 'प्रिभ्यु, लाइसेन्स र मूल्य, अनि आफ्नो वालेट QR कोडसहित बिट थप्नुहोस्।',
      discoverTitle: 'खरिदकर्ताले खोज्छन्',
      discoverBody: 'विधा वा कलाकारअनुसार हेर्नुहोस्, प्रिभ्यु सुन्नुहोस्, ट्र्याक मन पराउनुहोस् र कलाकारलाई सन्देश पठाउनुहोस्।',
      buyTitle: 'कलाकारलाई तिर्नुहोस्',
      buyBody: 'QR कोड स्क्यान गर्नुहोस्, ठ्याक्कै रकम पठाउनुहोस्, स्क्रिनसट अपलोड गर्नुहोस् र कलाकारले पुष्टि गरेपछि डाउनलोड गर्नुहोस्।',
    },
  },
  notFound: {
    title: 'पृष्ठ भेटिएन',
    body: 'तपाईंले खोज्नुभएको पृष्ठ छैन वा अन्यत्र सारिएको छ।',
    home: 'गृहपृष्ठमा जानुहोस्',
  },
  routeError: {
    title: 'केही गडबड भयो',
    body: 'यो पृष्ठ देखाउन सकिएन। फेरि प्रयास गर्न पृष्ठ रिलोड गर्नुहोस्, वा गृहपृष्ठमा फर्कनुहोस्।',
    reload: 'पृष्ठ रिलोड गर्नुहोस्',
    home: 'गृहपृष्ठमा जानुहोस्',
  },
  errors: {
    network: 'Beatpasal सँग जोडिन सकिएन। इन्टरनेट जडान जाँच गरेर फेरि प्रयास गर्नुहोस्।',
    unexpected: 'हाम्रो तर्फबाट केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
    invalidResponse: 'Beatpasal ले यो पृष्ठले नबुझ्ने जवाफ पठायो। पृष्ठ रिलोड गरेर फेरि प्रयास गर्नुहोस्।',
    retry: 'फेरि प्रयास गर्नुहोस्',
  },
  accounts: accountsNe,
  catalogue: catalogueNe,
  studio: studioNe,
  purchases: purchasesNe,
  messages: messagesNe,
  offers: offersNe,
  disputes: disputesNe,
  accountActions: accountActionsNe,
  paidSales: paidSalesNe,
  reports: reportsNe,
  licences: licencesNe,
  walletQrs: walletQrsNe,
  creditMessages: creditMessagesNe,
  follows: followsNe,
  cart: cartNe,
  notifications: notificationsNe,
  freeDownloads: freeDownloadsNe,
  coProducers: coProducersNe,
};
export { neServer } from './ne-server';
