import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { REFUND_OVERDUE_DAYS } from '@beatpasal/shared/schemas/trust';
import type { TPurchaseFacts } from './purchase-mail-texts';

/**
 * The mails of decision 066 in both languages: a paid order closed by another buyer's exclusive
 * sale, with the refund the artist stated; a sale revoked through a dispute, to both sides.
 */
export const PAID_SALE_MAIL_TEXTS = {
  en: {
    closedPaid: (f: TPurchaseFacts, refund: string) => ({
      subject: `“${f.title}” was sold exclusively: your refund (${f.reference})`,
      heading: 'This track is no longer for sale',
      paragraphs: [
        `“${f.title}” by ${f.artist} was sold with exclusive rights to another buyer, so your ${f.licence} order ${f.reference} is closed.`,
        `You had sent ${f.price}. ${f.artist} stated a refund of ${refund} to you.`,
        `When it arrives, confirm it on the order page. If it has not arrived within ${REFUND_OVERDUE_DAYS} days, or is less than you paid, open a dispute from the same page: the administrators will look at it.`,
      ],
      label: 'Open the order',
    }),
    refundRestated: (f: TPurchaseFacts, note: string, refund: string) => ({
      subject: `Your dispute about order ${f.reference} was accepted`,
      heading: 'The artist accepted your dispute',
      paragraphs: [
        `${f.artist} accepted your dispute about “${f.title}” (order ${f.reference}).`,
        `Note from the artist: ${note}`,
        `Refund owed to you: ${refund}. Confirm it on the order page when it arrives; if it does not arrive within ${REFUND_OVERDUE_DAYS} days, open a dispute there again.`,
      ],
      label: 'Open the order',
    }),
    revokedBuyer: (f: TPurchaseFacts, reason: string, refund: string, byAdmin: boolean) => ({
      subject: `Your licence for “${f.title}” was revoked (${f.reference})`,
      heading: 'Your dispute was decided for you',
      paragraphs: [
        byAdmin
          ? `An administrator decided your dispute about “${f.title}” (order ${f.reference}) for you.`
          : `${f.artist} accepted your dispute about “${f.title}” (order ${f.reference}).`,
        `Reason: ${reason}`,
        `Refund owed to you: ${refund}. Confirm it on the order page when it arrives; if it does not arrive within ${REFUND_OVERDUE_DAYS} days, open a dispute there.`,
        'The sale is revoked: the files are no longer available to download. Your licence agreement stays in your dashboard, marked revoked with this date and reason.',
      ],
      label: 'Open the order',
    }),
    revokedArtist: (f: TPurchaseFacts, reason: string, refund: string, byAdmin: boolean) => ({
      subject: `Sale revoked: “${f.title}” (${f.reference})`,
      heading: byAdmin ? 'An administrator decided the dispute for the buyer' : 'You accepted the buyer’s dispute',
      paragraphs: [
        `The ${f.licence} sale of “${f.title}” (order ${f.reference}, ${f.price}) is revoked.`,
        `Reason: ${reason}`,
        `Refund owed to the buyer: ${refund}. Send it to the wallet they paid from; the buyer confirms it when it arrives.`,
        'If the sale was exclusive, the track is back on sale.',
      ],
      label: 'Open the Artist Dashboard',
    }),
  },
  ne: {
    closedPaid: (f: TPurchaseFacts, refund: string) => ({
      subject: `“${f.title}” एक्स्क्लुसिभ रूपमा बिक्री भयो: तपाईंको फिर्ता (${f.reference})`,
      heading: 'यो ट्र्याक अब बिक्रीमा छैन',
      paragraphs: [
        `${f.artist} को “${f.title}” अर्को खरिदकर्तालाई एक्स्क्लुसिभ अधिकारसहित बिक्री भयो, त्यसैले तपाईंको ${f.licence} अर्डर ${f.reference} बन्द भयो।`,
        `तपाईंले ${f.price} पठाउनुभएको थियो। ${f.artist} ले तपाईंलाई ${refund} फिर्ता गर्ने बताउनुभयो।`,
        `फिर्ता आएपछि अर्डरको पृष्ठमा पुष्टि गर्नुहोस्। ${REFUND_OVERDUE_DAYS} दिनभित्र नआए वा तिरेभन्दा कम आए, सोही पृष्ठबाट विवाद खोल्नुहोस्: प्रशासकहरूले हेर्नुहुनेछ।`,
      ],
      label: 'अर्डर खोल्नुहोस्',
    }),
    refundRestated: (f: TPurchaseFacts, note: string, refund: string) => ({
      subject: `अर्डर ${f.reference} बारे तपाईंको विवाद स्वीकार भयो`,
      heading: 'कलाकारले तपाईंको विवाद स्वीकार गर्नुभयो',
      paragraphs: [
        `${f.artist} ले “${f.title}” (अर्डर ${f.reference}) बारे तपाईंको विवाद स्वीकार गर्नुभयो।`,
        `कलाकारको टिप्पणी: ${note}`,
        `तपाईंले पाउनुपर्ने फिर्ता: ${refund}। आएपछि अर्डरको पृष्ठमा पुष्टि गर्नुहोस्; ${REFUND_OVERDUE_DAYS} दिनभित्र नआए त्यहीँबाट फेरि विवाद खोल्नुहोस्।`,
      ],
      label: 'अर्डर खोल्नुहोस्',
    }),
    revokedBuyer: (f: TPurchaseFacts, reason: string, refund: string, byAdmin: boolean) => ({
      subject: `“${f.title}” को तपाईंको लाइसेन्स रद्द गरियो (${f.reference})`,
      heading: 'तपाईंको विवाद तपाईंको पक्षमा निर्णय भयो',
      paragraphs: [
        byAdmin
          ? `“${f.title}” (अर्डर ${f.reference}) बारे तपाईंको विवाद प्रशासकले तपाईंको पक्षमा निर्णय गर्नुभयो।`
          : `${f.artist} ले “${f.title}” (अर्डर ${f.reference}) बारे तपाईंको विवाद स्वीकार गर्नुभयो।`,
        `कारण: ${reason}`,
        `तपाईंले पाउनुपर्ने फिर्ता: ${refund}। आएपछि अर्डरको पृष्ठमा पुष्टि गर्नुहोस्; ${REFUND_OVERDUE_DAYS} दिनभित्र नआए त्यहीँबाट विवाद खोल्नुहोस्।`,
        'बिक्री रद्द भयो: फाइलहरू अब डाउनलोड गर्न मिल्दैन। तपाईंको लाइसेन्स सम्झौता यही मिति र कारणसहित रद्द भनी चिनाइएर ड्यासबोर्डमै रहन्छ।',
      ],
      label: 'अर्डर खोल्नुहोस्',
    }),
    revokedArtist: (f: TPurchaseFacts, reason: string, refund: string, byAdmin: boolean) => ({
      subject: `बिक्री रद्द: “${f.title}” (${f.reference})`,
      heading: byAdmin ? 'प्रशासकले विवाद खरिदकर्ताको पक्षमा निर्णय गर्नुभयो' : 'तपाईंले खरिदकर्ताको विवाद स्वीकार गर्नुभयो',
      paragraphs: [
        `“${f.title}” को ${f.licence} बिक्री (अर्डर ${f.reference}, ${f.price}) रद्द भयो।`,
        `कारण: ${reason}`,
        `खरिदकर्तालाई फिर्ता गर्नुपर्ने: ${refund}। उहाँले तिरेको वालेटमै पठाउनुहोस्; आएपछि खरिदकर्ताले पुष्टि गर्नुहुन्छ।`,
        'बिक्री एक्स्क्लुसिभ थियो भने ट्र्याक फेरि बिक्रीमा छ।',
      ],
      label: 'कलाकार ड्यासबोर्ड खोल्नुहोस्',
    }),
  },
} satisfies Record<TLanguage, unknown>;
