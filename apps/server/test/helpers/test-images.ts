import QRCode from 'qrcode';
import sharp from 'sharp';

/** A plain picture with a little gradient so encoders have something to do. */
export async function testImage(options: { width?: number; height?: number; format?: 'png' | 'jpeg' | 'webp' } = {}): Promise<Buffer> {
  const { width = 640, height = 480, format = 'png' } = options;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A real, scannable QR code as PNG, like a wallet app's "receive" screen. */
export async function testQrPng(text = '{"eSewa_id":"9812345678","name":"Test Artist"}', width = 480): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width, margin: 4 });
}

/** A QR code inside a larger phone-screenshot-like picture, as JPEG. */
export async function testQrScreenshot(text = 'khalti:9801234567'): Promise<Buffer> {
  const qr = await testQrPng(text, 520);
  return sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#f3f0ff' } })
    .composite([{ input: qr, top: 640, left: 280 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const NOT_AN_IMAGE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** SVG is refused even though it is a picture: served inline it could run script. */
export const SVG_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>');
