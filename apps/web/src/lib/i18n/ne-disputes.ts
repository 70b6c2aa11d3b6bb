import type { TMessagesShape } from './translate';

/** खरिदकर्ताले भेट्ने विवादका पाठ (निर्णय ०३१); प्रशासकका विवाद पृष्ठ ne-admin-disputes.ts मा छन्। */
export const disputesNe: TMessagesShape['disputes'] = {
  statuses: { open: 'खुला', resolved_buyer: 'खरिदकर्ताको पक्षमा', resolved_artist: 'कलाकारको पक्षमा', closed: 'बन्द' },
  reasons: {
    not_approved: '३ दिनभित्र स्वीकृत भएन',
    rejected_without_refund: 'फिर्ता बिना अस्वीकृत',
    closed_without_refund: 'भुक्तानीपछि बन्द, फिर्ता आएन',
    wrong_file: 'गलत फाइल',
  },
  buyer: {
    openDispute: 'विवाद खोल्नुहोस्',
    refundAction: 'फिर्ता वा विवाद',
    title: 'खरिद {reference}',
    loading: 'लोड हुँदैछ...',
    frozen: 'यसको कुनै खाता निलम्बित भएकाले यो खरिद रोकिएको छ। प्रशासकले यसलाई हेर्नुहुनेछ।',
    disputeOpen: 'तपाईंको विवाद ({reason}) {date} देखि खुला छ। प्रशासकहरूले इमेलबाट जवाफ दिनुहुनेछ।',
    lastDecision: 'पछिल्लो निर्णय ({status}): {note}',
    refundStated: 'कलाकारले {amount} फिर्ता गर्ने भन्नुभयो।',
    refundConfirmed: 'तपाईंले {date} मा फिर्ता पाएको पुष्टि गर्नुभयो।',
    confirmRefund: 'मैले फिर्ता पाएँ',
    refundThanks: 'धन्यवाद। फिर्ता पाएको रूपमा चिन्ह लगाइयो।',
    reason: 'कारण',
    message: 'के भयो?',
    messageHint: 'प्रशासकहरूले यो खरिद र कलाकारसँगका तपाईंका सन्देशहरूसँगै पढ्नुहुन्छ।',
    send: 'विवाद पठाउनुहोस्',
    sent: 'तपाईंको विवाद प्रशासकहरूलाई पठाइयो।',
    close: 'बन्द गर्नुहोस्',
    nothing: 'अहिले यो खरिदमा विवाद गर्न मिल्ने केही छैन।',
  },
};
