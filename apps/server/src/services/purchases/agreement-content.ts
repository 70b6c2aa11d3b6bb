import { createHash } from 'node:crypto';
import { LICENCE_LABELS, type TLicenceKind } from '@beatpasal/shared/licences';
import { formatNpr } from '@beatpasal/shared/prices';
import { WALLET_LABELS } from '@beatpasal/shared/schemas/profiles';
import { formatBikramSambat } from '../../documents/bikram-sambat';
import { AGREEMENT_TEMPLATE_VERSION, type AgreementContent } from '../../documents/licence-agreement-pdf';
import type { TPurchaseView } from '../../db/repositories/purchases-repository';

const EXCLUSIVITY: Record<TLicenceKind, string> = {
  lease: 'Non-exclusive: the artist may license this track to other buyers.',
  non_exclusive: 'Non-exclusive: the artist may license this track to other buyers.',
  exclusive: 'Exclusive: no other buyer will be licensed this track from the date of this agreement. The artist keeps the copyright.',
  full_rights: 'Full rights: ownership and copyright of the track pass to the buyer. The artist keeps no right to license or sell it again.',
};

const KEEPS_WRITER_SHARE =
  'Publishing: the artist keeps their writer’s share of the music in any song made with the track, unless the terms above say otherwise.';

const PUBLISHING: Record<TLicenceKind, string> = {
  lease: KEEPS_WRITER_SHARE,
  non_exclusive: KEEPS_WRITER_SHARE,
  exclusive: KEEPS_WRITER_SHARE,
  full_rights: 'Publishing: the buyer owns the publishing of the track in full.',
};

const adDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kathmandu' }).format(date);

function dateLine(label: string, date: Date): string {
  const bs = formatBikramSambat(date);
  return `${label}: ${adDate(date)} AD${bs ? ` (${bs})` : ''}`;
}

/** The agreement's text from the purchase's licence snapshot (never the track's current licence). */
export function agreementContent(view: TPurchaseView, issuedAt: Date): AgreementContent {
  const row = view.purchase;
  const artistName = view.artistDisplayName ?? view.artistUsername ?? '';
  const licence = LICENCE_LABELS[row.licenceKind];
  const termLines = [
    `Licence: ${licence}`,
    ...(row.licenceTerms ? [`Terms set by the artist: ${row.licenceTerms}`] : []),
    `Audio streams: ${row.streamCap ? `up to ${row.streamCap.toLocaleString('en-IN')}` : 'no limit stated'}`,
    `Music videos: ${row.licenceKind === 'lease' ? '1 music video unless the terms above say otherwise' : 'no limit stated'}`,
    `Term: ${row.leaseDays ? `${row.leaseDays} days from the date of issue` : 'perpetual'}`,
    `Credit: the buyer credits the track as “Produced by ${artistName}” wherever credits are given.`,
    PUBLISHING[row.licenceKind],
    EXCLUSIVITY[row.licenceKind],
    `Files delivered: ${row.deliverables.length > 0 ? row.deliverables.join(', ').toUpperCase() : 'MASTER, MP3'}`,
  ];
  const sections = [
    {
      heading: '1. Parties',
      lines: [
        `Artist (licensor): ${artistName} p/k/a ${view.artistUsername ?? ''}`,
        `Buyer (licensee): ${view.buyerFullName ?? view.buyerUsername ?? ''}, ${view.buyerAddress ?? ''}`,
      ],
    },
    { heading: '2. Track', lines: [`Title: “${view.trackTitle}”`, `Produced by ${artistName}`] },
    { heading: '3. Licence and terms', lines: termLines },
    {
      heading: '4. Payment',
      lines: [
        `Price: ${formatNpr(row.priceNpr)}, paid directly to the artist`,
        `Order reference: ${row.referenceCode}`,
        `Wallet transaction: ${row.walletLabel ? WALLET_LABELS[row.walletLabel] : ''} ${row.walletTransactionId ?? ''}`.trim(),
        ...(row.decidedAt ? [dateLine('Payment confirmed by the artist', row.decidedAt)] : []),
      ],
    },
    { heading: '5. Date', lines: [dateLine('Issued', issuedAt)] },
    {
      heading: '6. Governing law',
      lines: [
        'This agreement is governed by the laws of Nepal. The parties first try to settle any dispute between themselves.',
        'Beatpasal is only the marketplace where the parties met and is not a party to this agreement.',
      ],
    },
  ];
  const text = sections.map((section) => [section.heading, ...section.lines].join('\n')).join('\n\n');
  const sha = createHash('sha256').update(`v${AGREEMENT_TEMPLATE_VERSION}\n${text}`).digest('hex');
  return {
    title: `${licence} Licence Agreement`,
    sections,
    fingerprint: `Template v${AGREEMENT_TEMPLATE_VERSION}. SHA-256 of the agreement text above: ${sha}`,
  };
}
