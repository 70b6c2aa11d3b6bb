export const OUTBOX_TOKEN: string;
export const OUTBOX_JSON_PATH: string;
