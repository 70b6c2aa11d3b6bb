/** Shown when an artist has not uploaded a cover or a profile picture; inline, so they cost no request. */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`)}`;

export const DEFAULT_COVER = svg(
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b0612"/><stop offset="1" stop-color="#18181b"/></linearGradient></defs>' +
    '<rect width="100" height="100" fill="url(#g)"/>' +
    '<g fill="#f0567a" opacity=".85"><rect x="29" y="44" width="5" height="12" rx="2.5"/><rect x="38" y="36" width="5" height="28" rx="2.5"/>' +
    '<rect x="47" y="30" width="5" height="40" rx="2.5"/><rect x="56" y="39" width="5" height="22" rx="2.5"/><rect x="65" y="46" width="5" height="8" rx="2.5"/></g>',
);

export const DEFAULT_AVATAR = svg(
  '<rect width="100" height="100" fill="#27272a"/>' +
    '<circle cx="50" cy="40" r="17" fill="#71717a"/><path d="M18 90c4-19 17-28 32-28s28 9 32 28z" fill="#71717a"/>',
);
