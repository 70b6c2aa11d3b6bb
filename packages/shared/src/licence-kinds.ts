// No zod here: the web's first load uses these (licences.ts adds the schemas).
import { wordsIn } from './vocabulary';

/** The spec's four kinds (its masterRights is full_rights), cheapest first. */
export const LICENCE_KINDS = ['lease', 'non_exclusive', 'exclusive', 'full_rights'] as const;
export type TLicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_LABELS: Record<TLicenceKind, string> = wordsIn('licenceKinds', 'en');

export const DELIVERABLES = ['mp3', 'wav', 'stems', 'trackout'] as const;
export type TDeliverable = (typeof DELIVERABLES)[number];

export const MAX_PRICE_NPR = 10_000_000;
export const MAX_LICENCE_TERMS = 2000;
export const MAX_LEASE_DAYS = 3650;
export const MAX_STREAM_CAP = 1_000_000_000;

/** Exclusive kinds sell once: approving one marks the track sold (DESIGN §2). */
export function isExclusiveKind(kind: TLicenceKind): boolean {
  return kind === 'exclusive' || kind === 'full_rights';
}
