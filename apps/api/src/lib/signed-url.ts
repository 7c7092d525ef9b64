/**
 * Signed, expiring URLs for files and screenshots: browsers load them in <img> and links, which carry
 * no bearer token. Expiry is rounded up to a whole window, so repeated polls return the same URL and
 * the browser's cache keeps working.
 */
import { hmac, safeEqual } from './crypto.ts';

export function signPath(key: string, path: string, ttlSeconds: number, now = Date.now()): string {
  const nowSeconds = Math.floor(now / 1000);
  const expires = (Math.floor(nowSeconds / ttlSeconds) + 2) * ttlSeconds;
  const signature = hmac(key, `${path}\n${expires}`);
  return `${path}?expires=${expires}&signature=${signature}`;
}

export function verifySignedPath(
  key: string,
  path: string,
  expires: number,
  signature: string,
  now = Date.now(),
): boolean {
  if (expires * 1000 < now) return false;
  return safeEqual(hmac(key, `${path}\n${expires}`), signature);
}
