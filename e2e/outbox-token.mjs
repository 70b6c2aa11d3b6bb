// The key to the app's local outbox in journeys: start-server.mjs hands it to the app as
// OUTBOX_TOKEN and helpers/accounts.ts reads mail with it. Set OUTBOX_TOKEN to reuse a server
// started by hand with its own token.
export const OUTBOX_TOKEN = process.env.OUTBOX_TOKEN ?? 'e2e-local-outbox-token';
export const OUTBOX_JSON_PATH = `/dev/outbox.json?token=${encodeURIComponent(OUTBOX_TOKEN)}`;
