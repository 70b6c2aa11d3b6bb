import {
  ZForwardedPayment,
  ZForwardedPaymentPage,
  ZPastedPaymentMessages,
  ZPaymentInbox,
  ZPaymentInboxAddress,
  type TConfirmPaymentMessage,
  type TForwardedPayment,
  type TForwardedPaymentPage,
  type TPastedPaymentMessages,
  type TPaymentInbox,
  type TPaymentInboxAddress,
} from '@beatpasal/shared/payments/credit-message-api';
import { ZSale, type TSale } from '@beatpasal/shared/schemas/purchases';
import { apiFetch } from '../../../lib/api-client';

/** Confirming sales from credit messages (decision 065): paste, forwarding address, forwarded suggestions. */
export const paymentMessageKeys = {
  inbox: ['payment-inbox'] as const,
  forwarded: ['forwarded-payments'] as const,
};

/** The pasted text goes to the server once, to be read; it is not kept there. */
export function checkPaymentMessages(text: string): Promise<TPastedPaymentMessages> {
  return apiFetch('/api/me/payment-messages', { method: 'POST', body: { text }, schema: ZPastedPaymentMessages });
}

export function confirmPaymentMessage(body: TConfirmPaymentMessage): Promise<TSale> {
  return apiFetch('/api/me/payment-messages/confirm', { method: 'POST', body, schema: ZSale });
}

export function fetchPaymentInbox(signal?: AbortSignal): Promise<TPaymentInbox> {
  return apiFetch('/api/me/payment-inbox', { schema: ZPaymentInbox, signal });
}

/** Turns the address on or gives it a new secret: the only answer with the address in it. */
export function openPaymentInbox(): Promise<TPaymentInboxAddress> {
  return apiFetch('/api/me/payment-inbox', { method: 'POST', schema: ZPaymentInboxAddress });
}

export function closePaymentInbox(): Promise<TPaymentInbox> {
  return apiFetch('/api/me/payment-inbox', { method: 'DELETE', schema: ZPaymentInbox });
}

export function setPaymentInboxAutoConfirm(autoConfirm: boolean): Promise<TPaymentInbox> {
  return apiFetch('/api/me/payment-inbox', { method: 'PATCH', body: { autoConfirm }, schema: ZPaymentInbox });
}

export function fetchForwardedPayments(cursor: string | null, signal: AbortSignal): Promise<TForwardedPaymentPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch(`/api/me/forwarded-payments${query}`, { schema: ZForwardedPaymentPage, signal });
}

export function decideForwardedPayment(id: string, decision: 'confirm' | 'dismiss'): Promise<TForwardedPayment> {
  return apiFetch(`/api/me/forwarded-payments/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    schema: ZForwardedPayment,
  });
}
