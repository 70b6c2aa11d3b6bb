import type { TStartStep } from './start-steps';
import { StartSteps } from './start-steps';

/** Spec §2.10: the artist's path needs a complete profile with a wallet QR before the first upload. */
const ARTIST_STEPS: readonly TStartStep[] = [
  { title: 'pages.howToStart.artist.signupTitle', body: 'pages.howToStart.artist.signupBody' },
  { title: 'pages.howToStart.artist.roleTitle', body: 'pages.howToStart.artist.roleBody' },
  { title: 'pages.howToStart.artist.profileTitle', body: 'pages.howToStart.artist.profileBody' },
  { title: 'pages.howToStart.artist.uploadTitle', body: 'pages.howToStart.artist.uploadBody' },
];

const BUYER_STEPS: readonly TStartStep[] = [
  { title: 'pages.howToStart.buyer.roleTitle', body: 'pages.howToStart.buyer.roleBody' },
  { title: 'pages.howToStart.buyer.profileTitle', body: 'pages.howToStart.buyer.profileBody' },
  { title: 'pages.howToStart.buyer.browseTitle', body: 'pages.howToStart.buyer.browseBody' },
  { title: 'pages.howToStart.buyer.payTitle', body: 'pages.howToStart.buyer.payBody' },
  { title: 'pages.howToStart.buyer.downloadTitle', body: 'pages.howToStart.buyer.downloadBody' },
];

/** Artists and buyers side by side on wide screens, one after the other on a phone. */
export function StartPaths() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <StartSteps
        title="pages.howToStart.artist.title"
        steps={ARTIST_STEPS}
        note="pages.howToStart.artist.note"
        cta="pages.howToStart.artist.cta"
      />
      <StartSteps title="pages.howToStart.buyer.title" steps={BUYER_STEPS} cta="pages.howToStart.buyer.cta" />
    </div>
  );
}
