import { ForwardedPayments } from './forwarded-payments';
import { PaymentInboxSettings } from './payment-inbox-settings';
import { PaymentMessagesPanel } from './payment-messages-panel';

/** The artist dashboard's confirming from credit messages (decision 065): paste, forwarded suggestions, forwarding settings. */
export function PaymentConfirmations() {
  return (
    <div className="space-y-8">
      <PaymentMessagesPanel />
      <ForwardedPayments />
      <PaymentInboxSettings />
    </div>
  );
}
