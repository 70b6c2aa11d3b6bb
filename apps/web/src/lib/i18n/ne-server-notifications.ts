/** The `notification` server messages (packages/shared/src/schemas/notifications.ts) in Nepali. */
export const notificationNeServer = {
  notFound: 'यो सूचना भेटिएन।',
  cursorInvalid: 'सूचीको यो स्थान मिलेन। सूचनाहरू फेरि लोड गर्नुहोस्।',
  requiredKind: 'यो इमेल बन्द गर्न मिल्दैन: भुक्तानी वा तपाईंको खाताबारेको निर्णयका लागि यो चाहिन्छ।',
  unsubscribeInvalid: 'यो अनसब्स्क्राइब लिङ्क मान्य छैन। सूचना सेटिङमा गएर इमेल बदल्नुहोस्।',
};
