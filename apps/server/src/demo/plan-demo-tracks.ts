import { GENRES, type TGenre } from '@beatpasal/shared/genres';
import type { TLicenceInput } from '@beatpasal/shared/licences';
import { MUSICAL_KEYS, type TMood, type TMusicalKey } from '@beatpasal/shared/schemas/tracks';
import type { LoopSpec } from './compose-loop';
import { demoLicences } from './demo-licences';
import { DEMO_ARTISTS } from './demo-people';
import type { DemoRandom } from './demo-random';
import { DEMO_TITLES, GENRE_MOODS, GENRE_TAGS } from './demo-titles';
import { GENRE_STYLES } from './loop-styles';

export const DEMO_TRACK_COUNT = 60;
/** Every genre three times, the six most requested a fourth. */
const EXTRA_GENRES: readonly TGenre[] = ['Hip-Hop', 'Trap', 'Lo-Fi', 'Drill', 'Pop', 'R&B'];

export interface PlannedTrack {
  index: number;
  artistIndex: number;
  title: string;
  genre: TGenre;
  bpm: number;
  key: TMusicalKey;
  mood: TMood;
  tags: string[];
  description: string;
  seconds: number;
  loop: LoopSpec;
  licences: TLicenceInput[];
  /** Hours before now: spreads uploads over the last two months. */
  ageHours: number;
}

/** The artist whose genres include `genre` and who has the fewest tracks so far. */
function chooseArtist(genre: TGenre, counts: number[]): number {
  const candidates = DEMO_ARTISTS.map((artist, index) => ({ artist, index })).filter(({ artist }) =>
    artist.genres.includes(genre),
  );
  const best = candidates.reduce((a, b) => (counts[b.index]! < counts[a.index]! ? b : a));
  counts[best.index]! += 1;
  return best.index;
}

export function planDemoTracks(random: DemoRandom): PlannedTrack[] {
  const genres = random.sample([...GENRES, ...GENRES, ...GENRES, ...EXTRA_GENRES], DEMO_TRACK_COUNT);
  const counts = DEMO_ARTISTS.map(() => 0);
  return genres.map((genre, index) => {
    const artistIndex = chooseArtist(genre, counts);
    const artist = DEMO_ARTISTS[artistIndex]!;
    const style = GENRE_STYLES[genre];
    const bpm = random.int(style.bpm[0], style.bpm[1]);
    const key = random.pick(MUSICAL_KEYS);
    const title = DEMO_TITLES[index]!;
    const mood = random.pick(GENRE_MOODS[genre]);
    const tags = [...random.sample(GENRE_TAGS[genre], 2), 'nepali', artist.city.toLowerCase()];
    return {
      index,
      artistIndex,
      title,
      genre,
      bpm,
      key,
      mood,
      tags,
      description: `${mood} ${genre} beat in ${key} at ${bpm} BPM by ${artist.displayName}, made in ${artist.city}. Tagged preview; the licence delivers untagged files.`,
      seconds: random.int(20, 40),
      loop: { key, bpm, style, progression: random.int(0, 5), pattern: random.int(0, 7) },
      licences: demoLicences(index, random, artist.displayName),
      ageHours: (DEMO_TRACK_COUNT - index) * 22 + random.int(0, 20),
    };
  });
}
