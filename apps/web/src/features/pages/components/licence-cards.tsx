import { useT } from '../../../lib/i18n/i18n';
import type { TMessageKey } from '../../../lib/i18n/translate';
import { PANEL_CLASS } from './page-styles';

interface TLicenceCard {
  id: string;
  name: TMessageKey;
  summary: TMessageKey;
  points: readonly TMessageKey[];
}

/** The three cards of spec §2.10, from the most limited licence to the sale of the beat itself. */
const CARDS: readonly TLicenceCard[] = [
  {
    id: 'lease',
    name: 'pages.licensing.lease.name',
    summary: 'pages.licensing.lease.summary',
    points: [
      'pages.licensing.lease.usage',
      'pages.licensing.lease.shared',
      'pages.licensing.lease.fit',
      'pages.licensing.lease.credit',
    ],
  },
  {
    id: 'exclusive',
    name: 'pages.licensing.exclusive.name',
    summary: 'pages.licensing.exclusive.summary',
    points: [
      'pages.licensing.exclusive.usage',
      'pages.licensing.exclusive.shared',
      'pages.licensing.exclusive.copyright',
    ],
  },
  {
    id: 'full-rights',
    name: 'pages.licensing.fullRights.name',
    summary: 'pages.licensing.fullRights.summary',
    points: [
      'pages.licensing.fullRights.ownership',
      'pages.licensing.fullRights.artist',
      'pages.licensing.fullRights.shared',
    ],
  },
];

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-400">
      <path
        d="M4.5 10.5l3.5 3.5 7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function LicenceCards() {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {CARDS.map((card) => (
        <li key={card.id} className={`${PANEL_CLASS} border-t-4 border-t-brand-600 p-6`}>
          <h3 className="text-xl font-bold text-white">{t(card.name)}</h3>
          <p className="mt-1 text-sm font-semibold tracking-wide text-brand-300 uppercase">{t(card.summary)}</p>
          <ul className="mt-5 space-y-3 text-sm leading-relaxed text-zinc-300">
            {card.points.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckIcon />
                <span>{t(point)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
