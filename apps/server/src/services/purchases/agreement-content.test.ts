import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TPurchaseView } from '../../db/repositories/purchases-repository';
import { renderAgreementPdf } from '../../documents/licence-agreement-pdf';
import { agreementContent } from './agreement-content';

const issuedAt = new Date('2025-11-25T06:00:00Z');
const view = {
  purchase: {
    licenceKind: 'exclusive',
    licenceTerms: null,
    streamCap: 100000,
    leaseDays: null,
    deliverables: ['wav'],
    priceNpr: 150000,
    amountPaisa: 15000037,
    referenceCode: 'BP-7K2Q',
    walletLabel: 'esewa',
    walletTransactionId: '0A1B2C',
    decidedAt: issuedAt,
  },
  trackTitle: 'पहाडको धुन',
  artistUsername: 'sita.beats',
  artistDisplayName: 'सीता शर्मा',
  buyerUsername: 'ram',
  buyerFullName: 'Ram Thapa',
  buyerAddress: 'Pokhara',
} as unknown as TPurchaseView;

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'agreement-')), 'a.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

const check = { code: 'BPL-7K3Q9-XM2FD', url: 'https://beatpasal.example/licence/BPL-7K3Q9-XM2FD' };

describe('the licence agreement', () => {
  it('is written in Nepali for a Nepali buyer, in the embedded Devanagari font', async () => {
    const content = agreementContent(view, issuedAt, 'ne', check);
    expect(content.title).toBe('एक्स्क्लुसिभ लाइसेन्स सम्झौता');
    const text = pdfText(await renderAgreementPdf(content, issuedAt));
    // pdftotext gives shaped text in visual order (the vowel sign ि before its consonant), so the words checked avoid it.
    for (const words of [
      'लाइसेन्स सम्झौता',
      'नेपालको कानुन',
      'रु 1,50,000.37',
      '2082 मं',
      '(2025 नोभेम्बर 25',
      'सीता',
      'BP-7K2Q',
      'BPL-7K3Q9-XM2FD',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Licence|Payment|laws of Nepal/);
  });

  it('stays in English otherwise', () => {
    const content = agreementContent(view, issuedAt);
    expect(content.title).toBe('Exclusive Licence Agreement');
    expect(content.sections.at(-1)!.lines[0]).toContain('laws of Nepal');
    expect(content.sections[3]!.lines[0]).toBe('Price: NPR 1,50,000.37, paid directly to the artist');
  });
});

describe('the licence check on the agreement (template v2)', () => {
  it('prints the code under the title and in its own section, with a QR code of the check page', async () => {
    const content = agreementContent(view, issuedAt, 'en', check);
    expect(content.check?.lines).toEqual([
      'Licence code: BPL-7K3Q9-XM2FD',
      'Anyone can check this licence, its terms and whether it is still valid at https://beatpasal.example/licence/BPL-7K3Q9-XM2FD, or by scanning the QR code.',
    ]);
    const pdf = await renderAgreementPdf(content, issuedAt);
    const text = pdfText(pdf);
    expect(text.match(/BPL-7K3Q9-XM2FD/g)?.length).toBe(3);
    expect(text).toContain('NPR 1,50,000.37');
    expect(text).toContain('Template v2');
    expect(pdf.includes('/Subtype /Image')).toBe(true);
  });

  it('fingerprints the check with the rest: another code is another SHA-256', () => {
    const other = agreementContent(view, issuedAt, 'en', { ...check, code: 'BPL-00000-00000' });
    expect(other.fingerprint).not.toBe(agreementContent(view, issuedAt, 'en', check).fingerprint);
  });

  it('gives the same bytes for the same content, so a frozen agreement can be made again and compared', async () => {
    const content = agreementContent(view, issuedAt, 'en', check);
    expect((await renderAgreementPdf(content, issuedAt)).equals(await renderAgreementPdf(content, issuedAt))).toBe(
      true,
    );
  });
});
