import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition } from './content-disposition';
import { bucketBaseUrl } from './s3-bucket-url';
import { assertValidObjectKey } from './object-keys';
import { StoreUnavailable } from './store-unavailable';
import type { ObjectInfo, ObjectStore, PutOptions, SignedUrlOptions } from './object-store';

export interface S3ObjectStoreOptions {
  bucket: string;
  /** Omit for AWS S3; set for R2, MinIO and other S3-compatible stores. */
  endpoint?: string;
  region: string;
  /** Omit both to use the SDK's default credential chain (instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where public objects are read from (CDN or public bucket domain); defaults to the bucket's own URL. */
  publicBaseUrl?: string;
  defaultTtlSeconds: number;
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An endpoint that never answers must not hold readiness: a balancer's check waits a few seconds at most. */
const PING_TIMEOUT_MS = 3000;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Visibility is kept as object metadata; making public keys readable is the bucket policy's or CDN's job. */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly publicBase: string;

  constructor(private readonly options: S3ObjectStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
    this.publicBase = bucketBaseUrl(options);
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertValidObjectKey(key);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        CacheControl: options.visibility === 'public' ? PUBLIC_CACHE_CONTROL : 'private, no-store',
        Metadata: { visibility: options.visibility },
      },
    });
    await upload.done();
  }

  async head(key: string): Promise<ObjectInfo | null> {
    assertValidObjectKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return {
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
        visibility: out.Metadata?.visibility === 'public' ? 'public' : 'private',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    return Buffer.from(await (await this.#get(key)).transformToByteArray());
  }

  async download(key: string, file: string): Promise<void> {
    const body = await this.#get(key);
    if (!(body instanceof Readable)) throw new Error(`object ${key} did not arrive as a Node stream`);
    await pipeline(body, createWriteStream(file));
  }

  async #get(key: string) {
    assertValidObjectKey(key);
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
    if (!out.Body) throw new Error(`Empty body for object ${key}`);
    return out.Body;
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    assertValidObjectKey(key);
    return `${this.publicBase}/${key}`;
  }

  async signedUrl(key: string, options: SignedUrlOptions = {}): Promise<string> {
    assertValidObjectKey(key);
    const expiresIn = options.expiresIn ?? this.options.defaultTtlSeconds;
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ResponseContentDisposition: options.downloadName ? attachmentDisposition(options.downloadName) : undefined,
      ResponseCacheControl: `private, max-age=${expiresIn}`,
    });
    return getSignedUrl(this.client, command, { expiresIn });
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.NextContinuationToken;
    } while (token);
  }

  /** Where the bucket is, for the reasons readiness logs. */
  get where(): Record<string, string> {
    return { bucket: this.options.bucket, endpoint: this.options.endpoint ?? `AWS ${this.options.region}` };
  }

  async ping(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }), {
        abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    } catch (error) {
      throw new StoreUnavailable(error, this.where);
    }
  }

  /** Closes idle sockets (tests and shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
