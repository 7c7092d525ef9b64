import { describe, expect, it } from 'vitest';
import { DEVICE_PRESETS } from '@atelier/contracts/constants';
import {
  frameAddress,
  framePath,
  frameWidth,
  hasDashedBorder,
  frameUrlOnOrigin,
  isTrustedFrameOrigin,
  originOf,
} from './frame';

const PREVIEW = 'https://preview.atelier.dev/42/';

const PROJECT = 'https://6f1c2a4e-0b7d-4c1e-9a3f-2d5e8b7c9a10.preview.atelier.dev/?atelier_access=1.sig';
const ORIGIN = 'https://6f1c2a4e-0b7d-4c1e-9a3f-2d5e8b7c9a10.preview.atelier.dev';

describe('isTrustedFrameOrigin', () => {
  it("accepts the project's own origin only", () => {
    expect(isTrustedFrameOrigin(ORIGIN, PROJECT)).toBe(true);
  });

  it('refuses other projects, the bare preview host, other ports and schemes, and this machine', () => {
    expect(
      isTrustedFrameOrigin('https://0a1b2c3d-0b7d-4c1e-9a3f-2d5e8b7c9a10.preview.atelier.dev', PROJECT),
    ).toBe(false);
    expect(isTrustedFrameOrigin('https://preview.atelier.dev', PROJECT)).toBe(false);
    expect(isTrustedFrameOrigin(`${ORIGIN}:8443`, PROJECT)).toBe(false);
    expect(isTrustedFrameOrigin(ORIGIN.replace('https:', 'http:'), PROJECT)).toBe(false);
    expect(isTrustedFrameOrigin('http://localhost:3001', PROJECT)).toBe(false);
    expect(isTrustedFrameOrigin(`${ORIGIN}.evil.test`, PROJECT)).toBe(false);
    expect(isTrustedFrameOrigin('null', PROJECT)).toBe(false);
    expect(isTrustedFrameOrigin('', PROJECT)).toBe(false);
  });

  it('refuses everything when the preview address is unusable', () => {
    expect(isTrustedFrameOrigin(ORIGIN, 'not a url')).toBe(false);
    expect(isTrustedFrameOrigin('http://localhost:3001', 'not a url')).toBe(false);
  });
});

describe('frameUrlOnOrigin', () => {
  it('keeps addresses on the project origin', () => {
    expect(frameUrlOnOrigin(`${ORIGIN}/cart?x=1#top`, PROJECT)).toBe(`${ORIGIN}/cart?x=1#top`);
  });

  it('drops javascript:, data: and other sites', () => {
    expect(frameUrlOnOrigin('javascript:alert(1)', PROJECT)).toBeNull();
    expect(frameUrlOnOrigin('data:text/html,hi', PROJECT)).toBeNull();
    expect(frameUrlOnOrigin('https://evil.test/', PROJECT)).toBeNull();
    expect(frameUrlOnOrigin('https://preview.atelier.dev/42/', PROJECT)).toBeNull();
    expect(frameUrlOnOrigin('not a url', PROJECT)).toBeNull();
  });
});

describe('framePath', () => {
  it('is / at the project root, with or without the trailing slash', () => {
    expect(framePath('https://preview.atelier.dev/42/', PREVIEW)).toBe('/');
    expect(framePath('https://preview.atelier.dev/42', PREVIEW)).toBe('/');
  });

  it('is the part after the project segment, with query and hash', () => {
    expect(framePath('https://preview.atelier.dev/42/about', PREVIEW)).toBe('/about');
    expect(framePath('https://preview.atelier.dev/42/shop/items?page=2#top', PREVIEW)).toBe(
      '/shop/items?page=2#top',
    );
    expect(framePath('https://preview.atelier.dev/42/#/settings', PREVIEW)).toBe('/#/settings');
  });

  it('does not strip a folder that only starts with the project id', () => {
    expect(framePath('https://preview.atelier.dev/420/about', PREVIEW)).toBe('/420/about');
  });

  it('falls back to / for an address that cannot be read', () => {
    expect(framePath('::', PREVIEW)).toBe('/');
  });
});

describe('frameAddress', () => {
  it('keeps the signed access on the root and drops it on other pages (the cookie carries them)', () => {
    expect(frameAddress(PROJECT, '/')).toBe(PROJECT);
    expect(frameAddress(PROJECT, '/cart')).toBe(`${ORIGIN}/cart`);
  });

  it('resolves a path inside the project folder', () => {
    expect(frameAddress(PREVIEW, '/about')).toBe('https://preview.atelier.dev/42/about');
    expect(frameAddress('https://preview.atelier.dev/42', 'about?x=1')).toBe(
      'https://preview.atelier.dev/42/about?x=1',
    );
    expect(frameAddress(PREVIEW, '/')).toBe(PREVIEW);
  });
});

describe('originOf', () => {
  it('is the origin of http(s) addresses only', () => {
    expect(originOf(PREVIEW)).toBe('https://preview.atelier.dev');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('nope')).toBeNull();
  });
});

describe('frame widths', () => {
  it('are 100 %, 768 px and 375 px for desktop, tablet and mobile', () => {
    expect(frameWidth('desktop')).toBe('100%');
    expect(frameWidth('tablet')).toBe('768px');
    expect(frameWidth('mobile')).toBe('375px');
  });

  it('take the chosen phone width on mobile only', () => {
    expect(frameWidth('mobile', 'iPhone 16 Pro')).toBe('402px');
    expect(frameWidth('mobile', 'Galaxy S23')).toBe('360px');
    expect(frameWidth('mobile', 'Pixel 7')).toBe('412px');
    expect(frameWidth('mobile', 'OnePlus 11')).toBe('384px');
    expect(frameWidth('mobile', 'iPhone SE')).toBe('375px');
    expect(frameWidth('mobile', 'Unknown phone')).toBe('375px');
    expect(frameWidth('tablet', 'Pixel 7')).toBe('768px');
  });

  it('know every device preset of the spec', () => {
    expect(DEVICE_PRESETS.map((device) => [device.name, frameWidth('mobile', device.name)])).toEqual([
      ['iPhone 14 Pro', '393px'],
      ['iPhone SE', '375px'],
      ['iPhone 15', '393px'],
      ['iPhone 15 Pro', '393px'],
      ['iPhone 16', '393px'],
      ['iPhone 16 Pro', '402px'],
      ['Galaxy S23', '360px'],
      ['Pixel 7', '412px'],
      ['OnePlus 11', '384px'],
    ]);
  });

  it('draw a dashed border around the phone frame only', () => {
    expect(hasDashedBorder('desktop')).toBe(false);
    expect(hasDashedBorder('tablet')).toBe(false);
    expect(hasDashedBorder('mobile')).toBe(true);
  });
});
