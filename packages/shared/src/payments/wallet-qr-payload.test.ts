import { describe, expect, it } from 'vitest';
import { EMVCO_VECTORS, JSON_VECTORS } from './emvco-vectors.test-data';
import { classifyWalletQr, WALLET_QR_PAYLOAD_MESSAGES } from './wallet-qr-payload';

describe('classifyWalletQr', () => {
  it.each([
    [
      'a Fonepay merchant QR',
      EMVCO_VECTORS.fonepay,
      { payloadKind: 'emvco', payeeName: 'RAM BAHADUR THAPA', payeeNetwork: 'Fonepay' },
    ],
    [
      'a NEPALPAY QR',
      EMVCO_VECTORS.nepalpay,
      { payloadKind: 'emvco', payeeName: 'SITA KUMARI SHRESTHA', payeeNetwork: 'NEPALPAY' },
    ],
    [
      'a Khalti merchant QR',
      EMVCO_VECTORS.khalti,
      { payloadKind: 'emvco', payeeName: 'BEAT GHAR MUSIC', payeeNetwork: 'Khalti' },
    ],
    [
      'an eSewa personal QR',
      JSON_VECTORS.esewa,
      { payloadKind: 'esewa_json', payeeName: 'Ram Bahadur Thapa', payeeNetwork: 'eSewa' },
    ],
    [
      'an eSewa QR with a numeric id and no name',
      '{"eSewa_id":9801234567}',
      { payloadKind: 'esewa_json', payeeName: null, payeeNetwork: 'eSewa' },
    ],
    [
      'a bank app QR',
      JSON_VECTORS.bank,
      { payloadKind: 'bank_json', payeeName: 'SITA KUMARI SHRESTHA', payeeNetwork: 'NABIL' },
    ],
    [
      'a bank QR without a bank code',
      '{"accountNumber":"0123","accountName":"Hari"}',
      { payloadKind: 'bank_json', payeeName: 'Hari', payeeNetwork: null },
    ],
    [
      'a foreign EMVCo QR (USD, US)',
      EMVCO_VECTORS.foreign,
      { payloadKind: 'other', payeeName: null, payeeNetwork: null },
    ],
    ['a link', 'https://example.com/pay/ram', { payloadKind: 'other', payeeName: null, payeeNetwork: null }],
    ['random text', 'hello from the wallet', { payloadKind: 'other', payeeName: null, payeeNetwork: null }],
    ['a JSON array', '[1,2,3]', { payloadKind: 'other', payeeName: null, payeeNetwork: null }],
    ['broken JSON', '{"eSewa_id": "98', { payloadKind: 'other', payeeName: null, payeeNetwork: null }],
    [
      'a JSON object of another shape',
      '{"khalti_id":"9800000000","name":"Ram"}',
      { payloadKind: 'other', payeeName: null, payeeNetwork: null },
    ],
  ] as const)('classifies %s', (_case, text, payload) => {
    expect(classifyWalletQr(text)).toEqual({ ok: true, payload });
  });

  it.each([
    ['a wrong CRC', `${EMVCO_VECTORS.fonepay.slice(0, -4)}0000`],
    ['a changed payee name', EMVCO_VECTORS.nepalpay.replace('SITA', 'GITA')],
    ['a cut-off payload', EMVCO_VECTORS.khalti.slice(0, 60)],
  ])('refuses an EMVCo QR with %s, with the message the artist sees', (_case, text) => {
    const result = classifyWalletQr(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.text).toBe('This QR code looks damaged: scan it again from your wallet app');
    expect(WALLET_QR_PAYLOAD_MESSAGES.damaged.text).toBe(
      'This QR code looks damaged: scan it again from your wallet app',
    );
  });

  it('cleans control characters and caps long names from JSON', () => {
    const result = classifyWalletQr(JSON.stringify({ eSewa_id: '98', name: `Ram\u0000\n  Thapa${'x'.repeat(200)}` }));
    expect(result.ok && result.payload.payeeName).toMatch(/^Ram Thapax+$/);
    expect(result.ok && result.payload.payeeName?.length).toBe(80);
  });
});
