import { isIP } from 'node:net';

/** A bucket name the SDK puts in the host name: one DNS label (no dots), as the S3 endpoint rules require for a custom endpoint. */
const VIRTUAL_HOSTABLE = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

export interface BucketUrlOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  publicBaseUrl?: string;
}

/**
 * Where the bucket's objects are read from, addressed as the SDK addresses them: the public base URL
 * when there is one; AWS's virtual-hosted URL; path style when asked for, and also where a host name
 * cannot carry the bucket (an IP address endpoint, or a bucket name that is not one DNS label), which
 * is where the SDK itself falls back to path style.
 */
export function bucketBaseUrl({ bucket, endpoint, region, forcePathStyle, publicBaseUrl }: BucketUrlOptions): string {
  if (publicBaseUrl) return publicBaseUrl.replace(/\/+$/, '');
  if (!endpoint) return `https://${bucket}.s3.${region}.amazonaws.com`;
  const url = new URL(endpoint);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (forcePathStyle || isIP(hostname) !== 0 || !VIRTUAL_HOSTABLE.test(bucket)) return `${url.origin}${url.pathname.replace(/\/+$/, '')}/${bucket}`;
  return `${url.protocol}//${bucket}.${url.host}`;
}
