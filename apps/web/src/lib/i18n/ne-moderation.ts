import type { TMessagesShape } from './translate';

/** सबै सदस्यले भेट्ने मोडरेसन पाठ; प्रशासक क्षेत्रका पाठ ne-admin.ts मा छन्। */
export const moderationNe: TMessagesShape['moderation'] = {
  adminLink: 'प्रशासन',
  report: {
    open: 'रिपोर्ट गर्नुहोस्',
    titles: {
      track: 'यो ट्र्याक रिपोर्ट गर्नुहोस्',
      profile: 'यो कलाकार रिपोर्ट गर्नुहोस्',
      conversation: 'यो कुराकानी रिपोर्ट गर्नुहोस्',
      purchase: 'यो खरिद रिपोर्ट गर्नुहोस्',
    },
    intro: 'के गलत छ प्रशासकहरूलाई भन्नुहोस्। उहाँहरूले हरेक रिपोर्ट हेर्नुहुन्छ।',
    reason: 'कारण',
    reasons: {
      copyright: 'प्रतिलिपि अधिकार',
      offensive: 'आपत्तिजनक',
      scam: 'ठगी वा नक्कली भुक्तानी',
      spam: 'स्प्याम',
      other: 'अन्य',
    },
    details: 'विवरण (ऐच्छिक)',
    evidence: 'प्रमाणको तस्बिर (ऐच्छिक)',
    cancel: 'रद्द गर्नुहोस्',
    submit: 'रिपोर्ट पठाउनुहोस्',
    done: 'धन्यवाद। प्रशासकहरूले तपाईंको रिपोर्ट हेर्नुहुनेछ।',
  },
  public: {
    trackUnavailable: 'यो ट्र्याक उपलब्ध छैन।',
    trackUnavailableBody: 'यस ट्र्याकबारेको रिपोर्ट जाँच हुँदासम्म प्रशासकले यसलाई हटाएका छन्।',
  },
};
