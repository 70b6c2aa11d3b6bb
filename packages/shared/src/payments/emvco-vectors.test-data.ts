/**
 * EMVCo payloads shaped like the QR codes Nepali wallets print (NepalQR): merchant account
 * template, category code, currency 524, NP, payee, city, optional additional data, CRC. Their CRCs
 * were checked with Python's binascii.crc_hqx(data, 0xFFFF), an implementation independent of ours.
 */
export const EMVCO_VECTORS = {
  /** Fonepay merchant: GUID np.com.fonepay in template 26, a terminal label in tag 62. */
  fonepay:
    '00020101021126520014np.com.fonepay01162222090014598654021098012345675204599953035245802NP' +
    '5917RAM BAHADUR THAPA6009KATHMANDU62080704T00163043019',
  /** NEPALPAY QR (NCHL): template 27, no tag 62. */
  nepalpay:
    '00020101021127430011np.com.nchl0104NCHL021603010000123456785204729953035245802NP' +
    '5920SITA KUMARI SHRESTHA6008LALITPUR6304C469',
  /** Khalti merchant: template 30, a postal code in tag 61. */
  khalti:
    '00020101021130340013np.com.khalti0113KHALTI-M-00425204581553035245802NP5915BEAT GHAR MUSIC6007POKHARA61053370063046D9C',
  /** Sound EMVCo, but dollars in the United States: not a NepalQR. */
  foreign: '00020101021126260015com.example.pay01031235204599953038405802US5908JOHN DOE6008NEW YORK6304C39A',
} as const;

export const JSON_VECTORS = {
  esewa: '{"eSewa_id":"9801234567","name":"Ram Bahadur Thapa"}',
  bank: '{"accountNumber":"01234567890123","accountName":"SITA KUMARI SHRESTHA","bankCode":"NABIL"}',
} as const;
