/**
 * What the preview frame needs to know about addresses and sizes: which origins may talk to it
 * (core §4, frame messages), the path shown in the toolbar, and the frame width per view mode (§9).
 */
import { DEVICE_PRESETS, FRAME_WIDTHS } from '@atelier/contracts/constants';

export type ViewMode = keyof typeof FRAME_WIDTHS;
export const VIEW_MODES = ['desktop', 'tablet', 'mobile'] as const satisfies readonly ViewMode[];

export type DevicePreset = (typeof DEVICE_PRESETS)[number];
export const DEVICES: readonly DevicePreset[] = DEVICE_PRESETS;
/** Before a device is picked the mobile frame keeps the plain mobile width (375 px). */
export const DEFAULT_DEVICE: string | null = null;

/** The origin of a preview address, or null when it is not a usable http(s) URL. */
export function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Each project is served on an origin of its own, so a frame message is trusted only from the exact
 * origin of this project's preview: not another project's, not another port or scheme of the host.
 */
export function isTrustedFrameOrigin(origin: string, previewUrl: string): boolean {
  const previewOrigin = originOf(previewUrl);
  return previewOrigin !== null && origin === previewOrigin;
}

/**
 * A frame's reported address when it is an http(s) address on the project's own origin (what the
 * toolbar shows and "Open in new tab" links to); null for anything else (javascript:, other sites).
 */
export function frameUrlOnOrigin(url: string, previewUrl: string): string | null {
  const previewOrigin = originOf(previewUrl);
  if (previewOrigin === null || originOf(url) !== previewOrigin) return null;
  return new URL(url).href;
}

/**
 * The part of a frame address after the project's root (`{uuid}.{preview host}/`), with its query and
 * hash, or `/` for the project's root. An address outside the folder shows its own path.
 */
export function framePath(address: string, previewUrl: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '/';
  }
  let folder: string;
  try {
    folder = new URL(previewUrl).pathname.replace(/\/+$/, '');
  } catch {
    folder = '';
  }
  let rest = url.pathname;
  if (folder && (rest === folder || rest.startsWith(`${folder}/`))) rest = rest.slice(folder.length);
  if (!rest.startsWith('/')) rest = `/${rest}`;
  const path = `${rest}${url.search}${url.hash}`;
  return path === '' ? '/' : path;
}

/** The frame address for a path shown in the toolbar (the inverse of framePath). */
export function frameAddress(previewUrl: string, path: string): string {
  const base = new URL(previewUrl);
  if (!base.pathname.endsWith('/')) base.pathname = `${base.pathname}/`;
  const relative = path.replace(/^\/+/, '');
  // The root keeps the address as given (a private project's signed access); other pages drop it.
  return relative === '' ? base.href : new URL(relative, base).href;
}

/** The frame's CSS width: 100 % on desktop, 768 px on tablet, the device's width (else 375 px) on mobile. */
export function frameWidth(mode: ViewMode, deviceName: string | null = null): string {
  if (mode !== 'mobile') return FRAME_WIDTHS[mode];
  const device = DEVICES.find((item) => item.name === deviceName);
  return device ? `${device.width}px` : FRAME_WIDTHS.mobile;
}

/** Only the phone frame shows its edges with a dashed border (core §4: not desktop, not tablet). */
export function hasDashedBorder(mode: ViewMode): boolean {
  return mode === 'mobile';
}
