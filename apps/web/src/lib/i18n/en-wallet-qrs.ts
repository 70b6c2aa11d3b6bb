/** What a wallet QR is and the checkout QR that carries the amount (issue 30 items 1–2, decision 064). */
export const walletQrsEn = {
  payee: {
    /** The artist's side: shown under each saved QR. */
    buyersPayThrough: 'Buyers will pay {payee} through {network}',
    buyersPay: 'Buyers will pay {payee}',
    /** The buyer's side: shown at checkout. */
    youPayThrough: 'You are paying {payee} through {network}',
    youPay: 'You are paying {payee}',
  },
  reference: {
    label: 'Put the order reference in checkout QR codes',
    hint: 'Off by default: with one bank, the instant credit SMS stops arriving when a QR carries a reference. Turn it on only if your bank’s message still arrives after a test payment.',
    on: 'Checkout QR codes of this wallet now carry the order reference.',
    off: 'Checkout QR codes of this wallet no longer carry the order reference.',
  },
  added: {
    withPayee: 'QR code added. Buyers will pay {payee}.',
  },
  checkout: {
    amountFilledIn:
      'This QR code is made for this order: {amount} is already filled in. Scan it and confirm in your wallet app.',
    purchaseQrAlt: 'QR code to pay {amount} to {payee}',
    typeAmount: 'Send exactly this amount, with its paisa:',
    typeAmountHint:
      'This QR code cannot carry the amount: type it into your wallet app, then add the order reference as the remark.',
    qrFailed: 'The QR code with the amount could not be loaded. Scan the artist’s own QR code and type the amount.',
  },
} as const;
