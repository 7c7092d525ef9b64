/**
 * Sharing without a server call (content §7): the device's own share sheet when there is one, else a
 * pop-up on one of five networks with the page's url, title and text encoded into the link.
 */
export const SHARE_PLATFORMS = ['linkedin', 'x', 'facebook', 'whatsapp', 'telegram'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export interface SharePayload {
  /** Defaults to the current page. */
  url?: string;
  title?: string;
  text?: string;
}

/** Pop-ups are 600x600; the short-message network gets a shorter 600x400 one. */
export const POPUP_SIZES: Record<SharePlatform, { width: number; height: number }> = {
  linkedin: { width: 600, height: 600 },
  x: { width: 600, height: 400 },
  facebook: { width: 600, height: 600 },
  whatsapp: { width: 600, height: 600 },
  telegram: { width: 600, height: 600 },
};

export class ShareError extends Error {
  override name = 'ShareError';
}

export function isSharePlatform(value: string): value is SharePlatform {
  return (SHARE_PLATFORMS as readonly string[]).includes(value);
}

function currentUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.href;
}

/** The network's share link; throws "Unsupported platform: {platform}" for anything else. */
export function shareLink(platform: string, { url = currentUrl(), title = '', text = '' }: SharePayload) {
  const u = encodeURIComponent(url);
  // Networks that take a single message get "title: text" so nothing the caller gave is lost.
  const message = encodeURIComponent([title, text].filter(Boolean).join(': '));
  switch (platform) {
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${message}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${message ? `${message}%20${u}` : u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${message}`;
    default:
      throw new ShareError(`Unsupported platform: ${platform}`);
  }
}

type Opener = (url: string, target: string, features: string) => Window | null;

export interface OpenShareOptions {
  onError?: (error: ShareError) => void;
  /** window.open by default. */
  open?: Opener;
}

function popupFeatures(platform: SharePlatform): string {
  const { width, height } = POPUP_SIZES[platform];
  const screenWidth = typeof window === 'undefined' ? width : window.screen.width;
  const screenHeight = typeof window === 'undefined' ? height : window.screen.height;
  const left = Math.max(0, Math.round((screenWidth - width) / 2));
  const top = Math.max(0, Math.round((screenHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens the network's share pop-up. A blocked pop-up reports "Popup blocked" and an unknown network
 * "Unsupported platform: {platform}" through onError, and nothing else happens. Returns whether it opened.
 */
export function openSharePopup(platform: string, payload: SharePayload, options: OpenShareOptions = {}) {
  const { onError, open = (url, target, features) => window.open(url, target, features) } = options;
  if (!isSharePlatform(platform)) {
    onError?.(new ShareError(`Unsupported platform: ${platform}`));
    return false;
  }
  // "noopener" in the features would make window.open return null even when the pop-up opened,
  // so the new window's link back to us is cut by hand instead.
  const popup = open(shareLink(platform, payload), `share-${platform}`, popupFeatures(platform));
  if (!popup) {
    onError?.(new ShareError('Popup blocked'));
    return false;
  }
  try {
    popup.opener = null;
  } catch {
    // Some browsers refuse the assignment on a cross-origin window; it is already detached there.
  }
  return true;
}

export type NativeShareResult = 'shared' | 'cancelled' | 'unavailable' | 'failed';

/** The device's share sheet, when the browser has one and accepts this payload. */
export async function nativeShare(
  payload: SharePayload,
  nav: Navigator = navigator,
): Promise<NativeShareResult> {
  const data: ShareData = { url: payload.url ?? currentUrl(), title: payload.title, text: payload.text };
  if (typeof nav.share !== 'function' || (nav.canShare && !nav.canShare(data))) return 'unavailable';
  try {
    await nav.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

export function canShareNatively(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
) {
  return typeof nav?.share === 'function';
}
