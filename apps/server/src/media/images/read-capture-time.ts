import exifReader from 'exif-reader';
import sharp from 'sharp';

/** UTC−12 is the westernmost offset: a clock time without its offset happened at the latest 12 h after the same time read as UTC. */
const WESTERNMOST_OFFSET_MS = 12 * 3600 * 1000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG tIME chunk (UTC by the PNG specification), walking chunk headers without decoding. */
function pngTime(bytes: Buffer): Date | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'tIME' && length === 7 && offset + 15 <= bytes.length) {
      const at = offset + 8;
      const time = Date.UTC(
        bytes.readUInt16BE(at),
        bytes[at + 2]! - 1,
        bytes[at + 3],
        bytes[at + 4],
        bytes[at + 5],
        bytes[at + 6],
      );
      return Number.isNaN(time) ? null : new Date(time);
    }
    if (type === 'IEND') return null;
    offset += 12 + length;
  }
  return null;
}

/** '+05:45' → minutes east of UTC; anything else → null. */
function offsetMinutes(text: string | undefined): number | null {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** EXIF DateTimeOriginal (or DateTime): exact with its OffsetTime tag, otherwise the latest instant it can be. */
function exifTime(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    return null;
  }
  const original = tags.Photo?.DateTimeOriginal;
  const clock = original ?? tags.Image?.DateTime;
  if (!(clock instanceof Date) || Number.isNaN(clock.getTime())) return null;
  const offset = offsetMinutes(original ? tags.Photo?.OffsetTimeOriginal : tags.Photo?.OffsetTime);
  return new Date(clock.getTime() + (offset === null ? WESTERNMOST_OFFSET_MS : -offset * 60_000));
}

/**
 * The latest instant at which the picture can have been taken, from what its own file says (read
 * before the re-encoding drops it), or null when it says nothing usable. Of several, the later one
 * counts, so that an edit saved afterwards can only make a picture look newer, never older.
 */
export async function readCaptureTime(bytes: Buffer): Promise<Date | null> {
  const fromPng = pngTime(bytes);
  const metadata = await sharp(bytes, { limitInputPixels: false, pages: 1 })
    .metadata()
    .catch(() => null);
  const fromExif = exifTime(metadata?.exif);
  const times = [fromPng, fromExif].filter((time): time is Date => time !== null);
  return times.length === 0 ? null : new Date(Math.max(...times.map((time) => time.getTime())));
}
