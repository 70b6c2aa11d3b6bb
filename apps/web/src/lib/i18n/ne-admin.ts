import { adminAccountsNe } from './ne-admin-accounts';
import { adminContactNe } from './ne-admin-contact';
import { adminDisputesNe } from './ne-admin-disputes';
import { adminReportsNe } from './ne-admin-reports';
import { adminStrikesNe } from './ne-admin-strikes';
import { adminTakedownsNe } from './ne-admin-takedowns';
import type { TAdminMessagesShape } from './translate';

/** प्रशासक क्षेत्र (/admin) का नेपाली पाठ: क्षेत्र आफैं यहाँ, हरेक मोडरेसन अवधारणा आफ्नै फाइलमा (निर्णय ०७६)। */
export const adminNe: TAdminMessagesShape = {
  nav: {
    sections: 'प्रशासनका खण्डहरू',
    home: 'सारांश',
    audit: 'अडिट लग',
    reports: 'रिपोर्टहरू',
    takedowns: 'टेकडाउनहरू',
    strikes: 'पुनरावेदनहरू',
    contact: 'सम्पर्क सन्देशहरू',
    accounts: 'खाताहरू',
    disputes: 'विवादहरू',
    refunds: 'फिर्ताहरू',
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
  overview: {
    counts: 'आज',
    users: 'खाताहरू',
    tracks: 'ट्र्याकहरू',
    openReports: 'खुला रिपोर्टहरू',
    pendingTakedowns: 'विचाराधीन टेकडाउनहरू',
    pendingAppeals: 'विचाराधीन पुनरावेदनहरू',
    openContact: 'खुला सम्पर्क सन्देशहरू',
    openDisputes: 'खुला विवादहरू',
    overdueRefunds: 'म्याद नाघेका फिर्ता रकम (७ दिन)',
    newUsers: 'हप्तामा नयाँ खाताहरू',
    newTracks: 'हप्तामा नयाँ ट्र्याकहरू',
    sales: 'हप्तामा रुपैयाँमा बिक्री (स्वीकृत खरिदहरू)',
    purchases: 'अवस्थाअनुसार खरिदहरू',
    week: 'हप्ता सुरु',
    value: 'संख्या',
    state: 'अवस्था',
    asTable: 'तालिकामा देखाउनुहोस्',
    noPurchases: 'अहिलेसम्म कुनै खरिद छैन।',
    loading: 'सारांश लोड हुँदैछ...',
    states: {
      awaiting_payment: 'भुक्तानी पर्खँदै',
      pending: 'विचाराधीन',
      approved: 'स्वीकृत',
      rejected: 'अस्वीकृत',
      closed: 'बन्द',
      expired: 'म्याद सकियो',
    },
  },
  queue: {
    reasonLabel: 'प्रभावित व्यक्तिहरूलाई टिप्पणी (अनिवार्य)',
    done: 'भयो। यो काम अडिट लगमा लेखियो।',
    loadMore: 'पुराना',
    note: 'टिप्पणी: {note}',
  },
  reports: adminReportsNe,
  strikes: adminStrikesNe,
  takedowns: adminTakedownsNe,
  contact: adminContactNe,
  accounts: adminAccountsNe,
  disputes: adminDisputesNe,
};
