import { describe, expect, it } from 'vitest';
import { emptyTrackForm, toTrackInput } from './track-form-values';
import { trackFormData } from './track-form-data';

describe('trackFormData', () => {
  it('sends text fields before the files, with tags and licences as JSON', () => {
    const values = {
      ...emptyTrackForm(),
      title: 'Night Drive',
      genre: 'Trap' as const,
      bpm: '140',
      tags: ['dark', '808'],
    };
    const audio = new File(['RIFF'], 'beat.wav', { type: 'audio/wav' });
    const cover = new File(['img'], 'cover.png', { type: 'image/png' });
    const data = trackFormData(toTrackInput(values), { audio, cover, voiceTag: null });

    expect([...data.keys()]).toEqual(['title', 'genre', 'bpm', 'tags', 'description', 'licences', 'cover', 'audio']);
    expect(data.get('bpm')).toBe('140');
    expect(JSON.parse(String(data.get('tags')))).toEqual(['dark', '808']);
    expect(JSON.parse(String(data.get('licences')))).toHaveLength(4);
    expect((data.get('audio') as File).name).toBe('beat.wav');
  });
});
