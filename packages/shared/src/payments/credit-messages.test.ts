import { describe, expect, it } from 'vitest';
import {
  paisaOf,
  parseCreditMessage,
  parseCreditMessages,
  splitCreditMessages,
  type TParsedCreditMessage,
} from './credit-messages';

/**
 * Sample messages in the shapes Nepali wallets and banks send (written for this table, not copied
 * from real messages). Each row: the message and the fields the parser must read from it.
 */
type TExpected = Partial<Omit<TParsedCreditMessage, 'index'>>;
const SAMPLES: [string, TExpected][] = [
  // eSewa
  [
    'You have received Rs 1,500.37 from RAM BAHADUR THAPA (98XXXXXX21) on 2026-12-04 10:15:22. Txn ID: 0A1B2C3D. Remarks: beat. eSewa',
    {
      format: 'esewa',
      direction: 'credit',
      amountPaisa: 150037,
      rrn: '0A1B2C3D',
      sender: 'RAM BAHADUR THAPA (98XXXXXX21)',
      sentAt: '2026-12-04T04:30:22.000Z',
      reason: null,
    },
  ],
  [
    'eSewa: You have received NPR 2500 from Sita Sharma, 9841XXXX12. Transaction Code 0BCD1234. 04/12/2026 18:40',
    {
      format: 'esewa',
      amountPaisa: 250000,
      rrn: '0BCD1234',
      sender: 'Sita Sharma (9841XXXX12)',
      sentAt: '2026-12-04T12:55:00.000Z',
    },
  ],
  [
    'Dear user, you have sent Rs 500.00 to 98XXXXXX44 via eSewa. Txn ID: 0ZZZ9999',
    { format: 'esewa', direction: 'debit', amountPaisa: 50000, reason: 'debit' },
  ],
  // Khalti
  [
    'Khalti: You have received Rs. 1,500.37 from Hari Prasad (98XXXXXX07). Transaction ID: KH7Q2M9X4P. Remarks: BP-7K3Q9',
    {
      format: 'khalti',
      direction: 'credit',
      amountPaisa: 150037,
      rrn: 'KH7Q2M9X4P',
      sender: 'Hari Prasad (98XXXXXX07)',
      reference: 'BP-7K3Q9',
    },
  ],
  ['Khalti: Rs 999.01 paid to Sastodeal. Txn ID KHX123456', { format: 'khalti', direction: 'debit', reason: 'debit' }],
  // Fonepay
  [
    'NPR 1,500.37 credited to your Fonepay merchant RAM STUDIO from 98XXXXXX21 on 04-12-2026 10:15 RRN 433812345678',
    {
      format: 'fonepay',
      direction: 'credit',
      amountPaisa: 150037,
      rrn: '433812345678',
      sender: '98XXXXXX21',
      sentAt: '2026-12-04T04:30:00.000Z',
    },
  ],
  [
    'Rs. 1,500.37 received from 98XXXXXXXX for RRN 123456789012 via Fonepay',
    { format: 'fonepay', amountPaisa: 150037, rrn: '123456789012', sender: '98XXXXXXXX' },
  ],
  // Banks
  [
    'Dear Customer, your A/C 01XXXXXXX4567 has been credited by NPR 1,500.37 on 04-Dec-2026 10:15 AM. Remarks: FONEPAY RRN 433812345679. Avl Bal NPR 25,400.12. NIC ASIA',
    {
      format: 'bank_alert',
      direction: 'credit',
      amountPaisa: 150037,
      rrn: '433812345679',
      sentAt: '2026-12-04T04:30:00.000Z',
    },
  ],
  [
    'Global IME Bank: A/C ##4567 credited with NPR 2,000.05 from A/C 0190XXXX88 on Dec 4, 2026 14:02. RRN: 433899990000. Bal: NPR 10,000.00',
    {
      format: 'bank_alert',
      amountPaisa: 200005,
      rrn: '433899990000',
      sender: '0190XXXX88',
      sentAt: '2026-12-04T08:17:00.000Z',
    },
  ],
  [
    'NABIL: Ac No 0123XXXX678 is credited by NPR 1,250.50 (IPS transfer from SHYAM KC) Ref No 20261204ABC123 Bal NPR 5,000.00',
    { format: 'bank_alert', amountPaisa: 125050, rrn: '20261204ABC123', sender: 'SHYAM KC' },
  ],
  [
    'NIC ASIA: Your A/C 01XXXX4567 is debited by NPR 1,500.00 on 04-12-2026. Bal NPR 900.00',
    { direction: 'debit', reason: 'debit' },
  ],
  [
    'Your A/C 01XXXX4567 has been credited. Please check your statement. NIC ASIA',
    { direction: 'credit', amountPaisa: null, reason: 'no_amount' },
  ],
  // Devanagari digits and currency
  [
    'तपाईंको खातामा रु. १,५००.३७ received from 98XXXXXX21 RRN ४३३८१२३४५६७८',
    { amountPaisa: 150037, rrn: '433812345678', direction: 'credit' },
  ],
  // Statement rows
  [
    '04/12/2026 FONEPAY RRN 433812340001 98XXXXXX21 1,500.37 Cr 25,400.12',
    { format: 'statement', direction: 'credit', amountPaisa: 150037, rrn: '433812340001' },
  ],
  ['2026-12-04 | ESEWA LOAD TXN 0C9D8E7F | 1,000.00 DR | 24,400.12', { direction: 'debit', reason: 'debit' }],
  // Amount shapes
  ['Received Rs 1500 from Gita', { amountPaisa: 150000, sender: 'Gita', direction: 'credit' }],
  ['Received NRs.1,00,000.5 from a friend', { amountPaisa: 10000050 }],
  ['1,500.37 NPR received, thanks', { amountPaisa: 150037 }],
  ['Hello, how are you?', { amountPaisa: null, reason: 'no_amount', direction: 'unknown' }],
];

