import { describe, expect, it } from 'vitest';
import {
  buildAmountQr,
  crc16CcittFalse,
  emvcoNetworkName,
  paisaToEmvcoAmount,
  parseTlv,
  readEmvco,
  type TEmvcoPayload,
} from './emvco-qr';
import { EMVCO_VECTORS } from './emvco-vectors.test-data';

function fieldsOf(payload: string): Record<string, string> {
  return Object.fromEntries(parseTlv(payload)!.map(({ tag, value }) => [tag, value]));
}

function readOk(payload: string): TEmvcoPayload {
  const read = readEmvco(payload);
  if (read.status !== 'ok') throw new Error(`expected a sound payload, got ${read.status}`);
  return read.payload;
}

/** The CRC a payload carries matches the one computed over everything up to and including "6304" (checked independently with Python's binascii.crc_hqx). */
function hasValidCrc(payload: string): boolean {
  return payload.slice(-8, -4) === '6304' && crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}

describe('crc16CcittFalse', () => {
  it('gives the catalogue check value for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('pads to four upper-case hex digits', () => {
    expect(crc16CcittFalse('')).toBe('FFFF');
    expect(crc16CcittFalse('A')).toMatch(/^[0-9A-F]{4}$/);
  });

  it.each(Object.entries(EMVCO_VECTORS))('matches the CRC carried by the %s vector', (_name, payload) => {
    expect(hasValidCrc(payload)).toBe(true);
  });
});

describe('parseTlv', () => {
  it('splits tag, length and value', () => {
    expect(parseTlv('000201010211')).toEqual([
      { tag: '00', value: '01' },
      { tag: '01', value: '11' },
    ]);
  });

  it.each([
    ['a value that runs past the end', '0005012'],
    ['a length that is not two digits', '00A201'],
    ['a tag that is not two digits', 'X00201'],
    ['a dangling tag', '00020101'],
  ])('refuses %s', (_case, text) => {
    expect(parseTlv(text)).toBeNull();
  });

  it('reads an empty text as no fields', () => {
    expect(parseTlv('')).toEqual([]);
  });
});

describe('readEmvco', () => {
  it('reads the Fonepay merchant vector', () => {
    const payload = readOk(EMVCO_VECTORS.fonepay);
    expect(payload.initiation).toBe('11');
    expect(payload.currency).toBe('524');
    expect(payload.country).toBe('NP');
    expect(payload.payeeName).toBe('RAM BAHADUR THAPA');
    expect(payload.city).toBe('KATHMANDU');
    expect(payload.merchantAccounts).toEqual([
      {
        tag: '26',
        guid: 'np.com.fonepay',
        fields: [
          { tag: '00', value: 'np.com.fonepay' },
          { tag: '01', value: '2222090014598654' },
          { tag: '02', value: '9801234567' },
        ],
      },
    ]);
    expect(payload.additionalData).toEqual([{ tag: '07', value: 'T001' }]);
  });

  it.each([
    ['fonepay', 'Fonepay'],
    ['nepalpay', 'NEPALPAY'],
    ['khalti', 'Khalti'],
    ['foreign', 'com.example.pay'],
  ] as const)('names the network of the %s vector %s', (name, network) => {
    expect(emvcoNetworkName(readOk(EMVCO_VECTORS[name]))).toBe(network);
  });

  it('is not EMVCo unless it opens with tag 00 = "01"', () => {
    expect(readEmvco('{"eSewa_id":"9800000000","name":"Ram"}').status).toBe('not_emvco');
    expect(readEmvco('000202010211').status).toBe('not_emvco');
  });

  const damaged: [string, string][] = [
    ['one changed character of the name', EMVCO_VECTORS.fonepay.replace('RAM BAHADUR', 'RAM BAHADUX')],
    ['a wrong CRC', `${EMVCO_VECTORS.fonepay.slice(0, -4)}0000`],
    ['a lower-case wrong CRC', `${EMVCO_VECTORS.fonepay.slice(0, -4)}abcd`],
    ['a cut-off end', EMVCO_VECTORS.fonepay.slice(0, -2)],
    ['no CRC at all', EMVCO_VECTORS.fonepay.slice(0, -8)],
    ['a length that overruns', EMVCO_VECTORS.fonepay.replace('5917RAM', '5999RAM')],
    ['a malformed merchant template', damagedTemplate()],
    ['a payload over 512 characters', `000201${'x'.repeat(600)}`],
  ];
  it.each(damaged)('calls %s damaged', (_case, text) => {
    expect(readEmvco(text).status).toBe('damaged');
  });

  it('accepts a lower-case CRC that is right', () => {
    const payload = EMVCO_VECTORS.khalti;
    expect(readEmvco(`${payload.slice(0, -4)}${payload.slice(-4).toLowerCase()}`).status).toBe('ok');
  });
});

