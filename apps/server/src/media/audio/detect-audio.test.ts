import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, makeTestAudio, type TTestAudioFormat } from '../../../test/media/test-audio';
import { hlsPlaylistMp3, id3Tag, selfConcatMp3 } from '../../../test/media/hostile-audio';
import { SNIFF_BYTES, id3TagEnd, sniffAudio, type SniffedAudio } from './detect-audio';

const EXPECTED: Record<TTestAudioFormat, SniffedAudio> = {
  wav: { contentType: 'audio/wav', extension: 'wav', demuxer: 'wav' },
  mp3: { contentType: 'audio/mpeg', extension: 'mp3', demuxer: 'mp3' },
  flac: { contentType: 'audio/flac', extension: 'flac', demuxer: 'flac' },
  m4a: { contentType: 'audio/mp4', extension: 'm4a', demuxer: 'mov' },
  ogg: { contentType: 'audio/ogg', extension: 'ogg', demuxer: 'ogg' },
  aiff: { contentType: 'audio/aiff', extension: 'aiff', demuxer: 'aiff' },
  aac: { contentType: 'audio/aac', extension: 'aac', demuxer: 'aac' },
};

const head = async (file: string) => (await readFile(file)).subarray(0, SNIFF_BYTES);

describe('sniffAudio', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(() => temp.remove());

  it.each(Object.keys(EXPECTED) as TTestAudioFormat[])('recognises real %s audio from its bytes', async (format) => {
    const file = await makeTestAudio(temp.dir, `tone-${format}`, { format, seconds: 2 });
    expect(sniffAudio(await head(file))).toEqual(EXPECTED[format]);
  });

  it('finds the first MP3 frame after an ID3 tag with padding outside it', async () => {
    const mp3 = await head(await makeTestAudio(temp.dir, 'plain', { format: 'mp3', seconds: 2 }));
    const frame = mp3.subarray(mp3.indexOf(Buffer.from([0xff, 0xfb])));
    const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20]);
    expect(sniffAudio(Buffer.concat([id3, Buffer.alloc(20 + 300), frame]))).toEqual(EXPECTED.mp3);
  });

  it('refuses a PNG, a JPEG and text renamed .mp3', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(sniffAudio(png)).toBeNull();
    expect(sniffAudio(jpeg)).toBeNull();
    expect(sniffAudio(Buffer.from('This is not a song, just some text in a file named beat.mp3\n'))).toBeNull();
  });

  it('refuses look-alikes: RIFF that is not WAVE, MP4 video, Ogg video, ID3 followed by junk, short input', () => {
    const riffAvi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')]);
    const mp4Video = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(4),
      Buffer.from('isomavc1'),
    ]);
    const oggTheora = Buffer.concat([
      Buffer.from('OggS'),
      Buffer.alloc(24),
      Buffer.from('\x80theora'),
      Buffer.alloc(40),
    ]);
    const id3Junk = Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10]),
      Buffer.alloc(10),
      Buffer.from('<html>'.repeat(20)),
    ]);
    for (const bytes of [riffAvi, mp4Video, oggTheora, id3Junk, Buffer.from('ID3'), Buffer.alloc(0)])
      expect(sniffAudio(bytes)).toBeNull();
  });

  it('rejects MPEG headers with reserved fields', () => {
    const valid = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(16)]);
    expect(sniffAudio(valid)).toEqual(EXPECTED.mp3);
    expect(sniffAudio(Buffer.concat([Buffer.from([0xff, 0xfb, 0xf0, 0x64]), Buffer.alloc(16)]))).toBeNull();
    expect(sniffAudio(Buffer.concat([Buffer.from([0xff, 0xfb, 0x9c, 0x64]), Buffer.alloc(16)]))).toBeNull();
    expect(sniffAudio(Buffer.concat([Buffer.from([0xff, 0xeb, 0x90, 0x64]), Buffer.alloc(16)]))).toBeNull();
  });

  it('never trusts what follows an ID3 tag longer than the bytes it was given', async () => {
    const mp3 = await head(await makeTestAudio(temp.dir, 'after-long-tag', { format: 'mp3', seconds: 2 }));
    const frames = mp3.subarray(id3TagEnd(mp3) ?? 0);
    const tagged = Buffer.concat([id3Tag(100_000), frames]);
    const end = id3TagEnd(tagged)!;
    expect(end).toBe(100_010);
    expect(sniffAudio(tagged.subarray(0, SNIFF_BYTES))).toBeNull();
    expect(sniffAudio(tagged.subarray(0, SNIFF_BYTES), tagged.subarray(end))).toEqual(EXPECTED.mp3);
  });

  it('refuses playlists and text behind an ID3 tag, and a tag size that is not syncsafe', () => {
    for (const attack of [hlsPlaylistMp3('/srv/other/master.mp3'), selfConcatMp3('self.mp3')]) {
      const end = id3TagEnd(attack)!;
      expect(sniffAudio(attack.subarray(0, SNIFF_BYTES), attack.subarray(end))).toBeNull();
      expect(sniffAudio(attack)).toBeNull();
    }
    const notSyncsafe = Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x80, 0]),
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(16),
    ]);
    expect(id3TagEnd(notSyncsafe)).toBeNull();
    expect(sniffAudio(notSyncsafe)).toBeNull();
  });
});
