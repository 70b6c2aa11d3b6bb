import type { TGenre } from '@beatpasal/shared/genres';

export type TDrumPattern = 'boom-bap' | 'trap' | 'four-floor' | 'rock' | 'one-drop' | 'none';

/** How a genre's demo loop is played: drums, arpeggio speed and decay, pad shape and tone. */
export interface LoopStyle {
  drums: TDrumPattern;
  /** Arpeggio notes per beat. */
  arpPerBeat: 1 | 2 | 4;
  arpDecay: number;
  pad: 'sustain' | 'offbeat-stabs' | 'rich';
  lowpassHz: number;
  echo: boolean;
  bpm: readonly [number, number];
}

const STYLES = {
  boomBap: {
    drums: 'boom-bap',
    arpPerBeat: 2,
    arpDecay: 8,
    pad: 'sustain',
    lowpassHz: 7000,
    echo: false,
    bpm: [84, 96],
  },
  trap: { drums: 'trap', arpPerBeat: 1, arpDecay: 4, pad: 'sustain', lowpassHz: 9000, echo: true, bpm: [130, 150] },
  drill: { drums: 'trap', arpPerBeat: 2, arpDecay: 6, pad: 'sustain', lowpassHz: 8000, echo: false, bpm: [138, 145] },
  lofi: { drums: 'boom-bap', arpPerBeat: 2, arpDecay: 5, pad: 'sustain', lowpassHz: 2600, echo: true, bpm: [70, 88] },
  pop: {
    drums: 'four-floor',
    arpPerBeat: 2,
    arpDecay: 7,
    pad: 'sustain',
    lowpassHz: 10000,
    echo: false,
    bpm: [100, 120],
  },
  edm: {
    drums: 'four-floor',
    arpPerBeat: 4,
    arpDecay: 12,
    pad: 'sustain',
    lowpassHz: 12000,
    echo: true,
    bpm: [122, 128],
  },
  rock: { drums: 'rock', arpPerBeat: 2, arpDecay: 5, pad: 'rich', lowpassHz: 6000, echo: false, bpm: [110, 140] },
  reggae: {
    drums: 'one-drop',
    arpPerBeat: 1,
    arpDecay: 6,
    pad: 'offbeat-stabs',
    lowpassHz: 5000,
    echo: true,
    bpm: [70, 80],
  },
  ambient: { drums: 'none', arpPerBeat: 1, arpDecay: 1.5, pad: 'sustain', lowpassHz: 4000, echo: true, bpm: [60, 80] },
  cinematic: { drums: 'none', arpPerBeat: 2, arpDecay: 3, pad: 'rich', lowpassHz: 5000, echo: true, bpm: [80, 100] },
} as const satisfies Record<string, LoopStyle>;

export const GENRE_STYLES: Record<TGenre, LoopStyle> = {
  'Hip-Hop': STYLES.boomBap,
  Trap: STYLES.trap,
  'Lo-Fi': STYLES.lofi,
  Pop: STYLES.pop,
  Rock: STYLES.rock,
  EDM: STYLES.edm,
  'R&B': { ...STYLES.lofi, lowpassHz: 5000, bpm: [64, 76] },
  Reggae: STYLES.reggae,
  Drill: STYLES.drill,
  Instrumental: STYLES.cinematic,
  Beats: STYLES.boomBap,
  Loop: { ...STYLES.pop, drums: 'boom-bap' },
  Sample: { ...STYLES.lofi, lowpassHz: 3500 },
  Soundtrack: STYLES.cinematic,
  Ambient: STYLES.ambient,
  Experimental: { ...STYLES.edm, drums: 'trap', arpDecay: 20, bpm: [90, 110] },
  'Cover Song': STYLES.rock,
  Other: STYLES.reggae,
};
