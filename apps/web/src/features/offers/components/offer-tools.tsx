import { ZLicenceKind } from '@beatpasal/shared/licences';
import { useSearchParams } from 'react-router';
import { MakeOffer } from './make-offer';
import { ProposePrice } from './propose-price';

interface TOfferToolsProps {
  /** The signed-in person's role in this chat. */
  myRole: 'artist' | 'buyer';
  /** The other person of the chat. */
  otherId: string;
  /** After an offer was sent: the chat refetches its messages. */
  onSent?: () => void;
}

/**
 * What the chat shows above its composer for offers: the artist's "Make an offer"; the buyer's
 * attached track and "Propose a price" when the chat was opened from Negotiate (`?track=…&licence=…`).
 */
export function OfferTools({ myRole, otherId, onSent }: TOfferToolsProps) {
  const [params] = useSearchParams();
  if (myRole === 'artist') return <MakeOffer buyerId={otherId} onSent={onSent} />;
  const trackId = params.get('track');
  const licence = ZLicenceKind.safeParse(params.get('licence'));
  if (!trackId || !licence.success) return null;
  return <ProposePrice artistId={otherId} trackId={trackId} licenceKind={licence.data} onSent={onSent} />;
}
