/** Picks the storage driver from the configuration (STORAGE_DRIVER, docs/configuration.md). */
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { Storage } from './types.ts';

/** The storage part of an app's resolved configuration (@atelier/config's sharedEnv). */
export interface StorageSettings {
  STORAGE_DRIVER: 'local' | 's3';
  STORAGE_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_PREFIX?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
}

export function createStorage(settings: StorageSettings): Storage {
  if (settings.STORAGE_DRIVER === 'local') return new LocalStorage(settings.STORAGE_DIR);
  if (!settings.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return new S3Storage({
    bucket: settings.S3_BUCKET,
    prefix: settings.S3_PREFIX,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A custom endpoint is almost always MinIO or another server that wants the bucket in the path.
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? Boolean(settings.S3_ENDPOINT),
  });
}
