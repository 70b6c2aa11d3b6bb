/** The `cart` server messages (packages/shared/src/schemas/cart.ts, issue 35) in Nepali. */
export const cartNeServer = {
  full: 'तपाईंको कार्ट भरियो। थप राख्नुअघि चेकआउट गर्नुहोस् वा कुनै सामान हटाउनुहोस्।',
  notAvailable: 'यो लाइसेन्स कार्टमा राख्न मिल्दैन: यसको तोकिएको मूल्य छैन वा ट्र्याक बिक्रीमा छैन।',
  sold: 'यो ट्र्याक बिक्री भयो र तपाईंको कार्टबाट हट्यो।',
  unavailable: 'यो लाइसेन्स अब बिक्रीमा छैन र तपाईंको कार्टबाट हट्यो।',
  tooManyItems: 'एउटा कार्टमा बढीमा ५० वटा सामान अट्छन्।',
};
