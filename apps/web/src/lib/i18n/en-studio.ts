/** English strings of the artist studio (upload, edit, dashboard tracks, player); merged into `en` under `studio`. */
export const studioEn = {
  player: {
    label: 'Audio player',
    play: 'Play',
    pause: 'Pause',
    seek: 'Seek',
    position: '{current} of {total}',
    volume: 'Volume',
    volumeValue: '{percent}%',
    mute: 'Mute',
    minimise: 'Minimise player',
    expand: 'Expand player',
    close: 'Close player',
    facts: '{genre} · {bpm} BPM',
    playbackFailed: 'This preview could not be played. Please try again.',
  },
} as const;
