import { defineMessages, type TMessage } from '../message-keys';
import { emvcoNetworkName, looksLikeEmvco, nepalQrProblem, readEmvco } from './emvco-qr';
import type { TQrPayloadKind } from './payment-kinds';

/**
 * What an artist's wallet QR decodes to (issue 30, decision 064): an EMVCo merchant QR (NepalQR),
 * an eSewa personal QR (`{"eSewa_id", "name"}`), a bank app QR (`{"accountNumber", "accountName",
 * "bankCode"}`), or anything else. Only a damaged EMVCo payload is refused; the rest is kept.
 */

export const WALLET_QR_PAYLOAD_MESSAGES = defineMessages('walletQrPayload', {
  damaged: 'This QR code looks damaged: scan it again from your wallet app',
});

/** Longest payee name or network kept: longer JSON values are cut, not trusted as they are. */
export const MAX_PAYEE_TEXT = 80;

export interface TWalletQrPayload {
  payloadKind: TQrPayloadKind;
  payeeName: string | null;
  payeeNetwork: string | null;
}

export type TWalletQrClassification =
  { ok: true; payload: TWalletQrPayload } | { ok: false; message: TMessage; reason: string };

const OTHER: TWalletQrPayload = { payloadKind: 'other', payeeName: null, payeeNetwork: null };

function cleanText(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value)
    // eslint-disable-next-line no-control-regex -- a QR may carry control characters; they are never shown
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length === 0 ? null : text.slice(0, MAX_PAYEE_TEXT);
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function classifyJson(json: Record<string, unknown>): TWalletQrPayload {
  const esewaId = cleanText(json.eSewa_id);
  if (esewaId) return { payloadKind: 'esewa_json', payeeName: cleanText(json.name), payeeNetwork: 'eSewa' };
  const accountNumber = cleanText(json.accountNumber);
  const accountName = cleanText(json.accountName);
  if (accountNumber && accountName)
    return { payloadKind: 'bank_json', payeeName: accountName, payeeNetwork: cleanText(json.bankCode) };
  return OTHER;
}

/** Classifies the decoded text of a wallet QR; a text that claims to be EMVCo but fails its TLV or CRC is refused. */
export function classifyWalletQr(decodedText: string): TWalletQrClassification {
  if (looksLikeEmvco(decodedText)) {
    const read = readEmvco(decodedText);
    if (read.status === 'damaged')
      return { ok: false, message: WALLET_QR_PAYLOAD_MESSAGES.damaged, reason: read.reason };
    if (read.status === 'ok' && nepalQrProblem(read.payload) === null) {
      return {
        ok: true,
        payload: {
          payloadKind: 'emvco',
          payeeName: cleanText(read.payload.payeeName),
          payeeNetwork: cleanText(emvcoNetworkName(read.payload)),
        },
      };
    }
    // A sound EMVCo QR of another country or currency: accepted, but it cannot carry a rupee amount.
    return { ok: true, payload: OTHER };
  }
  const json = parseJsonObject(decodedText);
  return { ok: true, payload: json ? classifyJson(json) : OTHER };
}
