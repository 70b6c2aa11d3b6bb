import { GENRES } from '@beatpasal/shared/genres';
import { MOODS, MUSICAL_KEYS } from '@beatpasal/shared/schemas/tracks';

/** Words the generated catalogue is made of, as SQL array literals (constants of this file only). */

const FIRST = [
  'Monsoon', 'Thamel', 'Phewa', 'Himalayan', 'Namche', 'Dashain', 'Tihar', 'Boudha', 'Kathmandu', 'Sherpa',
  'Madal', 'Sarangi', 'Bagmati', 'Lumbini', 'Basantapur', 'Annapurna', 'Mustang', 'Gorkha', 'Terai', 'Langtang',
  'Midnight', 'Golden', 'Dusty', 'Velvet', 'Neon', 'Silent', 'Broken', 'Electric', 'Faded', 'Crystal',
  'Purple', 'Frozen', 'Lonely', 'Savage', 'Smooth', 'Wild', 'Hidden', 'Rainy', 'Sunset', 'Ancient',
];
const SECOND = [
  'Drift', 'Nights', 'Dreams', 'Flow', 'Bounce', 'Lights', 'Steps', 'Fog', 'Haze', 'Run',
  'Break', 'Shuffle', 'Rush', 'Gold', 'Sunrise', 'Wind', 'Grind', 'Edge', 'Heat', 'Bells',
  'Snow', 'Ride', 'Rain', 'Flags', 'Groove', 'Fever', 'Echo', 'Waves', 'Vibes', 'Season',
  'Anthem', 'Story', 'Memories', 'Hustle', 'Journey', 'Prayer', 'Tape',
];
const CITIES = ['Kathmandu', 'Pokhara', 'Lalitpur', 'Bhaktapur', 'Biratnagar', 'Dharan', 'Butwal', 'Chitwan', 'Janakpur', 'Birgunj', 'Hetauda', 'Itahari', 'Nepalgunj', 'Dhangadhi'];
const SUFFIXES = ['Beats', 'Lo-Fi', 'Trap House', 'Soundworks', 'Records', 'Tapes', 'Audio', 'Productions', 'Music', 'Collective'];
const TAGS = ['boom bap', 'nephop', '808', 'dark', 'chill', 'lofi', 'study', 'festival', 'sad', 'love song', 'drill', 'cinematic', 'dance', 'rap', 'melodic', 'guitar', 'piano', 'sample', 'madal', 'sarangi'];

const literal = (items: readonly string[]) => `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`;

export const WORDS = {
  first: { sql: literal(FIRST), length: FIRST.length },
  second: { sql: literal(SECOND), length: SECOND.length },
  cities: { sql: literal(CITIES), length: CITIES.length },
  suffixes: { sql: literal(SUFFIXES), length: SUFFIXES.length },
  tags: { sql: literal(TAGS), length: TAGS.length },
  genres: { sql: literal(GENRES), length: GENRES.length },
  keys: { sql: literal(MUSICAL_KEYS), length: MUSICAL_KEYS.length },
  moods: { sql: literal(MOODS), length: MOODS.length },
} as const;

/** A search with a typo that the bench sends: 'himalayan' missing a letter. */
export const TYPO_QUERY = 'himalyan';
