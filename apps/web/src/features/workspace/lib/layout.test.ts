import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHAT_WIDTH,
  DEFAULT_PRESET_INDEX,
  WIDTH_PRESETS,
  clampChatWidth,
  presetIndexFor,
  widthForKey,
  widthFromPointer,
} from './layout';

describe('workspace split', () => {
  it('offers the four presets in order and starts at 30 % with preset 2', () => {
    expect(WIDTH_PRESETS.map((p) => [p.key, p.chat, p.project])).toEqual([
      ['focusChat', 65, 35],
      ['balanced', 40, 60],
      ['focusProject', 30, 70],
      ['equal', 50, 50],
    ]);
    expect(DEFAULT_CHAT_WIDTH).toBe(30);
    expect(DEFAULT_PRESET_INDEX).toBe(2);
    expect(WIDTH_PRESETS[DEFAULT_PRESET_INDEX]?.chat).toBe(DEFAULT_CHAT_WIDTH);
  });

  it('clamps the chat width to 20-80', () => {
    expect(clampChatWidth(5)).toBe(20);
    expect(clampChatWidth(20)).toBe(20);
    expect(clampChatWidth(55.55)).toBe(55.6);
    expect(clampChatWidth(80)).toBe(80);
    expect(clampChatWidth(97)).toBe(80);
    expect(clampChatWidth(Number.NaN)).toBe(30);
  });

  it('turns a pointer position into a clamped percentage of the container', () => {
    expect(widthFromPointer(600, 100, 1000)).toBe(50);
    expect(widthFromPointer(120, 100, 1000)).toBe(20);
    expect(widthFromPointer(1100, 100, 1000)).toBe(80);
    expect(widthFromPointer(500, 0, 0)).toBe(30);
  });

  it('moves with the keyboard and stops at the limits', () => {
    expect(widthForKey(30, 'ArrowRight')).toBe(32);
    expect(widthForKey(30, 'ArrowLeft')).toBe(28);
    expect(widthForKey(30, 'ArrowLeft', true)).toBe(20);
    expect(widthForKey(21, 'ArrowLeft')).toBe(20);
    expect(widthForKey(79, 'PageUp')).toBe(80);
    expect(widthForKey(50, 'Home')).toBe(20);
    expect(widthForKey(50, 'End')).toBe(80);
    expect(widthForKey(50, 'Enter')).toBeNull();
  });

  it('measures the chat from the right edge in a right-to-left interface', () => {
    expect(widthFromPointer(600, 100, 1000, 'rtl')).toBe(50);
    expect(widthFromPointer(800, 100, 1000, 'rtl')).toBe(30);
    expect(widthFromPointer(1050, 100, 1000, 'rtl')).toBe(20);
    expect(widthFromPointer(150, 100, 1000, 'rtl')).toBe(80);
  });

  it('moves the divider the way the arrow points in a right-to-left interface', () => {
    expect(widthForKey(30, 'ArrowLeft', false, 'rtl')).toBe(32);
    expect(widthForKey(30, 'ArrowRight', false, 'rtl')).toBe(28);
    expect(widthForKey(30, 'ArrowLeft', true, 'rtl')).toBe(40);
    expect(widthForKey(79, 'ArrowLeft', false, 'rtl')).toBe(80);
    expect(widthForKey(30, 'ArrowUp', false, 'rtl')).toBe(32);
    expect(widthForKey(30, 'ArrowDown', false, 'rtl')).toBe(28);
    expect(widthForKey(50, 'Home', false, 'rtl')).toBe(20);
  });

  it('knows which preset the current width is', () => {
    expect(presetIndexFor(40)).toBe(1);
    expect(presetIndexFor(30)).toBe(2);
    expect(presetIndexFor(33)).toBeNull();
  });
});
