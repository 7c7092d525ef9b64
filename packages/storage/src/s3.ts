/**
 * The S3-compatible driver (AWS S3, MinIO, Cloudflare R2, Ceph, s3rver in tests): the same keys and the
 * same guarantees as LocalStorage, in one bucket under an optional key prefix, so api and workers share
 * storage with no shared disk.
 */
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isSafeRelativePath } from '@atelier/contracts';
import {
  InvalidKeyError,
  ObjectTooLargeError,
  type PutStreamOptions,
  type Storage,
  type StoredObject,
} from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Keys are stored under it ("atelier/" keeps Atelier's objects apart in a shared bucket). */
  prefix?: string;
  /** Unset: AWS S3 itself. MinIO: e.g. http://minio:9000. */
  endpoint?: string;
  region?: string;
  /** Unset: the AWS SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; MinIO and s3rver need it. */
  forcePathStyle?: boolean;
  /** Keys listed and deleted per request by deletePrefix; S3 allows at most 1000. */
  deleteBatchSize?: number;
  /** Size of each part of a streamed upload (S3's minimum is 5 MiB). */
  partSize?: number;
}

const MIN_PART_SIZE = 5 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly deleteBatchSize: number;
  private readonly partSize: number;

  constructor(options: S3StorageOptions) {
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    if (prefix !== '' && !isSafeRelativePath(prefix)) {
      throw new InvalidKeyError(`Invalid storage key prefix: ${options.prefix ?? ''}`);
    }
    this.bucket = options.bucket;
    this.prefix = prefix === '' ? '' : `${prefix}/`;
    this.deleteBatchSize = Math.min(Math.max(options.deleteBatchSize ?? 1000, 1), 1000);
    this.partSize = Math.max(options.partSize ?? MIN_PART_SIZE, MIN_PART_SIZE);
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region ?? 'us-east-1',
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer
      // default (streamed trailing CRC32 on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private resolve(key: string): string {
    if (!isSafeRelativePath(key)) {
      throw new InvalidKeyError(`Invalid storage key: ${key}`);
    }
    return `${this.prefix}${key}`;
  }

  async put(key: string, data: Buffer | string): Promise<void> {
    const Key = this.resolve(key);
    // A PUT replaces the object whole: readers see the old or the new one, never half of either.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: data }));
  }

  async putStream(key: string, source: Readable, options: PutStreamOptions = {}): Promise<{ size: number }> {
    const Key = this.resolve(key);
    const { maxBytes } = options;
    let size = 0;
    let failure: unknown;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (maxBytes !== undefined && size > maxBytes) {
          failure = new ObjectTooLargeError(maxBytes);
          callback(failure as Error);
        } else callback(null, chunk);
      },
    });
    source.on('error', (error) => {
      failure ??= error;
      counter.destroy(error);
    });
    source.pipe(counter);
    // Small objects go up in one PUT once the stream has ended; larger ones as a multipart upload that
    // becomes an object only when completed, and is aborted when the stream fails.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: counter },
      partSize: this.partSize,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      source.unpipe(counter);
      source.destroy();
      counter.destroy();
      throw failure ?? error;
    }
    return { size };
  }

  async get(key: string): Promise<Buffer | null> {
    const Key = this.resolve(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!response.Body) return Buffer.alloc(0);
      return Buffer.from(await response.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const Key = this.resolve(key);
    let head;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const { bucket, client } = this;
    const etag = head.ETag;
    return {
      size: head.ContentLength ?? 0,
      // The body is fetched only when asked for (a HEAD request never opens it), and only while it is
      // still the object whose size was answered.
      stream(): Readable {
        const out = new PassThrough();
        client.send(new GetObjectCommand({ Bucket: bucket, Key, IfMatch: etag })).then(
          (response) => {
            const body = response.Body as Readable | undefined;
            if (!body) {
              out.end();
              return;
            }
            pipeline(body, out, () => {});
          },
          (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
        );
        return out;
      },
    };
  }

  async delete(key: string): Promise<void> {
    const Key = this.resolve(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Like the local driver, "builds/1" and "builds/1/" both mean the folder builds/1, never builds/10.
    const folder = this.resolve(prefix.replace(/\/$/, ''));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: folder }));
    // List from the start each round: what was deleted is gone, so the next page is what remains.
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          MaxKeys: this.deleteBatchSize,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length === 0) return;
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      const failed = result.Errors ?? [];
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(
          `Could not delete ${failed.length} object(s) under ${folder}/: ${first?.Key ?? ''} ${first?.Code ?? ''} ${first?.Message ?? ''}`.trim(),
        );
      }
    }
  }

  /** Closes the client's connections. */
  async close(): Promise<void> {
    this.client.destroy();
  }
}
