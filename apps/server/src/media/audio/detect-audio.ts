export interface SniffedAudio {
  contentType: string;
  extension: string;
}

/** How many leading bytes `sniffAudio` wants; a long ID3 tag may push the first frame further. */
export const SNIFF_BYTES = 64 * 1024;

const MP3: SniffedAudio = { contentType: 'audio/mpeg', extension: 'mp3' };
const AAC: SniffedAudio = { contentType: 'audio/aac', extension: 'aac' };
const WAV: SniffedAudio = { contentType: 'audio/wav', extension: 'wav' };
const AIFF: SniffedAudio = { contentType: 'audio/aiff', extension: 'aiff' };
const FLAC: SniffedAudio = { contentType: 'audio/flac', extension: 'flac' };
const OGG: SniffedAudio = { contentType: 'audio/ogg', extension: 'ogg' };
const M4A: SniffedAudio = { contentType: 'audio/mp4', extension: 'm4a' };
const CAF: SniffedAudio = { contentType: 'audio/x-caf', extension: 'caf' };

/** An MP4 brand of an audio-only file; a video (isom, mp42 alone) is refused. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Codec identification packets an Ogg audio stream starts with (Theora video is refused). */
const OGG_AUDIO_CODECS = ['OpusHead', '\x01vorbis', '\x7fFLAC', 'Speex   '];
/** How far after an ID3 tag we look for the first frame: some taggers leave padding outside the tag. */
const FRAME_SEARCH_BYTES = 4096;

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

function sniffAfterId3(bytes: Buffer): SniffedAudio | null {
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  const start = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  // The tag is longer than what we were given: trust it; decoding the whole file checks the rest.
  if (start + 4 > bytes.length) return MP3;
  if (ascii(bytes, start, start + 4) === 'fLaC') return FLAC;
  const end = Math.min(bytes.length - 3, start + FRAME_SEARCH_BYTES);
  for (let offset = start; offset < end; offset += 1) {
    const frame = sniffFrame(bytes, offset);
    if (frame) return frame;
  }
  return null;
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
 */
export function sniffAudio(firstBytes: Buffer): SniffedAudio | null {
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
  if (ascii(firstBytes, 0, 3) === 'ID3') return sniffAfterId3(firstBytes);
  return sniffFrame(firstBytes, 0);
}
