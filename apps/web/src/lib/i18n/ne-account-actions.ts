import type { TMessagesShape } from './translate';

/** निलम्बित वा हटाइएको खाताबारे सार्वजनिक पृष्ठ र लगइनले भन्ने कुरा (निर्णय ०३१)। */
export const accountActionsNe: TMessagesShape['accountActions'] = {
  public: {
    suspended: 'यो खाता निलम्बित छ',
    removed: 'यो खाता हटाइएको छ',
    body: 'यसको प्रोफाइल र ट्र्याकहरू उपलब्ध छैनन्।',
  },
  login: {
    suspended: 'तपाईंको खाता निलम्बित छ। यो गल्ती हो भन्ने लागे सहयोगमा सम्पर्क गर्नुहोस्।',
    removed: 'नियम तोडेकाले तपाईंको खाता हटाइएको छ। यो गल्ती हो भन्ने लागे सहयोगमा सम्पर्क गर्नुहोस्।',
  },
};
