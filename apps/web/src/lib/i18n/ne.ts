import { adminNe } from './ne-admin';
import { messagesNe } from './ne-messages';
import { offersNe } from './ne-offers';
import type { TPartialMessages } from './translate';

/** Nepali strings; anything missing falls back to English. */
export const ne: TPartialMessages = {
  common: {
    loading: 'लोड हुँदैछ...',
  },
  nav: {
    skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
    primary: 'मुख्य',
    login: 'लगइन',
    signup: 'साइन अप',
  },
  language: {
    change: 'भाषा परिवर्तन:',
  },
  purchases: {
    sales: {
      flagged: 'ध्यान दिएर जाँच्नुहोस्',
      flags: {
        taken_before_order: 'स्क्रिनसटमा लेखिएको मिति यो अर्डरभन्दा अघिको छ। अर्डरपछि भएको भुक्तानी आफ्नो स्टेटमेन्टमा खोज्नुहोस्।',
        earlier_not_enough_fund: "यो खरिदकर्ताको अघिल्लो भुक्तानी तपाईंले 'Not enough fund' भनी अस्वीकार गर्नुभएको थियो। स्टेटमेन्टमा रकम जाँच्नुहोस्।",
        transaction_on_other_wallet: 'यही कारोबार नम्बर अर्को वालेटसँग अर्को खरिदमा पनि दिइएको थियो। आफ्नो स्टेटमेन्टमा जाँच्नुहोस्।',
      },
    },
  },
  footer: {
    label: 'फुटर',
    groups: {
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
    opensInNewTab: '(नयाँ ट्याबमा खुल्छ)',
    notice: 'Beatpasal केवल एउटा बजार हो। आफ्ना ट्र्याकको मौलिकता र वैधताका लागि कलाकार आफैं जिम्मेवार हुन्छन्।',
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
  accounts: {
    common: {
      retry: 'फेरि प्रयास गर्नुहोस्',
    },
    session: {
      checking: 'सत्र जाँच हुँदैछ...',
    },
    nav: {
      dashboard: 'ड्यासबोर्ड',
      upload: 'अपलोड',
      library: 'तपाईंको लाइब्रेरी',
      inbox: 'इनबक्स',
      unread: '(नपढिएका सन्देशहरू)',
      editProfile: 'प्रोफाइल सम्पादन',
      greeting: 'नमस्ते, {username}',
      logout: 'लगआउट',
      menu: 'मेनु',
      closeMenu: 'मेनु बन्द गर्नुहोस्',
    },
    roles: {
      artist: 'कलाकार',
      buyer: 'खरिदकर्ता',
      admin: 'प्रशासक',
    },
    welcome: {
      title: 'Beatpasal मा स्वागत छ',
      body: 'Beatpasal नयाँ हो र अझै सुरुको चरणमा छ, त्यसैले केही कुरा सोचेजस्तो नचल्न सक्छन्।',
      report: 'कुनै त्रुटि भेट्नुभयो? हामीलाई लेख्नुहोस्:',
      close: 'बुझें',
    },
    artistNotice: {
      label: 'कलाकारहरूका लागि सूचना',
      text: 'हरेक ट्र्याकमा कम्तीमा एउटा लाइसेन्स वा अधिकारको विकल्प हुनुपर्छ। कृपया आफ्ना पुराना ट्र्याकहरूको लाइसेन्स र मूल्य Artist Dashboard मा अद्यावधिक गर्नुहोस्।',
      dashboard: 'Artist Dashboard खोल्नुहोस्',
      close: 'बन्द गर्नुहोस्',
      dontShowAgain: 'फेरि नदेखाउनुहोस्',
    },
  },
  errors: {
    network: 'Beatpasal सँग जोडिन सकिएन। इन्टरनेट जडान जाँच गरेर फेरि प्रयास गर्नुहोस्।',
    unexpected: 'हाम्रो तर्फबाट केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
  },
  messages: messagesNe,
  offers: offersNe,
  admin: adminNe,
};
