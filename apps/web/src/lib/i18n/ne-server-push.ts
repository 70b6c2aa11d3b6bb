/** The `push` server messages (packages/shared/src/schemas/push-subscriptions.ts) in Nepali. */
export const pushNeServer = {
  endpointInvalid: 'यो पुश ठेगाना मान्य छैन: यो बढीमा 1,000 अक्षरको https ठेगाना हुनुपर्छ।',
  p256dhInvalid: 'यो उपकरणको कुञ्जी मान्य छैन: यो base64url मा P-256 सार्वजनिक कुञ्जी (87 अक्षर) हुनुपर्छ।',
  keysMissing: 'यो उपकरणको सदस्यतामा कुञ्जीहरू छैनन्: ब्राउजरले पुश ठेगानासँगै ती दिन्छ।',
  authInvalid: 'यो उपकरणको गोप्य कोड मान्य छैन: यो base64url मा 16 बाइट (22 अक्षर) हुनुपर्छ।',
  tooMany: 'यो उपकरणको सूचना धेरै पटक बदलियो। केही मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
};
