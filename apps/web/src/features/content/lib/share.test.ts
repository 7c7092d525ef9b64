import { describe, expect, it, vi } from 'vitest';
import { nativeShare, openSharePopup, SHARE_PLATFORMS, shareLink, ShareError } from './share';

const payload = {
  url: 'https://atelier.test/blog/1?a=b&c=d',
  title: 'From prompt & product',
  text: 'Read this',
};

function fakeWindow() {
  return { opener: {} } as unknown as Window;
}

describe('shareLink', () => {
  it('encodes the url, title and text into each network link', () => {
    const url = encodeURIComponent(payload.url);
    const message = encodeURIComponent('From prompt & product: Read this');
    expect(shareLink('linkedin', payload)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(shareLink('x', payload)).toBe(`https://x.com/intent/tweet?url=${url}&text=${message}`);
    expect(shareLink('facebook', payload)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(shareLink('whatsapp', payload)).toBe(`https://wa.me/?text=${message}%20${url}`);
    expect(shareLink('telegram', payload)).toBe(`https://t.me/share/url?url=${url}&text=${message}`);
  });

  it('shares the current page when no url is given', () => {
    expect(shareLink('linkedin', {})).toContain(encodeURIComponent(window.location.href));
  });

  it('refuses an unknown network', () => {
    expect(() => shareLink('myspace', payload)).toThrow(new ShareError('Unsupported platform: myspace'));
  });
});

describe('openSharePopup', () => {
  it('opens 600x600 pop-ups, 600x400 for the short-message network', () => {
    const open = vi.fn(() => fakeWindow());
    for (const platform of SHARE_PLATFORMS) expect(openSharePopup(platform, payload, { open })).toBe(true);
    const features = open.mock.calls.map((call) => (call as unknown as [string, string, string])[2]);
    SHARE_PLATFORMS.forEach((platform, index) => {
      const size = platform === 'x' ? 'width=600,height=400' : 'width=600,height=600';
      expect(features[index]).toContain(size);
      // Not "noopener": with it window.open always answers null and every share would look blocked.
      expect(features[index]).not.toContain('noopener');
    });
    expect(open).toHaveBeenCalledWith(shareLink('x', payload), 'share-x', expect.any(String));
  });

  it('cuts the pop-up’s link back to this page', () => {
    const popup = fakeWindow();
    openSharePopup('telegram', payload, { open: () => popup });
    expect(popup.opener).toBeNull();
  });

  it('reports "Popup blocked" when the browser refuses the window, and does nothing else', () => {
    const open = vi.fn(() => null);
    const onError = vi.fn();
    const before = window.location.href;
    expect(openSharePopup('facebook', payload, { open, onError })).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ShareError);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('Popup blocked');
    expect(open).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(before);
  });

  it('reports "Unsupported platform: {platform}" without opening anything', () => {
    const open = vi.fn(() => fakeWindow());
    const onError = vi.fn();
    expect(openSharePopup('pinterest', payload, { open, onError })).toBe(false);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('Unsupported platform: pinterest');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('nativeShare', () => {
  const nav = (share?: (data: ShareData) => Promise<void>, canShare?: (data: ShareData) => boolean) =>
    ({ share, canShare }) as unknown as Navigator;

  it('uses the device share sheet with the page url, title and text', async () => {
    const share = vi.fn(() => Promise.resolve());
    expect(await nativeShare(payload, nav(share))).toBe('shared');
    expect(share).toHaveBeenCalledWith({ url: payload.url, title: payload.title, text: payload.text });
  });

  it('is unavailable without navigator.share or when the payload is refused', async () => {
    expect(await nativeShare(payload, nav())).toBe('unavailable');
    expect(
      await nativeShare(
        payload,
        nav(vi.fn(), () => false),
      ),
    ).toBe('unavailable');
  });

  it('tells a dismissed sheet from a failure', async () => {
    const abort = () => Promise.reject(new DOMException('dismissed', 'AbortError'));
    const fail = () => Promise.reject(new DOMException('nope', 'NotAllowedError'));
    expect(await nativeShare(payload, nav(abort))).toBe('cancelled');
    expect(await nativeShare(payload, nav(fail))).toBe('failed');
  });
});
