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

describe('the licence agreement', () => {
  it('is written in Nepali for a Nepali buyer, in the embedded Devanagari font', async () => {
    const content = agreementContent(view, issuedAt, 'ne');
    expect(content.title).toBe('एक्स्क्लुसिभ लाइसेन्स सम्झौता');
    const text = pdfText(await renderAgreementPdf(content, issuedAt));
    // pdftotext gives shaped text in visual order (the vowel sign ि before its consonant), so the words checked avoid it.
    for (const words of ['लाइसेन्स सम्झौता', 'नेपालको कानुन', 'रु 1,50,000', '2082 मं', '(2025 नोभेम्बर 25', 'सीता', 'BP-7K2Q']) expect(text).toContain(words);
    expect(text).not.toMatch(/Licence|Payment|laws of Nepal/);
  });

  it('stays in English otherwise', () => {
    const content = agreementContent(view, issuedAt);
    expect(content.title).toBe('Exclusive Licence Agreement');
    expect(content.sections.at(-1)!.lines[0]).toContain('laws of Nepal');
    expect(content.sections[3]!.lines[0]).toBe('Price: NPR 1,50,000, paid directly to the artist');
  });
});
