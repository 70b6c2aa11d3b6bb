import { createRequire } from 'node:module';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
/** Google's full Noto Sans Devanagari: Devanagari and Latin in one face, so "सीता Sharma" prints in one font. */
const FONT_REGULAR =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

/**
 * Printed on each agreement and hashed with its text. v2 (decision 067) added the licence code, its
 * check section with a QR code, and the exact amount paid; an agreement issued under v1 is kept as
 * issued (its PDF and SHA-256 are never redone) and its fingerprint is checked against v1.
 */
export const AGREEMENT_TEMPLATE_VERSION = 2;

export interface AgreementSection {
  heading: string;
  lines: string[];
}

/** Where anyone checks the licence (decision 067): printed as a section, with a QR code of `url` beside it. */
export interface AgreementCheck extends AgreementSection {
  code: string;
  url: string;
}

export interface AgreementContent {
  title: string;
  sections: AgreementSection[];
  check: AgreementCheck | null;
  /** Printed last: the fingerprint of everything above it. */
  fingerprint: string;
}

/**
 * Lays the agreement out as an A4 PDF. PDFKit shapes Devanagari through fontkit, so conjuncts in
 * names and addresses render as written. The creation date is fixed so the same content gives the
 * same bytes.
 */
export async function renderAgreementPdf(content: AgreementContent, issuedAt: Date): Promise<Buffer> {
  // Loaded at the first agreement rather than at every start (and by every test that starts the app).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: content.title, Producer: 'Beatpasal', CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('bold').fontSize(18).text(content.title, { align: 'center' });
  if (content.check) doc.font('body').fontSize(11).text(content.check.code, { align: 'center' });
  doc.moveDown(1);
  for (const section of content.sections) {
    doc.font('bold').fontSize(12).text(section.heading).moveDown(0.2);
    doc.font('body').fontSize(10.5);
    for (const line of section.lines) doc.text(line, { lineGap: 2 });
    doc.moveDown(0.8);
  }
  if (content.check) await drawCheck(doc, content.check);
  doc.font('body').fontSize(8.5).fillColor('#555').text(content.fingerprint);
  doc.end();
  return done;
}

const QR_SIZE = 96;
const QR_GAP = 14;

/** The check section with its QR code to the right, kept together on one page. */
async function drawCheck(doc: PDFKit.PDFDocument, check: AgreementCheck): Promise<void> {
  const png = await QRCode.toBuffer(check.url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: QR_SIZE * 3,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (doc.y + QR_SIZE + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.image(png, left + width - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE });
  const textWidth = width - QR_SIZE - QR_GAP;
  doc.font('bold').fontSize(12).text(check.heading, left, top, { width: textWidth }).moveDown(0.2);
  doc.font('body').fontSize(10.5);
  for (const line of check.lines) doc.text(line, left, doc.y, { width: textWidth, lineGap: 2 });
  doc.x = left;
  doc.y = Math.max(doc.y, top + QR_SIZE);
  doc.moveDown(0.8);
}
