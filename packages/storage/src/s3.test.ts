import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create.ts';
import { S3Storage } from './s3.ts';
import { storageSuite } from './storage-suite.ts';
import { startLocalS3, type LocalS3 } from './testing.ts';
import { InvalidKeyError } from './types.ts';

const BUCKET = 'atelier-test';

let local: LocalS3;
let endpoint: string;
let credentials: LocalS3['credentials'];
let storage: S3Storage;
let raw: S3Client;

beforeAll(async () => {
  local = await startLocalS3(BUCKET);
  ({ endpoint, credentials } = local);
  // A small listing batch, so deletePrefix's paging is exercised with a few dozen objects.
  storage = new S3Storage({
    bucket: BUCKET,
    prefix: 'suite/',
    endpoint,
    credentials,
    forcePathStyle: true,
    deleteBatchSize: 7,
  });
  raw = new S3Client({ endpoint, region: 'us-east-1', credentials, forcePathStyle: true });
});

afterAll(async () => {
  await storage.close();
  raw.destroy();
  await local.close();
});

/** Every key in the bucket under the storage's prefix and a folder, without the prefix. */
async function keysUnder(folder: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await raw.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `suite/${folder}/`, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice('suite/'.length));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

storageSuite('S3Storage', () => ({ storage, keysUnder }));

describe('S3Storage', () => {
  it('keeps its objects under its key prefix, apart from another prefix in the same bucket', async () => {
    const other = new S3Storage({
      bucket: BUCKET,
      prefix: 'other',
      endpoint,
      credentials,
      forcePathStyle: true,
    });
    try {
      await other.put('builds/1/index.html', 'other');
      await storage.put('builds/1/index.html', 'mine');
      await other.deletePrefix('builds');
      expect(await other.get('builds/1/index.html')).toBeNull();
      expect((await storage.get('builds/1/index.html'))?.toString()).toBe('mine');
      const listed = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'suite/builds/1/' }));
      expect(listed.Contents?.map((object) => object.Key)).toContain('suite/builds/1/index.html');
    } finally {
      await other.close();
    }
  });

  it('deletes a folder of more than 1000 objects, in batches of at most 1000', async () => {
    const wide = new S3Storage({
      bucket: BUCKET,
      prefix: 'wide',
      endpoint,
      credentials,
      forcePathStyle: true,
    });
    try {
      const keys = Array.from({ length: 1005 }, (_, i) => `w/${i}.txt`);
      for (let i = 0; i < keys.length; i += 50) {
        await Promise.all(keys.slice(i, i + 50).map((key) => wide.put(key, 'x')));
      }
      await wide.deletePrefix('w');
      const left = await raw.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'wide/w/' }));
      expect(left.KeyCount ?? 0).toBe(0);
    } finally {
      await wide.close();
    }
  }, 60_000);

  it('refuses an unsafe key prefix', () => {
    expect(() => new S3Storage({ bucket: BUCKET, prefix: '../up', endpoint })).toThrow(InvalidKeyError);
  });

  it('is what createStorage makes for STORAGE_DRIVER=s3, path-style when an endpoint is given', async () => {
    const made = createStorage({
      STORAGE_DRIVER: 's3',
      STORAGE_DIR: '/nonexistent',
      S3_BUCKET: BUCKET,
      S3_PREFIX: 'suite',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    });
    try {
      expect(made).toBeInstanceOf(S3Storage);
      await storage.put('factory/x.txt', 'shared');
      expect((await made.get('factory/x.txt'))?.toString()).toBe('shared');
    } finally {
      await made.close?.();
    }
  });
});
