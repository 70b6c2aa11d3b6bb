import { describe, expect, it } from 'vitest';
import { bucketBaseUrl, bucketOrigins } from './s3-bucket-url';

const base = { bucket: 'media', region: 'ap-south-1', forcePathStyle: false };

describe('bucketBaseUrl', () => {
  it('uses path style for an IP address endpoint even when path style is off, as the SDK does', () => {
    expect(bucketBaseUrl({ ...base, endpoint: 'http://127.0.0.1:4569' })).toBe('http://127.0.0.1:4569/media');
    expect(bucketBaseUrl({ ...base, endpoint: 'http://[::1]:9000/' })).toBe('http://[::1]:9000/media');
  });

  it('uses path style for a bucket name that cannot be a host name label', () => {
    expect(bucketBaseUrl({ ...base, bucket: 'media.beatpasal', endpoint: 'https://s3.example.com' })).toBe(
      'https://s3.example.com/media.beatpasal',
    );
    expect(bucketBaseUrl({ ...base, bucket: 'files.beatpasal.com' })).toBe(
      'https://s3.ap-south-1.amazonaws.com/files.beatpasal.com',
    );
    expect(bucketBaseUrl({ ...base, bucket: 'files.a.com', endpoint: 'http://minio:9000' })).toBe(
      'http://minio:9000/files.a.com',
    );
  });

  it('puts a dotted bucket in the host name over plain http, as the SDK does', () => {
    expect(bucketBaseUrl({ ...base, bucket: 'files.beatpasal.com', endpoint: 'http://minio:9000' })).toBe(
      'http://files.beatpasal.com.minio:9000',
    );
  });

  it('gives the origins of public images and signed links from the same URLs', () => {
    const dotted = { ...base, bucket: 'files.beatpasal.com' };
    expect(bucketOrigins(dotted)).toEqual({
      images: ['https://s3.ap-south-1.amazonaws.com'],
      media: ['https://s3.ap-south-1.amazonaws.com'],
    });
    expect(bucketOrigins({ ...dotted, publicBaseUrl: 'https://cdn.example.com/x/' })).toEqual({
      images: ['https://cdn.example.com', 'https://s3.ap-south-1.amazonaws.com'],
      media: ['https://s3.ap-south-1.amazonaws.com'],
    });
  });

  it('keeps virtual-hosted URLs for a named endpoint, path style when asked, AWS and the public base URL', () => {
    expect(bucketBaseUrl({ ...base, endpoint: 'https://abc.r2.cloudflarestorage.com' })).toBe(
      'https://media.abc.r2.cloudflarestorage.com',
    );
    expect(bucketBaseUrl({ ...base, endpoint: 'http://minio:9000/', forcePathStyle: true })).toBe(
      'http://minio:9000/media',
    );
    expect(bucketBaseUrl(base)).toBe('https://media.s3.ap-south-1.amazonaws.com');
    expect(
      bucketBaseUrl({ ...base, endpoint: 'http://127.0.0.1:4569', publicBaseUrl: 'https://cdn.example.com/' }),
    ).toBe('https://cdn.example.com');
  });
});
