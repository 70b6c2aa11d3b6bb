import { stat } from 'node:fs/promises';
import { parseFile } from 'music-metadata';

/** Ignores encoder delay and padding: only a missing chunk of real audio counts. */
const TOLERATED_SHORTFALL = 0.02;
const TOLERATED_SECONDS = 0.25;

/**
 * Bytes a RIFF (WAV) or FORM (AIFF) header says the file has. ffmpeg happily decodes the part of
 * a cut-off WAV that is there, so the header is the only witness. Null when the writer did not
 * know the size (streaming writers put 0 or 0xFFFFFFFF there).
 */
function declaredContainerBytes(head: Buffer): number | null {
  if (head.length < 8) return null;
  const magic = head.toString('latin1', 0, 4);
  const size = magic === 'RIFF' ? head.readUInt32LE(4) : magic === 'FORM' ? head.readUInt32BE(4) : null;
  return size === null || size === 0 || size === 0xffffffff ? null : size + 8;
}

/** Duration from the container's own header (FLAC STREAMINFO, MP3 Xing/Info, MP4 moov); never estimated. */
async function declaredSeconds(file: string): Promise<number | undefined> {
  const metadata = await parseFile(file, { duration: false, skipCovers: true }).catch(() => undefined);
  return metadata?.format.duration;
}

/** Why the file looks cut short (for logs), or null when it is whole as far as its header can tell. */
export async function findTruncation(file: string, head: Buffer, decodedSeconds: number): Promise<string | null> {
  const declaredBytes = declaredContainerBytes(head);
  if (declaredBytes !== null) {
    const { size } = await stat(file);
    return size < declaredBytes * (1 - TOLERATED_SHORTFALL)
      ? `file has ${size} of the ${declaredBytes} bytes its header declares`
      : null;
  }
  const declared = await declaredSeconds(file);
  if (declared === undefined || decodedSeconds >= declared * (1 - TOLERATED_SHORTFALL) - TOLERATED_SECONDS) return null;
  return `decoded ${decodedSeconds.toFixed(1)} s of the ${declared.toFixed(1)} s its header declares`;
}
