/**
 * The words of issue 30's payments, shared by the database schema, the server and the web
 * (DESIGN §7). Kept apart from the parsers so the schema imports no parsing code.
 */

/** What an artist's wallet QR decodes to: only `emvco` (NepalQR) can carry an amount. */
export const QR_PAYLOAD_KINDS = ['emvco', 'esewa_json', 'bank_json', 'other'] as const;
export type TQrPayloadKind = (typeof QR_PAYLOAD_KINDS)[number];

/** How a sale was marked as paid: by the artist's tap, from a pasted or forwarded credit message, or by itself from a forwarded one. */
export const CONFIRMATION_SOURCES = ['artist', 'pasted_message', 'forwarded_message', 'automatic'] as const;
export type TConfirmationSource = (typeof CONFIRMATION_SOURCES)[number];

/** What became of a forwarded credit message (its text is never kept, only these fields). */
export const FORWARDED_MESSAGE_OUTCOMES = ['matched', 'ambiguous', 'unmatched', 'confirmed', 'dismissed'] as const;
export type TForwardedMessageOutcome = (typeof FORWARDED_MESSAGE_OUTCOMES)[number];

/** Paisa added to a licence price so that each open purchase of an artist has its own amount (decision 063). */
export const MAX_PAISA_OFFSET = 99;
