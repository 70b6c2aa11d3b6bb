import { LICENCE_KINDS } from '@beatpasal/shared/licence-kinds';
import type { TCartItemInput } from '@beatpasal/shared/schemas/cart';

/** A visitor's cart lives in this browser until they sign in as a buyer, when it joins the account's (issue 35). */
const STORAGE_KEY = 'beatpasal.visitor-cart';
const MAX_ITEMS = 50;

function isItem(value: unknown): value is TCartItemInput {
  if (typeof value !== 'object' || value === null) return false;
  const { trackId, licenceKind } = value as Record<string, unknown>;
  return typeof trackId === 'string' && LICENCE_KINDS.some((kind) => kind === licenceKind);
}

/** What this browser holds; anything unreadable (blocked storage, an edited value) reads as an empty cart. */
export function readVisitorCart(): TCartItemInput[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, MAX_ITEMS) : [];
  } catch {
    return [];
  }
}

/** Adds a licence once; false when the browser will not keep it (storage blocked or the cart full). */
export function addToVisitorCart(item: TCartItemInput): boolean {
  const items = readVisitorCart();
  const isHeld = items.some((held) => held.trackId === item.trackId && held.licenceKind === item.licenceKind);
  if (!isHeld && items.length >= MAX_ITEMS) return false;
  try {
    globalThis.localStorage.setItem(STORAGE_KEY, JSON.stringify(isHeld ? items : [...items, item]));
    return true;
  } catch {
    return false;
  }
}

export function clearVisitorCart(): void {
  try {
    globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage held nothing to clear.
  }
}