describe('credit message parser (table)', () => {
  it.each(SAMPLES)('%s', (text, expected) => {
    expect(parseCreditMessage(text)).toMatchObject(expected);
  });
});

describe('amounts to paisa', () => {
  it.each([
    ['1,500.37', 150037],
    ['1500.37', 150037],
    ['1500', 150000],
    ['1500.5', 150050],
    ['1,00,000.00', 10000000],
    ['0', null],
    ['12.345', null],
  ])('%s → %s', (text, paisa) => {
    expect(paisaOf(text)).toBe(paisa);
  });
});

describe('one paste, many messages', () => {
  it('splits SMS separated by blank lines, keeping a message that runs over several lines whole', () => {
    const paste = [
      'Dear Customer, your A/C 01XXXX4567',
      'has been credited by NPR 1,500.37 on 04-12-2026 10:15.',
      'RRN 433812345678. Avl Bal NPR 25,400.12',
      '',
      'You have received Rs 2,000.05 from Sita (98XXXXXX12). Txn ID: 0A1B2C3D. eSewa',
      '',
      '',
      'You have sent Rs 300 to 98XXXXXX99. eSewa',
    ].join('\r\n');
    const parsed = parseCreditMessages(paste);
    expect(parsed.map((m) => [m.index, m.amountPaisa, m.rrn, m.reason])).toEqual([
      [1, 150037, '433812345678', null],
      [2, 200005, '0A1B2C3D', null],
      [3, 30000, null, 'debit'],
    ]);
  });

  it('reads statement rows one per line and leaves out a header without digits', () => {
    const statement = [
      'Date Description Amount Balance',
      '04/12/2026 FONEPAY RRN 433812340001 1,500.37 Cr 25,400.12',
      '04/12/2026 FONEPAY RRN 433812340002 2,000.05 Cr 27,400.17',
      '04/12/2026 ATM WDL 5,000.00 Dr 22,400.17',
    ].join('\n');
    expect(splitCreditMessages(statement)).toHaveLength(3);
    expect(parseCreditMessages(statement).map((m) => [m.amountPaisa, m.direction])).toEqual([
      [150037, 'credit'],
      [200005, 'credit'],
      [500000, 'debit'],
    ]);
  });

  it('reads several SMS pasted one per line without blank lines', () => {
    const lines = [
      'Rs. 1,500.37 received from 98XXXXXX21 for RRN 123456789012',
      'Rs. 1,800.12 received from 98XXXXXX22 for RRN 123456789013',
    ].join('\n');
    expect(parseCreditMessages(lines).map((m) => m.rrn)).toEqual(['123456789012', '123456789013']);
  });

  it('gives nothing for an empty paste', () => {
    expect(parseCreditMessages(' \n\n ')).toEqual([]);
  });
});
