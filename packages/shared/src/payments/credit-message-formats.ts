/**
 * The shapes of credit messages the parser knows (decision 065). To teach it a new bank or wallet,
 * add one entry: `recognise` says the message is this format, and each list holds patterns whose
 * first capture group is the field; they are tried before the generic patterns below, which read
 * any format well enough on their own. Patterns run on text whose Devanagari digits are already
 * Latin. The samples in credit-messages.test.ts are written in these shapes (realistic, not
 * verbatim copies of real messages).
 */

export interface TCreditMessageFormat {
  id: string;
  recognise: RegExp;
  amount?: RegExp[];
  rrn?: RegExp[];
  sender?: RegExp[];
}

/** "Rs. 1,500.37", "NPR 1500.37", "NRs 1,500", "रु. १,५००.३७" (digits made Latin first). */
const CURRENCY = String.raw`(?:NPR|NRs\.?|Rs\.?|INR|रु\.?|रू\.?)`;
export const MONEY = String.raw`(\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d,]*\d)`;
const ID = String.raw`([A-Z0-9][A-Z0-9-]{5,39})`;

export const CREDIT_MESSAGE_FORMATS: readonly TCreditMessageFormat[] = [
  {
    id: 'statement',
    // A statement row: a date first, then an amount marked Cr or Dr (or labelled Credit / Debit).
    recognise: /^\s*\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}\b.*\b(?:Cr|CR|Dr|DR|Credit|Debit)\b/,
    amount: [
      new RegExp(String.raw`${MONEY}\s*(?:Cr|CR|Dr|DR)\b`),
      new RegExp(String.raw`\b(?:Cr|CR|Credit|Dr|DR|Debit)\s*[:|]?\s*${MONEY}`),
    ],
  },
  {
    id: 'bank_alert',
    recognise:
      /\bA\/C\b|\bAc(?:count)?\s*(?:No\.?|#)|\b(?:NIC\s*ASIA|GLOBAL\s*IME|NABIL|NMB|SANIMA|PRABHU|HBL|SBL|KUMARI|LAXMI|SIDDHARTHA|CITIZENS|MACHHAPUCHCHHRE|EVEREST|NIBL|ADBL|RBB|NBL)\b/i,
    amount: [new RegExp(String.raw`credited\s+(?:by|with|for)\s+${CURRENCY}\s*${MONEY}`, 'i')],
  },
  {
    id: 'esewa',
    recognise: /\besewa\b/i,
    amount: [new RegExp(String.raw`received\s+${CURRENCY}\s*${MONEY}`, 'i')],
    rrn: [new RegExp(String.raw`(?:Txn|Transaction)\s*(?:ID|Code|No\.?)\s*[:#.-]?\s*${ID}`, 'i')],
    sender: [/\bfrom\s+(.+?)\s*(?:\((9[678][0-9X*]{8})\)|,|\.\s|;|\s+(?:on|at|for|via|Txn|Remarks)\b|$)/i],
  },
  {
    id: 'khalti',
    recognise: /\bkhalti\b/i,
    amount: [new RegExp(String.raw`received\s+${CURRENCY}\s*${MONEY}`, 'i')],
    rrn: [new RegExp(String.raw`(?:Transaction|Txn)\s*(?:ID|Code)?\s*[:#.-]?\s*${ID}`, 'i')],
  },
  {
    id: 'fonepay',
    recognise: /\bfone\s?pay\b/i,
    amount: [new RegExp(String.raw`${CURRENCY}\s*${MONEY}\s*(?:has been\s+)?credited`, 'i')],
  },
];

/** Amounts written with a currency, before or after the number. */
export const GENERIC_AMOUNTS: readonly RegExp[] = [
  new RegExp(String.raw`${CURRENCY}\s*[:.]?\s*${MONEY}`, 'gi'),
  new RegExp(String.raw`${MONEY}\s*(?:NPR|rupees)\b`, 'gi'),
];

/** Words just before an amount that make it not the payment: a balance, a limit, a fee. */
export const NOT_THE_PAYMENT =
  /(?:bal(?:ance)?|avl|available|limit|fee|charge|cashback|reward)s?\.?\s*(?:is|:|of)?\s*$/i;

/** RRN (12 digits on NepalPay / Fonepay rails) and the transaction ids of wallets and banks. */
export const GENERIC_IDS: readonly RegExp[] = [
  /\bRRN\s*(?:No\.?)?\s*[:#.-]?\s*(\d{12})\b/i,
  new RegExp(String.raw`\b(?:Txn|Transaction|Trace)\s*(?:ID|Code|No\.?|Ref)?\s*[:#.-]?\s*${ID}`, 'i'),
  new RegExp(String.raw`\b(?:Ref(?:erence)?|UTR)\s*(?:No\.?|ID)?\s*[:#.-]?\s*${ID}`, 'i'),
  /\bRRN[:\s-]*([A-Z0-9]{6,24})\b/i,
];

/** Who paid: a name after "from" / "by", a masked mobile number, or the sending account. */
export const GENERIC_SENDERS: readonly RegExp[] = [
  /\bfrom\s+(?!A\/C|Ac\b|account\b)([A-Za-z][A-Za-z .']{1,60}?)\s*(?:\(|\)|,|\.\s|;|-\s|\s+(?:on|at|for|via|with|RRN|Txn|Remarks|Ref|A\/C|9[678][0-9X*]{8})\b|$)/i,
  /\b(9[678][0-9X*]{8})\b/,
  /\bfrom\s+(?:A\/C|Ac(?:count)?)\s*(?:No\.?)?\s*([0-9X*]{4,24})/i,
  /\bby\s+(?!NPR|NRs|Rs|INR)([A-Z][A-Za-z .']{1,60}?)\s*(?:\(|,|\.\s|;|\s+(?:on|at|for|via|RRN|Txn)\b|$)/,
];

/** Which way the money went. The earliest word found decides ("credited … debit card" is a credit). */
export const CREDIT_WORDS = /\b(?:received|credited|deposited|credit(?:ed)? to|sent (?:to )?you|paid you)\b/i;
export const DEBIT_WORDS =
  /\b(?:debited|withdrawn|you (?:have )?(?:sent|paid|transferred)|paid to|sent to|transferred to|payment (?:of .{1,30} )?to|purchase at)\b/i;
/** A statement's column marks, read only when no word above says it; case matters ("Dr." is also a title). */
export const CREDIT_MARK = /\b(?:Cr|CR)\b/;
export const DEBIT_MARK = /\b(?:Dr|DR)\b(?!\.)/;
