/** The frame every English fixture shares: an app with a light/dark switch that keeps its data. */
import type { AppFrame } from '@/lib/app-frame';

export const FRAME_TEXTS: AppFrame['texts'] = {
  skip: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  toLight: 'Switch to light theme',
  toDark: 'Switch to dark theme',
  rights: 'All rights reserved.',
};

export function englishFrame(app: Pick<AppFrame, 'name' | 'tagline' | 'slug' | 'pages'>): AppFrame {
  return { ...app, locale: 'en-US', mode: 'light', darkToggle: true, persistence: true, texts: FRAME_TEXTS };
}
