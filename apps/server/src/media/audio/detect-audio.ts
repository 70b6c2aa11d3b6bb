export interface SniffedAudio {
  contentType: string;
  extension: string;
  /**
   * The ffmpeg demuxer (`-f`) for exactly this container. ffmpeg must never guess: after an ID3
   * tag it would take `#EXTM3U` or `ffconcat` text for a playlist and read the files it names.
   */
  demuxer: string;
}

/** How many leading bytes `sniffAudio` wants; a longer ID3 tag needs `bytesAfterTag` as well. */
export const SNIFF_BYTES = 64 * 1024;
/** How far after an ID3 tag we skip zero padding (some taggers leave it outside the tag) to the first frame. */
export const PADDING_SEARCH_BYTES = 4096;

const MP3: SniffedAudio = { contentType: 'audio/mpeg', extension: 'mp3', demuxer: 'mp3' };
const AAC: SniffedAudio = { contentType: 'audio/aac', extension: 'aac', demuxer: 'aac' };
const WAV: SniffedAudio = { contentType: 'audio/wav', extension: 'wav', demuxer: 'wav' };
const AIFF: SniffedAudio = { contentType: 'audio/aiff', extension: 'aiff', demuxer: 'aiff' };
const FLAC: SniffedAudio = { contentType: 'audio/flac', extension: 'flac', demuxer: 'flac' };
const OGG: SniffedAudio = { contentType: 'audio/ogg', extension: 'ogg', demuxer: 'ogg' };
const M4A: SniffedAudio = { contentType: 'audio/mp4', extension: 'm4a', demuxer: 'mov' };
const CAF: SniffedAudio = { contentType: 'audio/x-caf', extension: 'caf', demuxer: 'caf' };

/** An MP4 brand of an audio-only file; a video (isom, mp42 alone) is refused. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Codec identification packets an Ogg audio stream starts with (Theora video is refused). */
const OGG_AUDIO_CODECS = ['OpusHead', '\x01vorbis', '\x7fFLAC', 'Speex   '];

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** An MPEG audio (layer I–III) or ADTS AAC frame header at `offset`, checked field by field. */
function sniffFrame(bytes: Buffer, offset: number): SniffedAudio | null {
  const [b0, b1, b2] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const layer = (b1 >> 1) & 3;
  if (layer === 0) return (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0xf) < 13 ? AAC : null;
  const version = (b1 >> 3) & 3;
  const bitrateIndex = b2 >> 4;
  const sampleRateIndex = (b2 >> 2) & 3;
  return version !== 1 && bitrateIndex !== 0xf && sampleRateIndex !== 3 ? MP3 : null;
}

/**
 * Where the audio after a leading ID3v2 tag starts (header, body and footer), or null when the
 * bytes do not start with a well-formed ID3v2 header. The size is syncsafe: 7 bits per byte.
 */
export function id3TagEnd(bytes: Buffer): number | null {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return null;
  const sizeBytes = [bytes[6]!, bytes[7]!, bytes[8]!, bytes[9]!];
  if (sizeBytes.some((byte) => byte > 0x7f)) return null;
  const size = sizeBytes.reduce((sum, byte) => (sum << 7) | byte, 0);
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
}

/** Taggers sometimes write a second tag after the first; ffmpeg skips consecutive tags too. */
export const MAX_CHAINED_ID3_TAGS = 4;

/**
 * After the tag comes another tag, zero padding at most, then a real MPEG/ADTS frame or a FLAC
 * stream; nothing else. A chained tag must fit in `after` (the file-level sniff reads past them).
 */
function sniffAfterId3(after: Buffer, depth = 1): SniffedAudio | null {
  const nextTagEnd = id3TagEnd(after);
  if (nextTagEnd !== null)
    return depth < MAX_CHAINED_ID3_TAGS ? sniffAfterId3(after.subarray(nextTagEnd), depth + 1) : null;
  let start = 0;
  while (start < PADDING_SEARCH_BYTES && after[start] === 0) start += 1;
  if (start + 4 > after.length) return null;
  if (ascii(after, start, start + 4) === 'fLaC') return FLAC;
  return sniffFrame(after, start);
}

function sniffMp4(bytes: Buffer): SniffedAudio | null {
  const boxEnd = Math.min(bytes.length, bytes.readUInt32BE(0));
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => AUDIO_BRANDS.has(brand)) ? M4A : null;
}

/**
 * Decides from the first bytes of an upload (ideally `SNIFF_BYTES`) whether it is audio, and which
 * kind; the file's name and the browser's content type are never consulted. Null means refuse.
 * When ID3 tags run past `firstBytes`, pass the bytes that follow the last tag as `bytesAfterTag`:
 * without them the file is refused, since what follows the tags is what ffmpeg reads.
 */
export function sniffAudio(firstBytes: Buffer, bytesAfterTag?: Buffer): SniffedAudio | null {
  if (firstBytes.length < 12) return null;
  const magic = ascii(firstBytes, 0, 4);
  const form = ascii(firstBytes, 8, 12);
  if (['RIFF', 'RF64', 'BW64'].includes(magic)) return form === 'WAVE' ? WAV : null;
  if (magic === 'FORM') return form === 'AIFF' || form === 'AIFC' ? AIFF : null;
  if (magic === 'fLaC') return FLAC;
  if (magic === 'caff') return CAF;
  if (magic === 'OggS') {
    const head = ascii(firstBytes, 0, Math.min(firstBytes.length, 512));
    return OGG_AUDIO_CODECS.some((codec) => head.includes(codec)) ? OGG : null;
  }
  if (ascii(firstBytes, 4, 8) === 'ftyp') return sniffMp4(firstBytes);
  if (ascii(firstBytes, 0, 3) === 'ID3') {
    const tagEnd = id3TagEnd(firstBytes);
    return tagEnd === null ? null : sniffAfterId3(bytesAfterTag ?? firstBytes.subarray(tagEnd));
  }
  return sniffFrame(firstBytes, 0);
}
