import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** A plain picture with a little gradient so encoders have something to do. */
export async function testImage(
  options: { width?: number; height?: number; format?: 'png' | 'jpeg' | 'webp' } = {},
): Promise<Buffer> {
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

export const NOT_AN_IMAGE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** SVG is refused even though it is a picture: served inline it could run script. */
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares a 30,000 × 30,000 canvas (2.7 GB of pixels once decoded). */
export function pixelBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc(30_000 * 3 + 1));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random pixels as JPEG: nothing compresses, and a QR decoder finds finder-pattern candidates everywhere. */
export async function noiseJpeg(width = 2_500, height = 2_500): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 75 })
    .toBuffer();
}

export interface HostileImage {
  name: string;
  file: { bytes: Buffer; filename: string; contentType: string };
  status: number;
  /** The user message, given the field's label. */
  message: (label: string) => string;
}

/** Files an image field must refuse with a clear 4xx, each named as a browser would send it. */
export async function hostileImages(): Promise<HostileImage[]> {
  const jpeg = await testImage({ format: 'jpeg' });
  const notAnImage = (label: string) => `${label} must be an image (JPEG, PNG, WebP, GIF or AVIF).`;
  const unreadable = (label: string) =>
    `We could not read that ${label.toLowerCase()}. Try another image (JPEG, PNG or WebP).`;
  const png = { contentType: 'image/png' };
  return [
    {
      name: 'an empty file',
      file: { bytes: Buffer.alloc(0), filename: 'photo.png', ...png },
      status: 400,
      message: (label) => `${label} is an empty file (0 bytes). Choose the image again.`,
    },
    {
      name: 'a truncated JPEG',
      file: { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'photo.jpg', contentType: 'image/jpeg' },
      status: 415,
      message: unreadable,
    },
    {
      name: 'a text file renamed .png',
      file: { bytes: Buffer.from('just some notes\n'), filename: 'notes.png', ...png },
      status: 415,
      message: notAnImage,
    },
    {
      name: 'an SVG',
      file: { bytes: SVG_IMAGE, filename: 'logo.svg', contentType: 'image/svg+xml' },
      status: 415,
      message: notAnImage,
    },
    {
      name: 'a pixel bomb',
      file: { bytes: pixelBombPng(), filename: 'bomb.png', ...png },
      status: 413,
      message: (label) => `${label} is too large: at most 64 megapixels. Try a smaller image.`,
    },
  ];
}
