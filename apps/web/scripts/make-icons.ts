/**
 * Writes the app icons of manifest.webmanifest from the favicon's bars: run with
 * `npx tsx apps/web/scripts/make-icons.ts` after changing the logo, and commit the PNGs.
 * Maskable: the bars keep to the inner 60 % (the safe zone is the inner 80 % circle), on a full
 * bleed background, so any mask shape crops only background.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ICONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const BARS =
  '<g fill="#fff"><rect x="6" y="13" width="3" height="6" rx="1.5"/><rect x="11" y="8" width="3" height="16" rx="1.5"/><rect x="16" y="11" width="3" height="10" rx="1.5"/><rect x="21" y="6" width="3" height="20" rx="1.5"/></g>';

function svg(size: number): Buffer {
  const scale = (size * 0.6) / 32;
  const offset = size * 0.2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#dc143c"/><g transform="translate(${offset} ${offset}) scale(${scale})">${BARS}</g></svg>`,
  );
}

for (const size of [192, 512]) {
  await sharp(svg(size))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(ICONS, `icon-${size}.png`));
}