/** A sound outer TLV and CRC around a template 26 whose inner length overruns. */
function damagedTemplate(): string {
  const body = '00020101021126080012np.c53035245802NP5903RAM6003KTM6304';
  return `${body}${crc16CcittFalse(body)}`;
}

describe('paisaToEmvcoAmount', () => {
  it.each([
    [150037, '1500.37'],
    [150000, '1500.00'],
    [101, '1.01'],
    [5, '0.05'],
    [1000000000, '10000000.00'],
  ])('%i paisa → %s', (paisa, amount) => {
    expect(paisaToEmvcoAmount(paisa)).toBe(amount);
  });

  it.each([0, -100, 1.5, Number.NaN, 10 ** 13])('refuses %s', (paisa) => {
    expect(() => paisaToEmvcoAmount(paisa)).toThrow(RangeError);
  });
});

describe('buildAmountQr', () => {
  it.each(['fonepay', 'nepalpay', 'khalti'] as const)(
    'keeps every field of the %s merchant, sets 01 = 12 and 54, recomputes the CRC',
    (name) => {
      const artist = EMVCO_VECTORS[name];
      const built = buildAmountQr(artist, { amountPaisa: 150037 });
      const before = fieldsOf(artist);
      const after = fieldsOf(built);
      expect(after['01']).toBe('12');
      expect(after['54']).toBe('1500.37');
      expect(hasValidCrc(built)).toBe(true);
      const { '01': _i, '54': _a, '63': _c, ...kept } = after;
      const { '01': _i2, '63': _c2, ...artistKept } = before;
      expect(kept).toEqual(artistKept);
      const tags = parseTlv(built)!.map((field) => field.tag);
      expect(tags).toEqual([...tags].sort());
      expect(tags.at(-1)).toBe('63');
    },
  );

  it('writes the exact Fonepay checkout payload (CRC checked with Python binascii.crc_hqx)', () => {
    expect(buildAmountQr(EMVCO_VECTORS.fonepay, { amountPaisa: 150037 })).toBe(
      '00020101021226520014np.com.fonepay01162222090014598654021098012345675204599953035245407' +
        '1500.375802NP5917RAM BAHADUR THAPA6009KATHMANDU62080704T0016304C427',
    );
  });

  it('leaves tag 62 as the artist wrote it unless the reference is asked for', () => {
    expect(fieldsOf(buildAmountQr(EMVCO_VECTORS.fonepay, { amountPaisa: 100 }))['62']).toBe('0704T001');
    expect(fieldsOf(buildAmountQr(EMVCO_VECTORS.nepalpay, { amountPaisa: 100 }))['62']).toBeUndefined();
    expect(
      fieldsOf(buildAmountQr(EMVCO_VECTORS.nepalpay, { amountPaisa: 100, reference: null }))['62'],
    ).toBeUndefined();
  });

  it('puts the reference in tag 62 sub-tag 01, beside the artist’s own sub-tags, when asked', () => {
    const withRef = fieldsOf(buildAmountQr(EMVCO_VECTORS.fonepay, { amountPaisa: 150037, reference: 'BP-7K3Q9' }));
    expect(withRef['62']).toBe('0108BP-7K3Q90704T001');
    const added = fieldsOf(buildAmountQr(EMVCO_VECTORS.khalti, { amountPaisa: 150037, reference: 'BP-7K3Q9' }));
    expect(added['62']).toBe('0108BP-7K3Q9');
    expect(
      parseTlv(buildAmountQr(EMVCO_VECTORS.khalti, { amountPaisa: 150037, reference: 'BP-7K3Q9' }))!.map(
        (field) => field.tag,
      ),
    ).toEqual(['00', '01', '30', '52', '53', '54', '58', '59', '60', '61', '62', '63']);
  });

  it('replaces an amount a static QR already carried', () => {
    const first = buildAmountQr(EMVCO_VECTORS.khalti, { amountPaisa: 999 });
    expect(fieldsOf(buildAmountQr(first, { amountPaisa: 150037 }))['54']).toBe('1500.37');
  });

  it('refuses a damaged or foreign payload, a bad amount and a long reference', () => {
    expect(() => buildAmountQr(`${EMVCO_VECTORS.fonepay.slice(0, -4)}0000`, { amountPaisa: 100 })).toThrow(RangeError);
    expect(() => buildAmountQr(EMVCO_VECTORS.foreign, { amountPaisa: 100 })).toThrow(/NPR/);
    expect(() => buildAmountQr(EMVCO_VECTORS.fonepay, { amountPaisa: 0 })).toThrow(RangeError);
    expect(() => buildAmountQr(EMVCO_VECTORS.fonepay, { amountPaisa: 100, reference: 'x'.repeat(26) })).toThrow(
      RangeError,
    );
  });
});
