import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  createThemeController,
  nextTheme,
  parseStoredTheme,
  resolveTheme,
  type EffectiveTheme,
  type ThemePreference,
} from './theme';

/** A device whose dark-mode preference the test can flip. */
function fakeMedia(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    matchMedia: () => media as unknown as MediaQueryList,
    set(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function setup(stored: string | null, systemDark = true) {
  const device = fakeMedia(systemDark);
  const writes: ThemePreference[] = [];
  const applied: EffectiveTheme[] = [];
  const controller = createThemeController({
    read: () => stored,
    write: (value) => writes.push(value),
    matchMedia: device.matchMedia,
    apply: (theme) => applied.push(theme),
  });
  return { controller, device, writes, applied };
}

describe('theme (core §4)', () => {
  it('uses a stored value only when it is light, dark or system; otherwise dark', () => {
    expect(parseStoredTheme('light')).toBe('light');
    expect(parseStoredTheme('dark')).toBe('dark');
    expect(parseStoredTheme('system')).toBe('system');
    expect(parseStoredTheme(null)).toBe('dark');
    expect(parseStoredTheme('blue')).toBe('dark');
    expect(parseStoredTheme('"light"')).toBe('dark');
  });

  it('cycles light -> dark -> system -> light', () => {
    expect(nextTheme('light')).toBe('dark');
    expect(nextTheme('dark')).toBe('system');
    expect(nextTheme('system')).toBe('light');
    const { controller, writes } = setup('light');
    controller.toggle();
    controller.toggle();
    controller.toggle();
    expect(writes).toEqual(['dark', 'system', 'light']);
    expect(controller.store.get().preference).toBe('light');
  });

  it('resolves system from the device', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('follows the device live while the preference is system', () => {
    const { controller, device, applied } = setup('system', false);
    expect(controller.store.get()).toEqual({ preference: 'system', effective: 'light' });
    device.set(true);
    expect(controller.store.get().effective).toBe('dark');
    expect(applied.at(-1)).toBe('dark');
    controller.setPreference('light');
    device.set(false);
    device.set(true);
    expect(controller.store.get()).toEqual({ preference: 'light', effective: 'light' });
    controller.dispose();
    expect(device.listeners.size).toBe(0);
  });

  it('stores only valid values', () => {
    const { controller, writes } = setup(null);
    controller.setPreference('purple' as ThemePreference);
    expect(writes).toEqual([]);
    expect(controller.store.get().preference).toBe('dark');
  });

  it('puts the effective theme as a class on the root', () => {
    const root = document.documentElement;
    applyTheme('light', root);
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    expect(root.style.colorScheme).toBe('dark');
  });
});
