import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Google's full Noto Sans Devanagari: Devanagari and Latin in one face, so "सीता Sharma" prints in one font. */
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

export const AGREEMENT_TEMPLATE_VERSION = 1;

export interface AgreementSection {
  heading: string;
  lines: string[];
}

export interface AgreementContent {
  title: string;
  sections: AgreementSection[];
  /** Printed last: the fingerprint of everything above it. */
  fingerprint: string;
}

/**
 * Lays the agreement out as an A4 PDF. PDFKit shapes Devanagari through fontkit, so conjuncts in
 * names and addresses render as written. The creation date is fixed so the same content gives the
 * same bytes.
 */
export async function renderAgreementPdf(content: AgreementContent, issuedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: content.title, Producer: 'Beatpasal', CreationDate: issuedAt } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('bold').fontSize(18).text(content.title, { align: 'center' }).moveDown(1);
  for (const section of content.sections) {
    doc.font('bold').fontSize(12).text(section.heading).moveDown(0.2);
    doc.font('body').fontSize(10.5);
    for (const line of section.lines) doc.text(line, { lineGap: 2 });
    doc.moveDown(0.8);
  }
  doc.font('body').fontSize(8.5).fillColor('#555').text(content.fingerprint);
  doc.end();
  return done;
}
