/** The `licenceCheck` server messages (packages/shared/src/schemas/licence-checks.ts, decision 067) in Nepali. */
export const licenceCheckNeServer = {
  notFound: 'यो कोडको कुनै लाइसेन्स छैन। सम्झौतामा छापिएको कोड जाँच्नुहोस्।',
  rateLimited: 'यो नेटवर्कबाट धेरै लाइसेन्स जाँच भए। केही मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
};
