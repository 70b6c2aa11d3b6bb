/**
 * EMVCo merchant-presented QR (NepalQR: NEPALPAY QR, Fonepay, Khalti and bank merchant QRs), read
 * and written without a library (decision 064). A payload is a list of TLV fields: a 2-digit tag,
 * a 2-digit length, the value. Tags 26–51 (merchant account information) and 62 (additional data)
 * are templates: their value is itself a TLV list. Tag 63 is last and holds the CRC-16/CCITT-FALSE
 * of everything before its value, "6304" included.
 */

export interface TTlvField {
  tag: string;
  value: string;
}

/** EMVCo's own ceiling for a whole payload; anything longer is not a merchant QR. */
export const MAX_EMVCO_LENGTH = 512;
/** The most tag 54 can hold (EMVCo: 13 characters), and the most this builder will write. */
const MAX_AMOUNT_LENGTH = 13;
/** Tag 62 sub-tag 01, the bill number, holds at most 25 characters. */
export const MAX_BILL_NUMBER_LENGTH = 25;

const TAG_PAYLOAD_FORMAT = '00';
const TAG_INITIATION = '01';
const TAG_AMOUNT = '54';
const TAG_ADDITIONAL_DATA = '62';
const TAG_CRC = '63';
const SUB_TAG_BILL_NUMBER = '01';
const STATIC = '11';
const DYNAMIC = '12';

export function isTemplateTag(tag: string): boolean {
  const n = Number(tag);
  return (n >= 26 && n <= 51) || n === 62;
}

