import { createHash } from 'node:crypto';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { WALLET_LABELS } from '@beatpasal/shared/schemas/profiles';
import { formatBikramSambat } from '../../documents/bikram-sambat';
import {
  AGREEMENT_TEMPLATE_VERSION,
  type AgreementCheck,
  type AgreementContent,
} from '../../documents/licence-agreement-pdf';
import type { TPurchaseView } from '../../db/repositories/purchases-repository';
import { AGREEMENT_TEXTS } from './agreement-texts';
import { exactMoney, licenceName } from './purchase-mail-texts';

// Latin digits in Nepali too, as everywhere by default (decision record 030).
const DATE_LOCALE: Record<TLanguage, string> = { en: 'en-GB', ne: 'ne-NP-u-nu-latn' };

function dateLine(label: string, date: Date, language: TLanguage): string {
  const ad = new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kathmandu',
  }).format(date);
  const bs = formatBikramSambat(date, language);
  return language === 'ne'
    ? `${label}: ${bs ? `${bs} (${ad} ई.)` : `${ad} ई.`}`
    : `${label}: ${ad} AD${bs ? ` (${bs})` : ''}`;
}

/**
 * The agreement's text from the purchase's licence snapshot (never the track's current licence),
 * in the buyer's language: the licensee reads and keeps it. The price is the exact amount paid,
 * with its paisa; `licence` is the public code and the address where anyone checks it;
 * `coProducerNames` are those who share the sale (decision 089), credited after the artist.
 */
export function agreementContent(
  view: TPurchaseView,
  issuedAt: Date,
  language: TLanguage = 'en',
  licence: { code: string; url: string } | null = null,
  coProducerNames: readonly string[] = [],
): AgreementContent {
  const row = view.purchase;
  const texts = AGREEMENT_TEXTS[language];
  const artistName = view.artistDisplayName ?? view.artistUsername ?? '';
  const facts = {
    kind: row.licenceKind,
    licence: licenceName(row.licenceKind, language),
    artistName,
    producers: [artistName, ...coProducerNames].join(', '),
    artistUsername: view.artistUsername ?? '',
    buyer: `${view.buyerFullName ?? view.buyerUsername ?? ''}, ${view.buyerAddress ?? ''}`,
    title: view.trackTitle,
    terms: row.licenceTerms,
    streamCap: row.streamCap ? row.streamCap.toLocaleString('en-IN') : null,
    leaseDays: row.leaseDays,
    files: row.deliverables.length > 0 ? row.deliverables.join(', ').toUpperCase() : 'MASTER, MP3',
    price: exactMoney(row.amountPaisa, language),
    reference: row.referenceCode,
    wallet: `${row.walletLabel ? WALLET_LABELS[row.walletLabel] : ''} ${row.walletTransactionId ?? ''}`,
  };
  const [parties, track, terms, payment, date, law] = texts.headings;
  const sections = [
    { heading: parties, lines: texts.parties(facts) },
    { heading: track, lines: texts.track(facts) },
    { heading: terms, lines: texts.terms(facts) },
    {
      heading: payment,
      lines: [...texts.payment(facts), ...(row.decidedAt ? [dateLine(texts.confirmed, row.decidedAt, language)] : [])],
    },
    { heading: date, lines: [dateLine(texts.issued, issuedAt, language)] },
    { heading: law, lines: texts.law },
  ];
  const check: AgreementCheck | null = licence
    ? { heading: texts.check.heading, lines: texts.check.lines(licence.code, licence.url), ...licence }
    : null;
  const text = [...sections, ...(check ? [check] : [])]
    .map((section) => [section.heading, ...section.lines].join('\n'))
    .join('\n\n');
  const sha = createHash('sha256').update(`v${AGREEMENT_TEMPLATE_VERSION}\n${text}`).digest('hex');
  return {
    title: texts.title(facts.licence),
    sections,
    check,
    fingerprint: texts.fingerprint(AGREEMENT_TEMPLATE_VERSION, sha),
  };
}
