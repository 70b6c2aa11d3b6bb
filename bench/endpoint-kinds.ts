/** What a bench endpoint measures (bench-endpoints.ts says how each is served); `--only` picks among them. */
export const ENDPOINT_KINDS = ['hello', 'page', 'search', 'visitor', 'signed-in', 'signed-in-uncached'] as const;
export type TEndpointKind = (typeof ENDPOINT_KINDS)[number];