/** Splits a TLV string into its fields, or null when a tag or length is not two digits or a value runs past the end. */
export function parseTlv(text: string): TTlvField[] | null {
  const fields: TTlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length) return null;
    fields.push({ tag, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

/** Writes fields back as TLV; a value over 99 characters cannot be written and throws. */
export function writeTlv(fields: readonly TTlvField[]): string {
  return fields
    .map(({ tag, value }) => {
      if (value.length > 99) throw new RangeError(`EMVCo tag ${tag} is longer than 99 characters`);
      return `${tag}${String(value.length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR) of the UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Appends "6304" and the CRC of everything up to it. */
export function withCrc(body: string): string {
  const signed = `${body}${TAG_CRC}04`;
  return `${signed}${crc16CcittFalse(signed)}`;
}

export interface TEmvcoMerchantAccount {
  tag: string;
  /** Sub-tag 00 of the template: the network's globally unique id, e.g. "np.com.fonepay". */
  guid: string | null;
  fields: TTlvField[];
}

export interface TEmvcoPayload {
  fields: TTlvField[];
  merchantAccounts: TEmvcoMerchantAccount[];
  initiation: string;
  currency: string | null;
  country: string | null;
  payeeName: string | null;
  city: string | null;
  additionalData: TTlvField[] | null;
}

export type TEmvcoRead =
  { status: 'ok'; payload: TEmvcoPayload } | { status: 'damaged'; reason: string } | { status: 'not_emvco' };

/** Whether a text claims to be EMVCo: it opens with tag 00 = "01" (Payload Format Indicator). */
export function looksLikeEmvco(text: string): boolean {
  return text.startsWith('000201');
}

const byTag = (a: TTlvField, b: TTlvField) => Number(a.tag) - Number(b.tag);

function valueOf(fields: readonly TTlvField[], tag: string): string | null {
  return fields.find((field) => field.tag === tag)?.value ?? null;
}

/**
 * Reads an EMVCo payload. "damaged" is a text that claims to be EMVCo but whose TLV does not parse
 * (nested templates included), whose tag 63 is missing or not last, or whose CRC is wrong: a
 * misread or altered QR that a wallet would refuse too.
 */
export function readEmvco(text: string): TEmvcoRead {
  if (!looksLikeEmvco(text)) return { status: 'not_emvco' };
  if (text.length > MAX_EMVCO_LENGTH) return { status: 'damaged', reason: 'longer than 512 characters' };
  const fields = parseTlv(text);
  if (!fields) return { status: 'damaged', reason: 'malformed TLV' };
  const last = fields.at(-1);
  if (!last || last.tag !== TAG_CRC || last.value.length !== 4)
    return { status: 'damaged', reason: 'tag 63 is not the last field' };
  if (fields.filter((field) => field.tag === TAG_CRC).length !== 1)
    return { status: 'damaged', reason: 'tag 63 repeated' };
  if (new Set(fields.map((field) => field.tag)).size !== fields.length)
    return { status: 'damaged', reason: 'a tag is repeated' };
  if (crc16CcittFalse(text.slice(0, -4)) !== last.value.toUpperCase())
    return { status: 'damaged', reason: 'wrong CRC' };

  const merchantAccounts: TEmvcoMerchantAccount[] = [];
  let additionalData: TTlvField[] | null = null;
  for (const field of fields) {
    if (!isTemplateTag(field.tag)) continue;
    const nested = parseTlv(field.value);
    if (!nested) return { status: 'damaged', reason: `malformed template ${field.tag}` };
    if (field.tag === TAG_ADDITIONAL_DATA) additionalData = nested;
    else merchantAccounts.push({ tag: field.tag, guid: valueOf(nested, '00'), fields: nested });
  }
  return {
    status: 'ok',
    payload: {
      fields,
      merchantAccounts,
      initiation: valueOf(fields, TAG_INITIATION) ?? '',
      currency: valueOf(fields, '53'),
      country: valueOf(fields, '58'),
      payeeName: valueOf(fields, '59'),
      city: valueOf(fields, '60'),
      additionalData,
    },
  };
}

/**
 * Why a well-formed EMVCo payload is not a NepalQR this app can pre-fill, or null when it is:
 * version 01, static or dynamic, a merchant account, NPR (524), Nepal, a payee name and a city.
 */
export function nepalQrProblem(payload: TEmvcoPayload): string | null {
  if (valueOf(payload.fields, TAG_PAYLOAD_FORMAT) !== '01') return 'tag 00 is not 01';
  if (payload.initiation !== STATIC && payload.initiation !== DYNAMIC) return 'tag 01 is neither 11 nor 12';
  if (payload.merchantAccounts.length === 0) return 'no merchant account (tags 26–51)';
  if (payload.currency !== '524') return 'currency is not NPR (524)';
  if (payload.country !== 'NP') return 'country is not NP';
  if (!payload.payeeName?.trim()) return 'no payee name (tag 59)';
  if (!payload.city?.trim()) return 'no city (tag 60)';
  return null;
}

const NETWORKS: readonly [RegExp, string][] = [
  [/fonepay/i, 'Fonepay'],
  [/nepalpay|nchl/i, 'NEPALPAY'],
  [/khalti/i, 'Khalti'],
  [/esewa/i, 'eSewa'],
];

/** The network buyers pay through, named from the first merchant account's GUID ("np.com.fonepay" → "Fonepay"), else the GUID itself. */
export function emvcoNetworkName(payload: TEmvcoPayload): string | null {
  const guids = payload.merchantAccounts
    .map((account) => account.guid)
    .filter((guid): guid is string => Boolean(guid?.trim()));
  for (const guid of guids) {
    const known = NETWORKS.find(([pattern]) => pattern.test(guid));
    if (known) return known[1];
  }
  return guids[0]?.trim() ?? null;
}

/** 150037 → "1500.37": tag 54 takes rupees with a dot and two decimals. */
export function paisaToEmvcoAmount(amountPaisa: number): string {
  if (!Number.isSafeInteger(amountPaisa) || amountPaisa <= 0)
    throw new RangeError(`Not an amount in paisa: ${amountPaisa}`);
  const amount = `${Math.floor(amountPaisa / 100)}.${String(amountPaisa % 100).padStart(2, '0')}`;
  if (amount.length > MAX_AMOUNT_LENGTH) throw new RangeError(`Amount too large for tag 54: ${amount}`);
  return amount;
}

export interface TAmountQrInput {
  amountPaisa: number;
  /** Written to tag 62 sub-tag 01 (bill number) only when given: off by default (decision 064). */
  reference?: string | null;
}

function withBillNumber(additionalData: readonly TTlvField[] | null, reference: string): TTlvField {
  if (reference.length === 0 || reference.length > MAX_BILL_NUMBER_LENGTH)
    throw new RangeError('The reference must be 1–25 characters');
  const others = (additionalData ?? []).filter((field) => field.tag !== SUB_TAG_BILL_NUMBER);
  const nested = [...others, { tag: SUB_TAG_BILL_NUMBER, value: reference }].sort(byTag);
  return { tag: TAG_ADDITIONAL_DATA, value: writeTlv(nested) };
}

/**
 * The checkout QR of one purchase: the artist's fields unchanged, tag 01 = "12" (dynamic), tag 54 =
 * the exact amount, the reference in tag 62 only when asked, tags in ascending order, CRC
 * recomputed. Throws on a payload that is not a valid NepalQR: callers classify first.
 */
export function buildAmountQr(artistPayload: string, input: TAmountQrInput): string {
  const read = readEmvco(artistPayload);
  if (read.status !== 'ok') throw new RangeError(`Not a valid EMVCo payload (${read.status})`);
  const problem = nepalQrProblem(read.payload);
  if (problem) throw new RangeError(`Not a NepalQR payload: ${problem}`);
  const replaced = new Set([TAG_INITIATION, TAG_AMOUNT, TAG_CRC]);
  const fields = read.payload.fields.filter((field) => !replaced.has(field.tag));
  fields.push(
    { tag: TAG_INITIATION, value: DYNAMIC },
    { tag: TAG_AMOUNT, value: paisaToEmvcoAmount(input.amountPaisa) },
  );
  if (input.reference) {
    const at = fields.findIndex((field) => field.tag === TAG_ADDITIONAL_DATA);
    const additional = withBillNumber(read.payload.additionalData, input.reference);
    if (at === -1) fields.push(additional);
    else fields[at] = additional;
  }
  fields.sort(byTag);
  const payload = withCrc(writeTlv(fields));
  if (payload.length > MAX_EMVCO_LENGTH) throw new RangeError('The checkout QR would be longer than 512 characters');
  return payload;
}
