import { toLatinDigits } from '../digits';
import {
  CREDIT_MARK,
  CREDIT_MESSAGE_FORMATS,
  CREDIT_WORDS,
  DEBIT_MARK,
  DEBIT_WORDS,
  GENERIC_AMOUNTS,
  GENERIC_IDS,
  GENERIC_SENDERS,
  MONEY,
  NOT_THE_PAYMENT,
} from './credit-message-formats';

/**
 * Reads pasted or forwarded credit messages (decision 065): one blob becomes messages, and each
 * message its amount in paisa, time, sender, RRN / transaction id and any order reference. Pure and
 * shared, so the server matches with it and a test reads it as a table. The text itself goes no
 * further than this function's caller.
 */

export const CREDIT_MESSAGE_REASONS = ['no_amount', 'debit'] as const;
export type TCreditMessageReason = (typeof CREDIT_MESSAGE_REASONS)[number];

export interface TParsedCreditMessage {
  /** The message's place in the paste, from 1. */
  index: number;
  format: string | null;
  direction: 'credit' | 'debit' | 'unknown';
  amountPaisa: number | null;
  /** ISO time, when the message gives a date and a time (read as Nepal time unless it says otherwise). */
  sentAt: string | null;
  sender: string | null;
  /** RRN or the wallet's transaction id, upper case without spaces. */
  rrn: string | null;
  /** An order reference (BP-XXXXX) written in the message, e.g. in its remarks. */
  reference: string | null;
  /** Why this message cannot confirm anything by itself; null for a credit with an amount. */
  reason: TCreditMessageReason | null;
}

const REFERENCE_IN_TEXT = /\bBP-?([2-9A-HJ-NP-Z]{5})\b/i;
const NEPAL_OFFSET_MINUTES = 345;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONEY_ALONE = new RegExp(MONEY);

