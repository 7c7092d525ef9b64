/**
 * Brotli or gzip for the files the preview origin serves. A build is written once under its own key
 * and never changed, so each file is compressed once, on its first request, and its compressed bytes
 * are kept in memory (least recently used first out, within a byte budget). Files too large for the
 * budget are compressed as they stream, with fast settings.
 */
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Under this many bytes, compression saves less than the headers it adds are worth. */
export const COMPRESS_MIN_BYTES = 1024;
/** Largest file compressed whole and kept; larger ones are compressed as they stream. */
const CACHED_MAX_BYTES = 4 * 1024 * 1024;
/** Compressed bytes kept for all builds together. */
const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * Brotli quality 6: a 393 KB bundle in about 25 ms, 9% larger than quality 11, which takes 30 times
 * as long, too long for the first visitor of a fresh build to wait.
 */
const BROTLI_CACHED_QUALITY = 6;
const BROTLI_STREAM_QUALITY = 4;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like types compress well; images, fonts (woff2 is brotli already), audio and video do not. */
export function isCompressible(contentType: string): boolean {
  return /^text\/|[/+](?:json|xml|javascript)\b|^image\/svg\+xml|^application\/wasm/.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. A q of 0 refuses an encoding; `*` stands for those not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function compressBuffer(data: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_CACHED_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzip(data, { level: 6 });
}

export function compressStream(source: Readable, encoding: Encoding): Readable {
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_STREAM_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.createGzip({ level: 6 });
  source.on('error', (error) => compressor.destroy(error));
  return source.pipe(compressor);
}

/** Compressed bytes by key, least recently used evicted first once the budget is spent. */
export class CompressedCache {
  private readonly entries = new Map<string, Promise<Buffer | null>>();
  private readonly sizes = new Map<string, number>();
  private bytes = 0;

  constructor(private readonly budget = CACHE_BUDGET_BYTES) {}

  /** Whether a file of this size is compressed whole and kept. */
  static fits(size: number): boolean {
    return size <= CACHED_MAX_BYTES;
  }

  /**
   * The compressed bytes of `key`, made from `load()` on a miss (null when it finds nothing, which is
   * not kept). Concurrent misses for one key share one compression.
   */
  get(key: string, encoding: Encoding, load: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const id = `${encoding}:${key}`;
    const hit = this.entries.get(id);
    if (hit) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    const pending = load().then((data) => (data ? compressBuffer(data, encoding) : null));
    this.entries.set(id, pending);
    pending.then(
      (compressed) => {
        if (this.entries.get(id) !== pending) return;
        if (!compressed) this.entries.delete(id);
        else this.account(id, compressed.length);
      },
      () => {
        if (this.entries.get(id) === pending) this.entries.delete(id);
      },
    );
    return pending;
  }

  get size(): number {
    return this.bytes;
  }

  private account(id: string, size: number): void {
    this.sizes.set(id, size);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budget) break;
      if (oldest === id) continue;
      const oldSize = this.sizes.get(oldest);
      if (oldSize === undefined) continue; // still compressing
      this.entries.delete(oldest);
      this.sizes.delete(oldest);
      this.bytes -= oldSize;
    }
  }
}
