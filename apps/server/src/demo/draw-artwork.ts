import sharp from 'sharp';
import type { DemoRandom } from './demo-random';

/** Demo pictures drawn as SVG (gradients, shapes, text) and rasterised by sharp: nothing is downloaded. */

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function gradient(random: DemoRandom, id: string): string {
  const hue = random.int(0, 359);
  const shift = random.int(40, 160);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + shift) % 360},75%,25%)"/>
  </linearGradient>`;
}

function shapes(random: DemoRandom, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const r = random.int(Math.round(width / 14), Math.round(width / 3));
    const opacity = (0.08 + random.next() * 0.2).toFixed(2);
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`
      : `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" rx="${r / 6}" fill="#000" fill-opacity="${opacity}" transform="rotate(${random.int(0, 90)} ${x} ${y})"/>`;
  }).join('');
}

/** Bars of a stylised waveform along the bottom edge. */
function waveform(random: DemoRandom, width: number, height: number): string {
  const bars = 48;
  const step = width / bars;
  return Array.from({ length: bars }, (_, i) => {
    const h = height * (0.04 + random.next() * 0.14);
    return `<rect x="${(i * step + step * 0.2).toFixed(1)}" y="${(height * 0.92 - h).toFixed(1)}" width="${(step * 0.6).toFixed(1)}" height="${h.toFixed(1)}" rx="2" fill="#fff" fill-opacity="0.55"/>`;
  }).join('');
}

/** The artwork renderer has no Devanagari font on most machines: such text is left off rather than drawn as boxes. */
const DEVANAGARI = /[\u0900-\u097F]/;

function text(x: number, y: number, size: number, content: string, weight = 700): string {
  if (DEVANAGARI.test(content)) return '';
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="#fff" text-anchor="middle">${escapeXml(content)}</text>`;
}

async function render(width: number, height: number, body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export function drawAvatar(random: DemoRandom, name: string): Promise<Buffer> {
  const size = 512;
  const body = `<defs>${gradient(random, 'g')}</defs><rect width="${size}" height="${size}" fill="url(#g)"/>${shapes(random, size, size, 5)}${text(size / 2, size / 2 + 60, 170, initials(name))}`;
  return render(size, size, body);
}

export function drawProfileCover(random: DemoRandom, name: string, tagline: string): Promise<Buffer> {
  const [width, height] = [1600, 600];
  const body = `<defs>${gradient(random, 'g')}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes(random, width, height, 9)}${waveform(random, width, height)}${text(width / 2, 280, 96, name)}${text(width / 2, 360, 40, tagline, 400)}`;
  return render(width, height, body);
}

export function drawTrackCover(random: DemoRandom, title: string, artist: string, genre: string): Promise<Buffer> {
  const size = 800;
  const fontSize = title.length > 18 ? 52 : 68;
  const body = `<defs>${gradient(random, 'g')}</defs><rect width="${size}" height="${size}" fill="url(#g)"/>${shapes(random, size, size, 7)}${waveform(random, size, size)}${text(size / 2, 360, fontSize, title)}${text(size / 2, 430, 36, artist, 400)}${text(size / 2, 110, 28, genre.toUpperCase(), 400)}`;
  return render(size, size, body);
}
