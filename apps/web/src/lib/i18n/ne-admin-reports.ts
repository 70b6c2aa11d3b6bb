import type { TAdminMessagesShape } from './translate';

/** /admin/reports: रिपोर्टको लाइन र प्रशासकले गर्ने कारबाही; प्रशासन खण्डसँगै लोड हुन्छ। */
export const adminReportsNe: TAdminMessagesShape['reports'] = {
  title: 'रिपोर्टहरू',
  intro:
    'सदस्यहरूका रिपोर्ट, नयाँ पहिले। लक्ष्यमाथि कारबाही गर्नुहोस् वा रिपोर्ट खारेज गर्नुहोस्; तपाईंको कारण प्रभावित व्यक्तिलाई पठाइन्छ।',
  statuses: { open: 'खुला', actioned: 'कारबाही भएको', dismissed: 'खारेज' },
  loading: 'रिपोर्टहरू लोड हुँदैछन्...',
  empty: 'यहाँ कुनै रिपोर्ट छैन।',
  loadMore: 'पुराना रिपोर्टहरू',
  reportedBy: '{email} ले रिपोर्ट गर्नुभयो',
  about: '{email} बारे',
  evidence: 'प्रमाणको तस्बिर',
  conversation: 'रिपोर्ट गर्दाको कुराकानी',
  hiddenNow: 'अहिले लुकाइएको',
  reasonLabel: 'व्यक्तिलाई देखाइने कारण (अनिवार्य)',
  hide: 'ट्र्याक लुकाउनुहोस्',
  restore: 'ट्र्याक फर्काउनुहोस्',
  warn: 'चेतावनी दिनुहोस्',
  dismiss: 'खारेज गर्नुहोस्',
  done: 'भयो। यो काम अडिट लगमा लेखियो।',
  targets: { track: 'ट्र्याक', profile: 'कलाकारको प्रोफाइल', conversation: 'कुराकानी', purchase: 'खरिद' },
};
