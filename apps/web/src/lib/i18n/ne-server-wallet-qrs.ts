/** The `walletQrPayload` and `paymentQr` server messages (packages/shared/src/payments, decision 064) in Nepali. */
export const walletQrPayloadNeServer = {
  damaged: 'यो QR कोड बिग्रिएको जस्तो देखिन्छ: आफ्नो वालेट एपबाट फेरि स्क्यान गर्नुहोस्',
};

export const paymentQrNeServer = {
  walletNotFound: 'यो वालेट QR कोड कलाकारको होइन। पृष्ठ रिफ्रेस गरेर फेरि वालेट छान्नुहोस्।',
  cannotCarryAmount: 'यो वालेट QR कोडमा रकम राख्न मिल्दैन: कलाकारको आफ्नै QR स्क्यान गरेर देखाइएको रकम टाइप गर्नुहोस्।',
  notAwaitingPayment: 'यो खरिद अब भुक्तानी पर्खिरहेको छैन, त्यसैले यसको भुक्तानी QR छैन।',
  includeReferenceRequired: 'चेकआउट QR कोडमा अर्डर सन्दर्भ राख्ने कि नराख्ने, भन्नुहोस्।',
};
