import type { TLicenceKind } from '@beatpasal/shared/licences';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';

/** The facts an agreement states, already formatted for its language. */
export interface TAgreementFacts {
  kind: TLicenceKind;
  licence: string;
  artistName: string;
  artistUsername: string;
  /** The artist, then each co-producer who shares the sale: "A, B". */
  producers: string;
  buyer: string;
  title: string;
  terms: string | null;
  streamCap: string | null;
  leaseDays: number | null;
  files: string;
  price: string;
  reference: string;
  wallet: string;
}

interface TAgreementTexts {
  title: (licence: string) => string;
  headings: [string, string, string, string, string, string];
  parties: (f: TAgreementFacts) => string[];
  track: (f: TAgreementFacts) => string[];
  terms: (f: TAgreementFacts) => string[];
  payment: (f: TAgreementFacts) => string[];
  confirmed: string;
  issued: string;
  law: string[];
  check: { heading: string; lines: (code: string, url: string) => string[] };
  fingerprint: (version: number, sha: string) => string;
}

const keepsShare = (kind: TLicenceKind) => kind !== 'full_rights';
const isExclusive = (kind: TLicenceKind) => kind === 'exclusive' || kind === 'full_rights';

export const AGREEMENT_TEXTS: Record<TLanguage, TAgreementTexts> = {
  en: {
    title: (licence) => `${licence} Licence Agreement`,
    headings: ['1. Parties', '2. Track', '3. Licence and terms', '4. Payment', '5. Date', '6. Governing law'],
    parties: (f) => [`Artist (licensor): ${f.artistName} p/k/a ${f.artistUsername}`, `Buyer (licensee): ${f.buyer}`],
    track: (f) => [`Title: “${f.title}”`, `Produced by ${f.producers}`],
    terms: (f) => [
      `Licence: ${f.licence}`,
      ...(f.terms ? [`Terms set by the artist: ${f.terms}`] : []),
      `Audio streams: ${f.streamCap ? `up to ${f.streamCap}` : 'no limit stated'}`,
      `Music videos: ${f.kind === 'lease' ? '1 music video unless the terms above say otherwise' : 'no limit stated'}`,
      `Term: ${f.leaseDays ? `${f.leaseDays} days from the date of issue` : 'perpetual'}`,
      `Credit: the buyer credits the track as “Produced by ${f.producers}” wherever credits are given.`,
      keepsShare(f.kind)
        ? 'Publishing: the artist keeps their writer’s share of the music in any song made with the track, unless the terms above say otherwise.'
        : 'Publishing: the buyer owns the publishing of the track in full.',
      f.kind === 'full_rights'
        ? 'Full rights: ownership and copyright of the track pass to the buyer. The artist keeps no right to license or sell it again.'
        : isExclusive(f.kind)
          ? 'Exclusive: no other buyer will be licensed this track from the date of this agreement. The artist keeps the copyright.'
          : 'Non-exclusive: the artist may license this track to other buyers.',
      `Files delivered: ${f.files}`,
    ],
    payment: (f) => [
      `Price: ${f.price}, paid directly to the artist`,
      `Order reference: ${f.reference}`,
      `Wallet transaction: ${f.wallet}`.trim(),
    ],
    confirmed: 'Payment confirmed by the artist',
    issued: 'Issued',
    law: [
      'This agreement is governed by the laws of Nepal. The parties first try to settle any dispute between themselves.',
      'Beatpasal is only the marketplace where the parties met and is not a party to this agreement.',
    ],
    check: {
      heading: '7. Check this licence',
      lines: (code, url) => [
        `Licence code: ${code}`,
        `Anyone can check this licence, its terms and whether it is still valid at ${url}, or by scanning the QR code.`,
      ],
    },
    fingerprint: (version, sha) => `Template v${version}. SHA-256 of the agreement text above: ${sha}`,
  },
  ne: {
    title: (licence) => `${licence} लाइसेन्स सम्झौता`,
    headings: ['१. पक्षहरू', '२. ट्र्याक', '३. लाइसेन्स र सर्तहरू', '४. भुक्तानी', '५. मिति', '६. लागू हुने कानुन'],
    parties: (f) => [
      `कलाकार (लाइसेन्स दिने): ${f.artistName} (@${f.artistUsername})`,
      `खरिदकर्ता (लाइसेन्स लिने): ${f.buyer}`,
    ],
    track: (f) => [`शीर्षक: “${f.title}”`, `निर्माता: ${f.producers}`],
    terms: (f) => [
      `लाइसेन्स: ${f.licence}`,
      ...(f.terms ? [`कलाकारले राखेका सर्त: ${f.terms}`] : []),
      `अडियो स्ट्रिम: ${f.streamCap ? `${f.streamCap} सम्म` : 'सीमा तोकिएको छैन'}`,
      `म्युजिक भिडियो: ${f.kind === 'lease' ? 'माथिका सर्तले अरू नभनेसम्म 1 वटा' : 'सीमा तोकिएको छैन'}`,
      `अवधि: ${f.leaseDays ? `जारी भएको मितिदेखि ${f.leaseDays} दिन` : 'सधैँका लागि'}`,
      `श्रेय: श्रेय दिइने हरेक ठाउँमा खरिदकर्ताले ट्र्याकलाई “निर्माता: ${f.producers}” भनी उल्लेख गर्नुहुन्छ।`,
      keepsShare(f.kind)
        ? 'प्रकाशन: माथिका सर्तले अरू नभनेसम्म यो ट्र्याकबाट बनेका गीतमा सङ्गीतको लेखक-अंश कलाकारकै रहन्छ।'
        : 'प्रकाशन: ट्र्याकको प्रकाशन अधिकार पूरै खरिदकर्ताको हुन्छ।',
      f.kind === 'full_rights'
        ? 'पूर्ण अधिकार: ट्र्याकको स्वामित्व र प्रतिलिपि अधिकार खरिदकर्तामा सर्छ। कलाकारले यसलाई फेरि लाइसेन्स दिन वा बेच्न पाउनुहुन्न।'
        : isExclusive(f.kind)
          ? 'एक्लो अधिकार: यो सम्झौताको मितिदेखि अरू कुनै खरिदकर्तालाई यो ट्र्याकको लाइसेन्स दिइने छैन। प्रतिलिपि अधिकार कलाकारकै रहन्छ।'
          : 'एक्लो अधिकार होइन: कलाकारले यो ट्र्याकको लाइसेन्स अरू खरिदकर्तालाई पनि दिन सक्नुहुन्छ।',
      `दिइएका फाइल: ${f.files}`,
    ],
    payment: (f) => [
      `मूल्य: ${f.price}, सिधै कलाकारलाई तिरिएको`,
      `अर्डर नम्बर: ${f.reference}`,
      `वालेट कारोबार: ${f.wallet}`.trim(),
    ],
    confirmed: 'कलाकारले भुक्तानी पक्का गरेको मिति',
    issued: 'जारी मिति',
    law: [
      'यो सम्झौतामा नेपालको कानुन लागू हुन्छ। कुनै विवाद भए पक्षहरूले पहिले आपसमै मिलाउने प्रयास गर्छन्।',
      'Beatpasal पक्षहरू भेट भएको बजार मात्र हो, यो सम्झौताको पक्ष होइन।',
    ],
    check: {
      heading: '७. यो लाइसेन्स जाँच्नुहोस्',
      lines: (code, url) => [
        `लाइसेन्स कोड: ${code}`,
        `यो लाइसेन्स, यसका सर्त र यो अझै मान्य छ कि छैन भन्ने कुरा जसले पनि ${url} मा वा QR कोड स्क्यान गरेर जाँच्न सक्नुहुन्छ।`,
      ],
    },
    fingerprint: (version, sha) => `ढाँचा v${version} (ने)। माथिको सम्झौता पाठको SHA-256: ${sha}`,
  },
};
