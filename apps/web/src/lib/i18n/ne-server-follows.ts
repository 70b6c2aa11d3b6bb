/** The `follows` server messages (packages/shared/src/schemas/follows.ts, issue 34) in Nepali. */
export const followsNeServer = {
  loginToFollow: 'कलाकारलाई फलो गर्न कृपया लगइन गर्नुहोस्।',
  ownFollow: 'तपाईं आफैँलाई फलो गर्न सक्नुहुन्न।',
  adminFollow: 'प्रशासक खाताले कलाकारलाई फलो गर्दैन।',
  tooManyFollows: 'तपाईंले पछिल्लो एक घण्टामा धेरै कलाकारलाई फलो र अनफलो गर्नुभयो। केही बेरपछि फेरि प्रयास गर्नुहोस्।',
};
