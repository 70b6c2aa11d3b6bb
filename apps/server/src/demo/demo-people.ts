import type { TGenre } from '@beatpasal/shared/genres';
import type { TDemoWallet } from './make-wallet-qr';

export const DEMO_PASSWORD = 'beatpasal-demo';
export const DEMO_EMAIL_DOMAIN = 'example.com';

export interface DemoArtist {
  username: string;
  displayName: string;
  city: string;
  bio: string;
  equipment: string;
  /** Genres the artist's tracks are drawn from. */
  genres: readonly TGenre[];
  wallets: readonly TDemoWallet[];
  instagram?: string;
  youtube?: string;
}

export interface DemoBuyer {
  username: string;
  fullName: string;
  address: string;
  phone: string;
}

const artist = (
  username: string,
  displayName: string,
  city: string,
  bio: string,
  genres: readonly TGenre[],
  wallets: readonly TDemoWallet[] = ['esewa'],
): DemoArtist => ({
  username,
  displayName,
  city,
  bio,
  genres,
  wallets,
  equipment: 'FL Studio 21, Akai MPK Mini, Yamaha HS5 monitors, a madal and a second-hand sarangi',
  instagram: `https://instagram.com/${username.replace(/\./g, '')}`,
});

export const DEMO_ARTISTS: readonly DemoArtist[] = [
  artist(
    'kathmandubeats',
    'Kathmandu Beats',
    'Kathmandu',
    'Boom-bap and trap from a rooftop studio in Kalanki. Dusty drums, madal chops and basslines for Nepali rap.',
    ['Hip-Hop', 'Trap', 'Beats'],
    ['esewa', 'khalti'],
  ),
  artist(
    'pokhara.lofi',
    'Pokhara Lo-Fi',
    'Pokhara',
    'Slow loops recorded by Phewa lake: rain on tin roofs, warm keys and tape hiss for study sessions.',
    ['Lo-Fi', 'Ambient', 'Sample'],
  ),
  artist(
    'himalayantrap',
    'Himalayan Trap House',
    'Kathmandu',
    'Hard 808s and icy bells. Producer for underground rappers from Thamel to Dharan.',
    ['Trap', 'Drill', 'Hip-Hop'],
    ['khalti'],
  ),
  artist(
    'lalitpur.soundworks',
    'Lalitpur Soundworks',
    'Lalitpur',
    'A small studio in Patan scoring short films and ads; cinematic pads and strings on a budget.',
    ['Soundtrack', 'Instrumental', 'Ambient'],
    ['esewa', 'khalti'],
  ),
  artist(
    'bhaktapurdrill',
    'Bhaktapur Drill Co.',
    'Bhaktapur',
    'Sliding bass and off-kilter hats, with Newari dhime drums sampled from festival recordings.',
    ['Drill', 'Trap', 'Experimental'],
  ),
  artist(
    'everestechoes',
    'Everest Echoes',
    'Solukhumbu',
    'Ambient textures made between treks. Long reverbs, wind and slow chords for meditation and film.',
    ['Ambient', 'Soundtrack', 'Experimental'],
  ),
  artist(
    'chitwangrooves',
    'Chitwan Grooves',
    'Bharatpur',
    'Reggae and dancehall riddims from the Terai, with offbeat skanks and warm dub delays.',
    ['Reggae', 'Pop', 'Other'],
    ['esewa', 'khalti'],
  ),
  artist(
    'biratnagarbass',
    'Biratnagar Bass',
    'Biratnagar',
    'Festival EDM and big-room drops. Played at college fests across Province 1.',
    ['EDM', 'Pop', 'Experimental'],
    ['khalti'],
  ),
  artist(
    'thamelnights',
    'Thamel Nights',
    'Kathmandu',
    'Late-night R&B and soul: smooth chords, soft drums, made for singers.',
    ['R&B', 'Pop', 'Lo-Fi'],
  ),
  artist(
    'patantapes',
    'Patan Tapes',
    'Lalitpur',
    'Crate-digging producer flipping old Nepali cassette records into loops and sample packs.',
    ['Sample', 'Loop', 'Hip-Hop'],
    ['esewa', 'khalti'],
  ),
  artist(
    'dharandrums',
    'Dharan Drums',
    'Dharan',
    'Rock and band instrumentals with live-sounding drums; covers of Nepali classics on request.',
    ['Rock', 'Cover Song', 'Instrumental'],
  ),
  artist(
    'butwalbounce',
    'Butwal Bounce',
    'Butwal',
    'Catchy pop and dance beats for TikTok and wedding playlists.',
    ['Pop', 'EDM', 'Loop'],
    ['khalti'],
  ),
  artist(
    'mustangambient',
    'Mustang Ambient',
    'Jomsom',
    'Wind, singing bowls and drones from the high desert. Experimental and ambient only.',
    ['Ambient', 'Experimental', 'Soundtrack'],
  ),
  artist(
    'suresh.lama',
    'सुरेश लामा',
    'Kathmandu',
    'काठमाडौंको सानो स्टुडियोबाट लोक धुन र आधुनिक बिट: मादल, सारङ्गी र ८०८ एउटै गीतमा।',
    ['Other', 'Cover Song', 'Instrumental'],
    ['esewa', 'khalti'],
  ),
  artist('madalghar', 'मादल घर', 'Pokhara', 'पोखराका युवा सङ्गीतकारहरूको समूह: दोहोरी, लोक र हिप-हपका लागि लूप र नमुना।', [
    'Loop',
    'Hip-Hop',
    'Ambient',
  ]),
  artist(
    'janakpurrhythms',
    'Janakpur Rhythms',
    'Janakpur',
    'Maithili folk grooves meet modern beats: loops, covers and everything in between.',
    ['Loop', 'Cover Song', 'Other'],
    ['esewa', 'khalti'],
  ),
];

export const DEMO_BUYERS: readonly DemoBuyer[] = [
  { username: 'aarati.rapper', fullName: 'Aarati Shrestha', address: 'Baneshwor, Kathmandu', phone: '+9779800000101' },
  { username: 'bikash_mc', fullName: 'Bikash Gurung', address: 'Lakeside, Pokhara', phone: '+9779800000102' },
  { username: 'sujan.sings', fullName: 'Sujan Tamang', address: 'Jawalakhel, Lalitpur', phone: '+9779800000103' },
  { username: 'priya.films', fullName: 'Priya Maharjan', address: 'Durbar Square, Bhaktapur', phone: '+9779800000104' },
  { username: 'rohan.raps', fullName: 'Rohan Karki', address: 'Putalisadak, Kathmandu', phone: '+9779800000105' },
  { username: 'sita.vlogs', fullName: 'Sita Rai', address: 'Dharan-8, Sunsari', phone: '+9779800000106' },
];

export const demoEmail = (username: string) => `${username.replace(/\./g, '-')}@${DEMO_EMAIL_DOMAIN}`;
