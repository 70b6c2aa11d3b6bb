import { isIP } from 'node:net';

/** One host name label as S3 accepts it in a host name: 3–63 lower-case letters, digits and hyphens. */
const HOST_LABEL = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

export interface BucketUrlOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  publicBaseUrl?: string;
}

/**
 * Whether the SDK puts the bucket in the host name, by its endpoint rules: one label always; a
 * dotted name only over plain http, since a certificate for `*.host` covers one label.
 */
function isVirtualHostable(bucket: string, protocol: string): boolean {
  if (HOST_LABEL.test(bucket) && isIP(bucket) === 0) return true;
  return protocol === 'http:' && bucket.split('.').every((label) => HOST_LABEL.test(label)) && isIP(bucket) === 0;
}

/**
 * The bucket's own URL, as the AWS SDK addresses it, so signed links start with it: AWS's
 * virtual-hosted URL, or AWS's regional host with the bucket in the path (path style asked for, or
 * a dotted name); for an endpoint, path style when asked for, for an IP address, and for a name
 * the host name cannot carry. Tested against the SDK's own signed links (s3-bucket-url.test.ts).
 */
export function bucketOwnUrl({
  bucket,
  endpoint,
  region,
  forcePathStyle,
}: Omit<BucketUrlOptions, 'publicBaseUrl'>): string {
  if (!endpoint) {
    const isPathStyle = forcePathStyle || !isVirtualHostable(bucket, 'https:');
    return isPathStyle
      ? `https://s3.${region}.amazonaws.com/${bucket}`
      : `https://${bucket}.s3.${region}.amazonaws.com`;
  }
  const url = new URL(endpoint);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const basePath = url.pathname.replace(/\/+$/, '');
  if (forcePathStyle || isIP(hostname) !== 0 || !isVirtualHostable(bucket, url.protocol))
    return `${url.origin}${basePath}/${bucket}`;
  return `${url.protocol}//${bucket}.${url.host}${basePath}`;
}

/** Where the bucket's public objects are read from: the public base URL when there is one, else the bucket's own URL. */
export function bucketBaseUrl(options: BucketUrlOptions): string {
  return options.publicBaseUrl ? options.publicBaseUrl.replace(/\/+$/, '') : bucketOwnUrl(options);
}

/**
 * The origins a browser loads stored objects from, made by the same functions as the URLs: public
 * images from the public base URL, and signed links (previews, private pictures an administrator
 * sees in place) from the bucket's own URL.
 */
export function bucketOrigins(options: BucketUrlOptions): { images: string[]; media: string[] } {
  const signed = new URL(bucketOwnUrl(options)).origin;
  const publicImages = new URL(bucketBaseUrl(options)).origin;
  return { images: [...new Set([publicImages, signed])], media: [signed] };
}
