import type { TLicenceKind } from '@beatpasal/shared/licences';
import { formatNpr, formatPaisa } from '@beatpasal/shared/prices';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { TRejectionReason } from '@beatpasal/shared/schemas/purchases';
import { wordsIn } from '@beatpasal/shared/vocabulary';

/** What every purchase e-mail says about its order, already in the reader's language. */
export interface TPurchaseFacts {
  title: string;
  artist: string;
  licence: string;
  price: string;
  reference: string;
}

const LICENCE_NAMES = { en: wordsIn('licenceKinds', 'en'), ne: wordsIn('licenceKinds', 'ne') };
const REASON_NAMES = { en: wordsIn('rejectionReasons', 'en'), ne: wordsIn('rejectionReasons', 'ne') };

/** The licence kind and rejection reason in the reader's language, from the shared vocabulary (decision 074). */
export const licenceName = (kind: TLicenceKind, language: TLanguage) => LICENCE_NAMES[language][kind];
export const reasonName = (reason: TRejectionReason, language: TLanguage) => REASON_NAMES[language][reason];
/** NPR 1,00,000 in English, रु 1,00,000 in Nepali (South Asian grouping in both). */
export const money = (amount: number, language: TLanguage) =>
  language === 'ne' ? formatNpr(amount).replace(/^NPR/, 'रु') : formatNpr(amount);
/** The exact amount a purchase asks for, with its paisa (decision 063): NPR 1,500.37, in Nepali रु 1,500.37. */
export const exactMoney = (paisa: number, language: TLanguage) =>
  language === 'ne' ? formatPaisa(paisa).replace(/^NPR/, 'रु') : formatPaisa(paisa);