/** "1,500.37" → 150037, "1500.5" → 150050, "1,00,000" → 10000000, integers only (no float rounding). */
export function paisaOf(amount: string): number | null {
  const [rupees, paisa = ''] = amount.replace(/,/g, '').split('.');
  if (!rupees || !/^\d+$/.test(rupees) || !/^\d{0,2}$/.test(paisa)) return null;
  const value = Number(rupees) * 100 + Number(paisa.padEnd(2, '0'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function firstCapture(text: string, patterns: readonly RegExp[] | undefined): string | null {
  for (const pattern of patterns ?? []) {
    const found = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
    if (found?.[1]) return found[1];
  }
  return null;
}

/** The first amount with a currency that is not a balance, fee or limit. */
function genericAmount(text: string): string | null {
  const found: { at: number; value: string }[] = [];
  for (const pattern of GENERIC_AMOUNTS) {
    for (const match of text.matchAll(pattern)) {
      if (NOT_THE_PAYMENT.test(text.slice(Math.max(0, match.index - 24), match.index))) continue;
      found.push({ at: match.index, value: match[1]! });
    }
  }
  return found.sort((a, b) => a.at - b.at)[0]?.value ?? null;
}

function directionOf(text: string, isStatement: boolean): TParsedCreditMessage['direction'] {
  const credit = CREDIT_WORDS.exec(text)?.index ?? Infinity;
  const debit = DEBIT_WORDS.exec(text)?.index ?? Infinity;
  if (credit !== Infinity || debit !== Infinity) return credit <= debit ? 'credit' : 'debit';
  if (isStatement || CREDIT_MARK.test(text) || DEBIT_MARK.test(text)) {
    if (CREDIT_MARK.test(text)) return 'credit';
    if (DEBIT_MARK.test(text)) return 'debit';
  }
  return 'unknown';
}

function toIso(year: number, month: number, day: number, time: RegExpExecArray | null): string | null {
  if (!time) return null;
  let hour = Number(time[1]);
  const minute = Number(time[2]);
  const second = Number(time[3] ?? 0);
  const half = time[4]?.toUpperCase();
  if (half === 'PM' && hour < 12) hour += 12;
  if (half === 'AM' && hour === 12) hour = 0;
  // Years after 2060 are Bikram Sambat: not converted here, so no time rather than a wrong one.
  if (
    year < 2000 ||
    year > 2060 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > 31 ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) - NEPAL_OFFSET_MINUTES * 60_000;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const TIME = /(?:\s*,?\s*(?:at\s+)?)(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?/i;

/** "2026-12-04 10:15", "04/12/2026 10:15:22", "04-Dec-2026 at 10:15 AM", "Dec 4, 2026 10:15". Day before month. */
function sentAtOf(text: string): string | null {
  const shapes: [RegExp, (m: RegExpExecArray) => [number, number, number]][] = [
    [/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:T|\b)/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
    [/\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b/, (m) => [fullYear(m[3]!), Number(m[2]), Number(m[1])]],
    [
      /\b(\d{1,2})[-\s]([A-Za-z]{3})[A-Za-z]*[-\s,]+(\d{4}|\d{2})\b/,
      (m) => [fullYear(m[3]!), monthOf(m[2]!), Number(m[1])],
    ],
    [/\b([A-Za-z]{3})[A-Za-z]*\s+(\d{1,2}),?\s+(\d{4})\b/, (m) => [Number(m[3]), monthOf(m[1]!), Number(m[2])]],
  ];
  for (const [pattern, read] of shapes) {
    const date = pattern.exec(text);
    if (!date) continue;
    const [year, month, day] = read(date);
    if (month < 1) continue;
    const after = text.slice(date.index + date[0].length);
    const time = new RegExp(`^${TIME.source}`, 'i').exec(after) ?? TIME.exec(text.slice(0, date.index).slice(-12));
    return toIso(year, month, day, time);
  }
  return null;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

function cleanSender(value: string | null): string | null {
  const cleaned = value
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:-]+$/, '');
  return cleaned && cleaned.length >= 2 ? cleaned.slice(0, 80) : null;
}

function senderOf(text: string, own: readonly RegExp[] | undefined): string | null {
  for (const pattern of [...(own ?? []), ...GENERIC_SENDERS]) {
    const found = pattern.exec(text);
    if (!found?.[1]) continue;
    const name = cleanSender(found[1]);
    if (!name || /^(?:your|you|the|A\/C)$/i.test(name)) continue;
    const phone = found[2] ?? /\b(9[678][0-9X*]{8})\b/.exec(text.slice(found.index))?.[1];
    return phone && phone !== name && !name.includes(phone) && /^[A-Za-z]/.test(name) ? `${name} (${phone})` : name;
  }
  return null;
}

function idOf(text: string, own: readonly RegExp[] | undefined): string | null {
  const found = firstCapture(text, own) ?? firstCapture(text, GENERIC_IDS);
  const id = found?.replace(/\s+/g, '').toUpperCase() ?? null;
  return id && !/^BP-/.test(id) && /\d/.test(id) ? id : null;
}

/** One message (already one SMS or one statement row). */
export function parseCreditMessage(raw: string, index = 1): TParsedCreditMessage {
  const text = toLatinDigits(raw).replace(/\s+/g, ' ').trim();
  const format = CREDIT_MESSAGE_FORMATS.find((candidate) => candidate.recognise.test(text)) ?? null;
  const isStatement = format?.id === 'statement';
  const direction = directionOf(text, isStatement);
  const amountText = firstCapture(text, format?.amount) ?? genericAmount(text);
  const amountPaisa = amountText ? paisaOf(amountText) : null;
  const reference = REFERENCE_IN_TEXT.exec(text)?.[1]?.toUpperCase();
  const reason: TCreditMessageReason | null =
    direction === 'debit' ? 'debit' : amountPaisa === null ? 'no_amount' : null;
  return {
    index,
    format: format?.id ?? null,
    direction,
    amountPaisa,
    sentAt: sentAtOf(text),
    sender: senderOf(text, format?.sender),
    rrn: idOf(text, format?.rrn),
    reference: reference ? `BP-${reference}` : null,
    reason,
  };
}

function hasAmount(line: string): boolean {
  const text = toLatinDigits(line);
  return (
    genericAmount(text) !== null || (CREDIT_MESSAGE_FORMATS.at(-1)!.recognise.test(text) && MONEY_ALONE.test(text))
  );
}

/**
 * A paste as messages: blank lines separate messages; a block in which several lines carry an
 * amount is a run of statement rows or SMS pasted one per line, so each such line is a message
 * (a line with no digit at all, such as a column header, is left out).
 */
export function splitCreditMessages(blob: string): string[] {
  const blocks = blob
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return blocks.flatMap((lines) => {
    if (lines.filter(hasAmount).length < 2) return [lines.join(' ')];
    return lines.filter((line) => /[\d०-९]/.test(line));
  });
}

/** Every message of a paste, parsed, in order. */
export function parseCreditMessages(blob: string): TParsedCreditMessage[] {
  return splitCreditMessages(blob).map((message, i) => parseCreditMessage(message, i + 1));
}
