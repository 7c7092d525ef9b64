/**
 * Where files, avatars, screenshots and builds live. Keys are relative paths made by the product,
 * never by users. The local driver keeps them under one root on disk, the S3 driver in a bucket
 * (AWS S3, MinIO, any S3-compatible store); configuration picks one (createStorage).
 */
export * from './types.ts';
export { LocalStorage } from './local.ts';
export { S3Storage, type S3StorageOptions } from './s3.ts';
export { createStorage, type StorageSettings } from './create.ts';
