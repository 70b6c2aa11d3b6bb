import { readdir, readFile } from 'node:fs/promises';

/** An ID3v2.4 tag of `bodyBytes` (zero padding, as taggers reserve for cover art), its size syncsafe. */
export function id3Tag(bodyBytes: number): Buffer {
  const size = [21, 14, 7, 0].map((shift) => (bodyBytes >> shift) & 0x7f);
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, ...size]), Buffer.alloc(bodyBytes)]);
}

/** Longer than the 64 KB sniffed at first: what follows the tag used to be taken on trust. */
const LONG_TAG_BYTES = 70_000;

/** "MP3" that is an HLS playlist naming `target`: ffmpeg left to guess reads `target` as the upload's audio. */
export function hlsPlaylistMp3(target: string): Buffer {
  const playlist = `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${target}\n#EXT-X-ENDLIST\n`;
  return Buffer.concat([id3Tag(LONG_TAG_BYTES), Buffer.from(playlist)]);
}

/** "MP3" that is an ffconcat list naming itself: ffmpeg left to guess recurses until its timeout. */
export function selfConcatMp3(name: string): Buffer {
  return Buffer.concat([id3Tag(LONG_TAG_BYTES), Buffer.from(`ffconcat version 1.0\nfile '${name}'\n`)]);
}

/**
 * An 8-bit mono WAV at 100 Hz: 1 MB of it plays for 2.8 hours. Written by hand, since encoders
 * refuse such a rate. `isStreamed` leaves the sizes unknown (0xFFFFFFFF) as live recorders do,
 * so nothing but decoding can tell the length.
 */
export function slowWav(dataBytes: number, options: { isStreamed?: boolean } = {}): Buffer {
  const rate = 100;
  const unknown = 0xffffffff;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(options.isStreamed ? unknown : 36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(options.isStreamed ? unknown : dataBytes, 40);
  const data = Buffer.alloc(dataBytes);
  for (let i = 0; i < dataBytes; i += 1) data[i] = 128 + Math.round(100 * Math.sin(i / 3));
  return Buffer.concat([header, data]);
}

export interface ChildProcessInfo {
  pid: number;
  args: string[];
}

/** This process's running ffmpeg children, read from /proc (Linux), as an outside observer sees them. */
export async function childFfmpegs(): Promise<ChildProcessInfo[]> {
  const found: ChildProcessInfo[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== process.pid || state === 'Z') continue;
      const args = (await readFile(`/proc/${name}/cmdline`, 'utf8')).split('\0').filter(Boolean);
      if (args[0]?.endsWith('ffmpeg')) found.push({ pid: Number(name), args });
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