export const PURCHASE_MAIL_TEXTS = {
  en: {
    proof: (f: TPurchaseFacts, transaction: string) => ({
      subject: `Payment submitted for “${f.title}” (${f.reference})`,
      heading: 'A buyer says they have paid',
      paragraphs: [
        `A buyer submitted proof of payment of ${f.price} for the ${f.licence} licence of “${f.title}”, order reference ${f.reference}, wallet transaction ${transaction}.`,
        'Check your own wallet statement for this amount and reference before you confirm: a screenshot alone is not proof. Then mark the purchase as paid, or reject it, in your Artist Dashboard.',
      ],
      label: 'Open the Artist Dashboard',
    }),
    approved: (f: TPurchaseFacts, coverUrl: string | null) => ({
      subject: `Payment confirmed: “${f.title}” by ${f.artist}`,
      heading: 'Your payment is confirmed',
      paragraphs: [
        `${f.artist} confirmed your payment of ${f.price} for the ${f.licence} licence of “${f.title}” (order ${f.reference}).`,
        'Your files and the signed licence agreement (PDF) are ready to download in your dashboard.',
        ...(coverUrl ? [`Cover: ${coverUrl}`] : []),
      ],
      label: 'Open my purchases',
    }),
    rejected: (f: TPurchaseFacts, reason: string, note: string | null, refund: string) => ({
      subject: `Purchase rejected: “${f.title}” (${f.reference})`,
      heading: 'The artist rejected your purchase',
      paragraphs: [
        `${f.artist} rejected your purchase of the ${f.licence} licence of “${f.title}” (order ${f.reference}).`,
        `Reason: ${reason}`,
        ...(note ? [`Note from the artist: ${note}`] : []),
        `Refund stated by the artist: ${refund}. If you paid through a wallet, the artist returns it to the same wallet; reply to them in Messages if it does not arrive.`,
        'If you cannot settle it with the artist, report a dispute with your order reference.',
      ],
      label: 'Open my purchases',
    }),
    closed: (f: TPurchaseFacts, wasPaid: boolean) => ({
      subject: `“${f.title}” was sold exclusively (${f.reference})`,
      heading: 'This track is no longer for sale',
      paragraphs: [
        `“${f.title}” by ${f.artist} was sold with exclusive rights to another buyer, so your ${f.licence} purchase (order ${f.reference}) is closed.`,
        wasPaid
          ? `You already sent ${f.price}: ask ${f.artist} in Messages for the refund, or report a dispute with your order reference if it does not come.`
          : 'You had not paid yet: do not send a payment for this order.',
      ],
      label: 'Open my purchases',
    }),
  },
  ne: {
    proof: (f: TPurchaseFacts, transaction: string) => ({
      subject: `“${f.title}” को भुक्तानी पठाइयो (${f.reference})`,
      heading: 'एक खरिदकर्ताले भुक्तानी गरेको बताउनुभयो',
      paragraphs: [
        `एक खरिदकर्ताले “${f.title}” को ${f.licence} लाइसेन्सका लागि ${f.price} तिरेको प्रमाण पठाउनुभयो; अर्डर नम्बर ${f.reference}, वालेट कारोबार ${transaction}।`,
        'पुष्टि गर्नुअघि आफ्नो वालेट स्टेटमेन्टमा यो रकम र अर्डर नम्बर जाँच्नुहोस्: स्क्रिनसट मात्र प्रमाण होइन। त्यसपछि कलाकार ड्यासबोर्डमा खरिदलाई भुक्तानी भएको भनी चिनाउनुहोस्, वा अस्वीकार गर्नुहोस्।',
      ],
      label: 'कलाकार ड्यासबोर्ड खोल्नुहोस्',
    }),
    approved: (f: TPurchaseFacts, coverUrl: string | null) => ({
      subject: `भुक्तानी पुष्टि भयो: ${f.artist} को “${f.title}”`,
      heading: 'तपाईंको भुक्तानी पुष्टि भयो',
      paragraphs: [
        `${f.artist} ले “${f.title}” को ${f.licence} लाइसेन्सका लागि तपाईंले तिर्नुभएको ${f.price} पुष्टि गर्नुभयो (अर्डर ${f.reference})।`,
        'तपाईंका फाइलहरू र हस्ताक्षर गरिएको लाइसेन्स सम्झौता (PDF) ड्यासबोर्डबाट डाउनलोड गर्न तयार छन्।',
        ...(coverUrl ? [`कभर: ${coverUrl}`] : []),
      ],
      label: 'मेरा खरिदहरू खोल्नुहोस्',
    }),
    rejected: (f: TPurchaseFacts, reason: string, note: string | null, refund: string) => ({
      subject: `खरिद अस्वीकृत: “${f.title}” (${f.reference})`,
      heading: 'कलाकारले तपाईंको खरिद अस्वीकार गर्नुभयो',
      paragraphs: [
        `${f.artist} ले “${f.title}” को ${f.licence} लाइसेन्सको तपाईंको खरिद अस्वीकार गर्नुभयो (अर्डर ${f.reference})।`,
        `कारण: ${reason}`,
        ...(note ? [`कलाकारको टिप्पणी: ${note}`] : []),
        `कलाकारले बताएको फिर्ता रकम: ${refund}। वालेटबाट तिर्नुभएको भए कलाकारले उही वालेटमा फिर्ता गर्नुहुन्छ; नआए सन्देशमा उहाँलाई लेख्नुहोस्।`,
        'कलाकारसँग मिलाउन सकिएन भने अर्डर नम्बरसहित विवाद रिपोर्ट गर्नुहोस्।',
      ],
      label: 'मेरा खरिदहरू खोल्नुहोस्',
    }),
    closed: (f: TPurchaseFacts, wasPaid: boolean) => ({
      subject: `“${f.title}” एक्स्क्लुसिभ रूपमा बिक्री भयो (${f.reference})`,
      heading: 'यो ट्र्याक अब बिक्रीमा छैन',
      paragraphs: [
        `${f.artist} को “${f.title}” अर्को खरिदकर्तालाई एक्स्क्लुसिभ अधिकारसहित बिक्री भयो, त्यसैले तपाईंको ${f.licence} खरिद (अर्डर ${f.reference}) बन्द भयो।`,
        wasPaid
          ? `तपाईंले ${f.price} पठाइसक्नुभएको छ: फिर्ताका लागि सन्देशमा ${f.artist} लाई भन्नुहोस्, नआए अर्डर नम्बरसहित विवाद रिपोर्ट गर्नुहोस्।`
          : 'तपाईंले अझै तिर्नुभएको छैन: यो अर्डरका लागि भुक्तानी नपठाउनुहोस्।',
      ],
      label: 'मेरा खरिदहरू खोल्नुहोस्',
    }),
  },
} satisfies Record<TLanguage, unknown>;
