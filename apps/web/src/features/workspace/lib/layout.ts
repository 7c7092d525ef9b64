/**
 * The workspace split (core §4, §9): the chat width is a percentage of the screen, clamped to 20-80;
 * four presets (chat/project) are offered in the view-mode menu; the chat starts at 30 % with the
 * preset index at 2 (Focus Project).
 */
import { CHAT_WIDTH } from '@atelier/contracts/constants';

export type WidthPresetKey = keyof typeof CHAT_WIDTH.presets;

export interface WidthPreset {
  key: WidthPresetKey;
  chat: number;
  project: number;
}

/** In the order the view-mode menu lists them; index 2 is the starting preset. */
export const WIDTH_PRESETS: readonly WidthPreset[] = (
  ['focusChat', 'balanced', 'focusProject', 'equal'] as const
).map((key) => ({ key, chat: CHAT_WIDTH.presets[key][0], project: CHAT_WIDTH.presets[key][1] }));

export const DEFAULT_CHAT_WIDTH = CHAT_WIDTH.defaultStart;
export const DEFAULT_PRESET_INDEX = CHAT_WIDTH.ratioIndexStart;
export const MIN_CHAT_WIDTH = CHAT_WIDTH.min;
export const MAX_CHAT_WIDTH = CHAT_WIDTH.max;

/** Arrow keys move the divider by this much; Shift+arrow (and Page keys) by the larger step. */
export const KEY_STEP = 2;
export const KEY_STEP_LARGE = 10;

export function clampChatWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_CHAT_WIDTH;
  return Math.min(MAX_CHAT_WIDTH, Math.max(MIN_CHAT_WIDTH, Math.round(width * 10) / 10));
}

export type LayoutDirection = 'ltr' | 'rtl';

/**
 * The chat width for a pointer at `clientX` in a container starting at `left` and `width` wide. In a
 * right-to-left interface the chat sits on the right, so its width is measured from the right edge.
 */
export function widthFromPointer(
  clientX: number,
  left: number,
  width: number,
  direction: LayoutDirection = 'ltr',
): number {
  if (width <= 0) return DEFAULT_CHAT_WIDTH;
  const fromChatEdge = direction === 'rtl' ? left + width - clientX : clientX - left;
  return clampChatWidth((fromChatEdge / width) * 100);
}

/**
 * The divider's keyboard (the window-splitter pattern): arrows and Page keys step, Home and End jump to
 * the limits. Left and Right move the divider that way on screen: in a right-to-left interface the chat
 * is on the right, so ArrowLeft widens it. Returns null for keys it does not handle.
 */
export function widthForKey(
  current: number,
  key: string,
  shift = false,
  direction: LayoutDirection = 'ltr',
): number | null {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  const towardsEnd = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const towardsStart = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case towardsStart:
    case 'ArrowDown':
      return clampChatWidth(current - step);
    case towardsEnd:
    case 'ArrowUp':
      return clampChatWidth(current + step);
    case 'PageDown':
      return clampChatWidth(current - KEY_STEP_LARGE);
    case 'PageUp':
      return clampChatWidth(current + KEY_STEP_LARGE);
    case 'Home':
      return MIN_CHAT_WIDTH;
    case 'End':
      return MAX_CHAT_WIDTH;
    default:
      return null;
  }
}

/** The preset whose chat width is the current one, if any (the menu marks it as chosen). */
export function presetIndexFor(width: number): number | null {
  const index = WIDTH_PRESETS.findIndex((preset) => preset.chat === width);
  return index === -1 ? null : index;
}
