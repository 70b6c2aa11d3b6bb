import path from 'node:path';
import { runFfmpeg, uploadedInput } from '../../media/audio/run-ffmpeg';
import { sniffFile } from '../../media/audio/verify-audio-file';

export const DOWNLOAD_MP3_CONTENT_TYPE = 'audio/mpeg';

/**
 * The buyer's MP3: 320 kbit/s CBR from the master, sound only, no ID3 tag and no cover art. The
 * master is opened like any upload (demuxer from its bytes, `file` protocol only).
 */
export async function makeDownloadMp3(master: string, dir: string): Promise<string> {
  const { sniffed } = await sniffFile(master);
  if (!sniffed) throw new Error(`stored master ${path.basename(master)} is no longer recognisable audio`);
  const output = path.join(dir, 'download.mp3');
  await runFfmpeg([
    ...uploadedInput({ file: master, demuxer: sniffed.demuxer }),
    ...['-map', '0:a:0', '-map_metadata', '-1', '-vn', '-sn', '-dn'],
    ...['-c:a', 'libmp3lame', '-b:a', '320k', '-id3v2_version', '0', '-write_id3v1', '0', '-f', 'mp3', '-y', output],
  ]);
  return output;
}
