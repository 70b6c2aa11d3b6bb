// No zod and no imports: the web's first load builds its dictionaries from this file.

/** A domain word in both languages of the site. */
export interface TTerm {
  en: string;
  ne: string;
}

/**
 * The domain words the server's mails and agreements and the web's pages both say, each once in
 * English and Nepali (decision 074). Keys are the stored values (licence kind, reason, genre...).
 */
export const VOCABULARY = {
  licenceKinds: {
    lease: { en: 'Lease', ne: 'लिज' },
    non_exclusive: { en: 'Non-Exclusive', ne: 'गैर-एक्स्क्लुसिभ' },
    exclusive: { en: 'Exclusive', ne: 'एक्स्क्लुसिभ' },
    full_rights: { en: 'Full Rights', ne: 'फुल राइट्स' },
  },
  /** The spec's wording (§3); `other` carries the artist's own text where one is given. */
  rejectionReasons: {
    not_enough_fund: { en: 'Not enough fund', ne: 'पर्याप्त रकम छैन' },
    wrong_track: { en: 'Wrong track', ne: 'गलत ट्र्याक' },
    settle_by_email: { en: 'Settle by email', ne: 'इमेलबाट मिलाउने' },
    repurchase_request: { en: 'Repurchase request', ne: 'फेरि किन्न अनुरोध' },
    other: { en: 'Others', ne: 'अन्य' },
  },
  /** Wallet brands keep their names in Nepali. */
  walletKinds: {
    esewa: { en: 'eSewa', ne: 'eSewa' },
    khalti: { en: 'Khalti', ne: 'Khalti' },
    fonepay: { en: 'Fonepay', ne: 'Fonepay' },
    bank: { en: 'Bank', ne: 'बैंक' },
  },
  genres: {
    'Hip-Hop': { en: 'Hip-Hop', ne: 'हिप-हप' },
    Trap: { en: 'Trap', ne: 'ट्र्याप' },
    'Lo-Fi': { en: 'Lo-Fi', ne: 'लो-फाइ' },
    Pop: { en: 'Pop', ne: 'पप' },
    Rock: { en: 'Rock', ne: 'रक' },
    EDM: { en: 'EDM', ne: 'EDM' },
    'R&B': { en: 'R&B', ne: 'R&B' },
    Reggae: { en: 'Reggae', ne: 'रेगे' },
    Drill: { en: 'Drill', ne: 'ड्रिल' },
    Instrumental: { en: 'Instrumental', ne: 'इन्स्ट्रुमेन्टल' },
    Beats: { en: 'Beats', ne: 'बिट्स' },
    Loop: { en: 'Loop', ne: 'लुप' },
    Sample: { en: 'Sample', ne: 'स्याम्पल' },
    Soundtrack: { en: 'Soundtrack', ne: 'साउन्डट्र्याक' },
    Ambient: { en: 'Ambient', ne: 'एम्बियन्ट' },
    Experimental: { en: 'Experimental', ne: 'प्रयोगात्मक' },
    'Cover Song': { en: 'Cover Song', ne: 'कभर गीत' },
    Other: { en: 'Other', ne: 'अन्य' },
  },
  moods: {
    Dark: { en: 'Dark', ne: 'गम्भीर' },
    Happy: { en: 'Happy', ne: 'खुसी' },
    Sad: { en: 'Sad', ne: 'उदास' },
    Chill: { en: 'Chill', ne: 'शान्त' },
    Energetic: { en: 'Energetic', ne: 'जोसिलो' },
    Romantic: { en: 'Romantic', ne: 'रोमान्टिक' },
    Aggressive: { en: 'Aggressive', ne: 'आक्रामक' },
    Epic: { en: 'Epic', ne: 'भव्य' },
    Melancholic: { en: 'Melancholic', ne: 'विरही' },
    Uplifting: { en: 'Uplifting', ne: 'उत्साहजनक' },
  },
} as const satisfies Record<string, Record<string, TTerm>>;

export type TVocabularyGroup = keyof typeof VOCABULARY;
export type TVocabularyLanguage = keyof TTerm;

/** One group's words in one language: `wordsIn('licenceKinds', 'ne').lease` is 'लिज'. */
export function wordsIn<G extends TVocabularyGroup>(
  group: G,
  language: TVocabularyLanguage,
): Record<keyof (typeof VOCABULARY)[G], string> {
  const terms: Record<string, TTerm> = VOCABULARY[group];
  return Object.fromEntries(Object.entries(terms).map(([key, term]) => [key, term[language]])) as Record<
    keyof (typeof VOCABULARY)[G],
    string
  >;
}
