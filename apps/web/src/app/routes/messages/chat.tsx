import { useParams } from 'react-router';
import { ChatView } from '../../../features/messages/components/chat-view';
import { OfferCard } from '../../../features/offers/components/offer-card';
import { OfferTools } from '../../../features/offers/components/offer-tools';
import { useSession } from '../../../lib/session';

/** /messages/:receiverId: the chat, with offers drawn as the offers feature's cards and its composers above the chat's own. */
export function Component() {
  const { receiverId = '' } = useParams();
  const session = useSession().data;
  const viewerId = session?.user?.id ?? '';
  const role = session?.profile?.role;
  const tools = role === 'artist' || role === 'buyer' ? <OfferTools myRole={role} otherId={receiverId} /> : null;
  return (
    <ChatView
      key={receiverId}
      userId={receiverId}
      renderOffer={(offer) => <OfferCard offer={offer} viewerId={viewerId} />}
      tools={tools}
    />
  );
}
