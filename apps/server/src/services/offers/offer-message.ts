import { LICENCE_LABELS, type TLicenceKind } from '@beatpasal/shared/licences';
import { formatNpr } from '@beatpasal/shared/prices';

/**
 * The text stored with an offer's chat message: what the inbox row and the e-mail about an unseen
 * message show (the chat itself draws the offer card).
 */
export function offerMessageBody(input: {
  title: string;
  licenceKind: TLicenceKind;
  priceNpr: number;
  isCounter: boolean;
  isFromArtist: boolean;
}): string {
  const what = input.isCounter ? 'Counter-offer' : input.isFromArtist ? 'Offer' : 'Proposed price';
  return `${what}: ${input.title}, ${LICENCE_LABELS[input.licenceKind]} licence, ${formatNpr(input.priceNpr)}`;
}
