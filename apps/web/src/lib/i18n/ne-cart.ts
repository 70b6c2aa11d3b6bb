import type { TMessagesShape } from './translate';

/** Nepali strings of the cart, in the shape of `cartEn`. */
export const cartNe: TMessagesShape['cart'] = {
  nav: {
    label: { one: 'कार्ट, {count} सामान', other: 'कार्ट, {count} सामान' },
  },
  add: {
    button: 'कार्टमा राख्नुहोस्',
    added: '{title} को {licence} तपाईंको कार्टमा छ।',
    savedHere:
      '{title} को {licence} यो ब्राउजरमा राखियो: खरिदकर्ताको रूपमा लगइन वा साइन अप गर्नुहोस्, अनि यो तपाईंको कार्टमा हुनेछ।',
    notSaved: 'यो ब्राउजरले तपाईंको कार्ट राख्न सकेन। थप्न खरिदकर्ताको रूपमा लगइन गर्नुहोस्।',
  },
  page: {
    title: 'तपाईंको कार्ट',
    intro: 'हरेक लाइसेन्सको भुक्तानी त्यसको कलाकारलाई जान्छ: वालेटबाट तिर्न छेउको अहिले किन्नुहोस् थिच्नुहोस्।',
    loading: 'तपाईंको कार्ट लोड हुँदैछ...',
    empty: 'तपाईंको कार्ट खाली छ।',
    browse: 'बिट खोज्नुहोस्',
    fromArtist: '{artist} बाट',
    subtotal: '{artist} को जम्मा: {amount}',
    total: 'कुल: {amount}',
    remove: 'हटाउनुहोस्',
    removeLabel: '{title} को {licence} हटाउनुहोस्',
    buyNow: 'अहिले किन्नुहोस्',
    buyLabel: '{title} को {licence} किन्नुहोस्',
  },
  removed: {
    sold: '{title} बिक्री भयो र तपाईंको कार्टबाट हट्यो।',
    unavailable: '{title} ({licence}) अब बिक्रीमा छैन र तपाईंको कार्टबाट हट्यो।',
  },
};
