import { describe, expect, it } from 'vitest';
import { DEVICE_PRESETS } from '@atelier/contracts/constants';
import {
  frameAddress,
  framePath,
  frameWidth,
  hasDashedBorder,
  isTrustedFrameOrigin,
  originOf,
} from './frame';

const PREVIEW = 'https://preview.atelier.dev/42/';

describe('isTrustedFrameOrigin', () => {
  it('accepts the preview host on any port or scheme', () => {
    expect(isTrustedFrameOrigin('https://preview.atelier.dev', PREVIEW)).toBe(true);
    expect(isTrustedFrameOrigin('http://preview.atelier.dev:8080', PREVIEW)).toBe(true);
  });

  it('accepts this machine (localhost and loopback addresses)', () => {
    expect(isTrustedFrameOrigin('http://localhost:3001', PREVIEW)).toBe(true);
    expect(isTrustedFrameOrigin('http://127.0.0.1:3001', PREVIEW)).toBe(true);
  });

  it('refuses other hosts, including look-alikes that merely contain the name', () => {
    expect(isTrustedFrameOrigin('https://evil.test', PREVIEW)).toBe(false);
    expect(isTrustedFrameOrigin('https://preview.atelier.dev.evil.test', PREVIEW)).toBe(false);
    expect(isTrustedFrameOrigin('https://localhost.evil.test', PREVIEW)).toBe(false);
    expect(isTrustedFrameOrigin('null', PREVIEW)).toBe(false);
    expect(isTrustedFrameOrigin('', PREVIEW)).toBe(false);
  });

  it('refuses everything but localhost when the preview address is unusable', () => {
    expect(isTrustedFrameOrigin('https://preview.atelier.dev', 'not a url')).toBe(false);
    expect(isTrustedFrameOrigin('http://localhost:3001', 'not a url')).toBe(true);
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
