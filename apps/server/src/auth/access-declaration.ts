/**
 * Who gets what from a route, declared beside the route and published in the API document as
 * `x-access` (decision 037). The route × actor suite (test/access/route-matrix.test.ts) calls
 * every documented route as each actor against objects owned by someone else and expects exactly
 * these statuses; a route without a declaration fails it.
 */
export const ACCESS_ACTORS = ['visitor', 'buyer', 'otherBuyer', 'artist', 'otherArtist', 'admin', 'suspended'] as const;
export type TAccessActor = (typeof ACCESS_ACTORS)[number];

/** What a path parameter names; the suite owns one of each, made by other accounts than the actors. */
export const ACCESS_TARGETS = [
  'track',
  'purchase',
  'walletQr',
  'artistName',
  'user',
  'offer',
  'strike',
  'takedown',
  'report',
  'contact',
  'dispute',
  'victim',
  'licence',
  'upload',
  'coProduction',
  'coProducerShare',
  'discountCode',
  'timedSale',
  'none',
] as const;
export type TAccessTarget = (typeof ACCESS_TARGETS)[number];

export interface TAccessDeclaration {
  target: TAccessTarget;
  expect: Record<TAccessActor, number>;
}

declare module 'fastify' {
  interface FastifySchema {
    'x-access'?: TAccessDeclaration;
  }
}

/** `others` is every actor not named. */
export function access(
  target: TAccessTarget,
  statuses: Partial<Record<TAccessActor, number>> & { others: number },
): { 'x-access': TAccessDeclaration } {
  const expect = Object.fromEntries(
    ACCESS_ACTORS.map((actor) => [actor, statuses[actor] ?? statuses.others]),
  ) as Record<TAccessActor, number>;
  return { 'x-access': { target, expect } };
}

/** A route for signed-in people: a visitor and a suspended account (whose sessions ended) get 401. */
export function signedIn(target: TAccessTarget, statuses: Partial<Record<TAccessActor, number>> & { others: number }) {
  return access(target, { visitor: 401, suspended: 401, ...statuses });
}

/** An administrator's route: 404 for everyone else, so the area is not advertised. */
export function adminOnly(target: TAccessTarget, adminStatus: number) {
  return access(target, { others: 404, admin: adminStatus });
}
