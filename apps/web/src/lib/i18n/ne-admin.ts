import type { adminEn } from './en-admin';

type TWiden<T> = { [K in keyof T]: T[K] extends string ? string : TWiden<T[K]> };

/** प्रशासक क्षेत्र (/admin) का नेपाली पाठ। */
export const adminNe: TWiden<typeof adminEn> = {
  nav: {
    link: 'प्रशासन',
    sections: 'प्रशासनका खण्डहरू',
    home: 'सारांश',
    audit: 'अडिट लग',
  },
  home: {
    title: 'प्रशासन',
    intro: 'यहाँ तपाईंले गर्ने हरेक काम तपाईंको कारणसहित अडिट लगमा लेखिन्छ, र प्रभावित व्यक्तिलाई इमेल पठाइन्छ।',
  },
  audit: {
    title: 'अडिट लग',
    intro: 'प्रशासकहरूका सबै कामहरू, नयाँ पहिले। प्रविष्टिहरू पढ्न मिल्छ, तर कहिल्यै बदल्न मिल्दैन।',
    filterAction: 'काम',
    filterTarget: 'लक्ष्यको प्रकार',
    filterTargetId: 'लक्ष्यको आईडी',
    anyTarget: 'कुनै पनि',
    apply: 'छान्नुहोस्',
    loading: 'अडिट लग लोड हुँदैछ...',
    empty: 'यी सर्तसँग मिल्ने कुनै प्रविष्टि छैन।',
    loadMore: 'पुराना प्रविष्टिहरू',
    when: 'कहिले',
    who: 'कसले',
    what: 'काम',
    target: 'लक्ष्य',
    reason: 'कारण',
    change: 'पहिले → पछि',
    from: 'आईपी {ip}',
    noReason: '—',
  },
};
