import { useParams } from 'react-router';
import { ChatView } from '../../../features/messages/components/chat-view';

/**
 * /messages/:receiverId. Offers in the chat render through `renderOffer`: once the offers feature
 * has its card, this page passes `renderOffer={(offer) => <OfferCard offer={offer} />}`.
 */
export function Component() {
  const { receiverId = '' } = useParams();
  return <ChatView key={receiverId} userId={receiverId} />;
}
