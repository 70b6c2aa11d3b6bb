import type { TGenre } from '@beatpasal/shared/genres';
import type { TMood } from '@beatpasal/shared/schemas/tracks';

/** Sixty distinct titles: places, festivals and everyday Nepal, some written in Devanagari. */
export const DEMO_TITLES: readonly string[] = [
  'Monsoon Drift', 'Thamel After Dark', 'Phewa Reflections', 'Rara Blue', 'Namche Nights', 'Dashain Bounce',
  'Tihar Lights', 'Asan Market', 'Boudha Circles', 'Himal Haze', 'Sherpa Steps', 'Kathmandu Fog',
  'Dhaka Topi', 'Momo Run', 'चियाको चुस्की', 'सारङ्गीको सुर', 'मादलको ताल', 'Bagmati Flow',
  'Rhododendron', 'Lumbini Calm', 'Ring Road Rush', 'Basantapur Dusk', 'Newari Gold', 'Annapurna Sunrise',
  'Mustang Wind', 'Gorkha Grind', 'Khukuri Edge', 'Terai Heat', 'Pashupati Bells', 'Langtang Snow',
  'Load Shedding', 'Tempo Ride', 'साउने झरी', 'Prayer Flags', 'Swayambhu Steps', 'Night Bus to Pokhara',
  'Jhamsikhel Groove', 'तीजको रहर', 'Holi Colours', 'Indra Jatra', 'Bisket Drums', 'Chautari Talk',
  'Dal Bhat Power', 'नेपाली धुन', 'Jhyaure Flip', 'Lakhey Dance', 'Gufa Echo', 'Fewa Boat',
  'Durbar Square Drill', 'Sukute Sunset', 'Koshi Current', 'Ilam Tea Garden', 'Nagarkot View', 'Kirtipur Hills',
  'Godawari Green', 'पहाडी माया', 'Upper Dolpo', 'Gadhimai', 'Mithila Paint', 'Yomari Punhi',
];

/** Tags a genre's tracks draw from (besides a place tag). */
export const GENRE_TAGS: Record<TGenre, readonly string[]> = {
  'Hip-Hop': ['boom bap', 'nephop', 'rap', 'dusty drums'],
  Trap: ['808', 'dark trap', 'hard', 'bells'],
  'Lo-Fi': ['lofi', 'chill', 'study', 'rain'],
  Pop: ['pop', 'catchy', 'radio', 'summer'],
  Rock: ['rock', 'band', 'guitar', 'live drums'],
  EDM: ['edm', 'festival', 'drop', 'dance'],
  'R&B': ['rnb', 'soul', 'smooth', 'love song'],
  Reggae: ['reggae', 'dub', 'riddim', 'island'],
  Drill: ['drill', 'uk drill', 'sliding 808', 'dark'],
  Instrumental: ['instrumental', 'piano', 'cinematic'],
  Beats: ['beat', 'freestyle', 'rap'],
  Loop: ['loop', 'melody', 'sample pack'],
  Sample: ['sample', 'vintage', 'cassette', 'chop'],
  Soundtrack: ['film score', 'cinematic', 'trailer'],
  Ambient: ['ambient', 'meditation', 'drone', 'singing bowl', 'ध्यान'],
  Experimental: ['experimental', 'glitch', 'weird'],
  'Cover Song': ['cover', 'nepali classic', 'unplugged', 'नेपाली'],
  Other: ['folk fusion', 'maithili', 'world', 'लोक', 'दोहोरी'],
};

export const GENRE_MOODS: Record<TGenre, readonly TMood[]> = {
  'Hip-Hop': ['Energetic', 'Dark', 'Chill'],
  Trap: ['Dark', 'Aggressive', 'Energetic'],
  'Lo-Fi': ['Chill', 'Melancholic', 'Sad'],
  Pop: ['Happy', 'Uplifting', 'Romantic'],
  Rock: ['Energetic', 'Aggressive', 'Epic'],
  EDM: ['Energetic', 'Uplifting', 'Happy'],
  'R&B': ['Romantic', 'Chill', 'Sad'],
  Reggae: ['Happy', 'Chill', 'Uplifting'],
  Drill: ['Dark', 'Aggressive'],
  Instrumental: ['Epic', 'Melancholic', 'Uplifting'],
  Beats: ['Energetic', 'Chill', 'Dark'],
  Loop: ['Happy', 'Chill', 'Energetic'],
  Sample: ['Melancholic', 'Chill', 'Sad'],
  Soundtrack: ['Epic', 'Dark', 'Melancholic'],
  Ambient: ['Chill', 'Melancholic', 'Uplifting'],
  Experimental: ['Dark', 'Epic', 'Energetic'],
  'Cover Song': ['Romantic', 'Sad', 'Happy'],
  Other: ['Happy', 'Uplifting', 'Energetic'],
};
