import type { TMessagesShape } from './translate';

/** Nepali strings of following artists, in the shape of `followsEn`. */
export const followsNe: TMessagesShape['follows'] = {
  button: {
    follow: 'फलो गर्नुहोस्',
    following: 'फलो गरिँदैछ',
    loginToFollowLabel: '{name} लाई फलो गर्न लगइन गर्नुहोस्',
  },
  count: {
    follower: { one: '{count} फलोअर', other: '{count} फलोअर' },
  },
  home: {
    tabsLabel: 'देखाउने ट्र्याकहरू',
    explore: 'खोज्नुहोस्',
    following: 'फलो गरिएका',
    feedLabel: 'तपाईंले फलो गर्नुभएका कलाकारका नयाँ ट्र्याकहरू',
    loading: 'तपाईंले फलो गर्नुभएका कलाकारका नयाँ ट्र्याकहरू लोड हुँदैछन्...',
    empty: 'कलाकारहरूलाई फलो गर्नुहोस्, उनीहरूका नयाँ ट्र्याक यहाँ देखिन्छन्।',
    findArtists: 'कलाकार खोज्नुहोस्',
  },
  library: {
    tab: 'फलो गरिएका',
    listLabel: 'तपाईंले फलो गर्नुभएका कलाकारहरू',
    loading: 'तपाईंले फलो गर्नुभएका कलाकारहरू लोड हुँदैछन्...',
    empty: 'तपाईंले अहिलेसम्म कुनै कलाकारलाई फलो गर्नुभएको छैन।',
    noMore: 'तपाईंले फलो गर्नुभएका सबै कलाकार यति नै हुन्।',
  },
  dashboard: {
    title: 'फलोअरहरू',
    hint: 'उनीहरूले तपाईंका नयाँ ट्र्याक आफ्नो फलो फिडमा देख्छन्।',
    countUnavailable: 'अहिले उपलब्ध छैन',
  },
};
