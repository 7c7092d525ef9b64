/**
 * Theme (core §4): a preference of light, dark or system, dark by default; system follows the
 * device live; the effective theme is a light or dark class on <html>. Stored under `theme` only when
 * the value is one of the three.
 */
import { useStore, createStore, type Store } from './store';
import { STORAGE_KEYS, storage } from './storage';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type EffectiveTheme = 'light' | 'dark';
export const DEFAULT_THEME: ThemePreference = 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return (THEME_PREFERENCES as readonly unknown[]).includes(value);
}

/** A stored value counts only if it is light, dark or system; anything else means dark. */
export function parseStoredTheme(value: string | null): ThemePreference {
  return isThemePreference(value) ? value : DEFAULT_THEME;
}

/** light -> dark -> system -> light. */
export function nextTheme(preference: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(preference);
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? DEFAULT_THEME;
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): EffectiveTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function applyTheme(theme: EffectiveTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  const meta = root.ownerDocument.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'dark' ? '#09090b' : '#f7f7f8');
}

export interface ThemeState {
  preference: ThemePreference;
  effective: EffectiveTheme;
}

export interface ThemeController {
  store: Store<ThemeState>;
  setPreference: (preference: ThemePreference) => void;
  toggle: () => void;
  /** Stops following the device (tests, teardown). */
  dispose: () => void;
}

interface ThemeEnvironment {
  read: () => string | null;
  write: (value: ThemePreference) => void;
  matchMedia?: (query: string) => MediaQueryList;
  apply: (theme: EffectiveTheme) => void;
}

const browserEnvironment = (): ThemeEnvironment => ({
  read: () => storage.get(STORAGE_KEYS.theme),
  write: (value) => storage.set(STORAGE_KEYS.theme, value),
  matchMedia: typeof window !== 'undefined' && window.matchMedia ? (q) => window.matchMedia(q) : undefined,
  apply: (theme) => {
    if (typeof document !== 'undefined') applyTheme(theme);
  },
});

export function createThemeController(env: ThemeEnvironment = browserEnvironment()): ThemeController {
  const media = env.matchMedia?.(DARK_QUERY);
  const systemDark = () => media?.matches ?? true;
  const preference = parseStoredTheme(env.read());
  const store = createStore<ThemeState>({ preference, effective: resolveTheme(preference, systemDark()) });

  const update = (next: ThemePreference) => {
    const effective = resolveTheme(next, systemDark());
    const current = store.get();
    if (current.preference !== next || current.effective !== effective)
      store.set({ preference: next, effective });
    env.apply(effective);
  };

  // The device's preference, followed live while the preference is system.
  const onSystemChange = () => {
    if (store.get().preference === 'system') update('system');
  };
  media?.addEventListener('change', onSystemChange);
  env.apply(store.get().effective);

  const setPreference = (next: ThemePreference) => {
    if (!isThemePreference(next)) return;
    env.write(next);
    update(next);
  };

  return {
    store,
    setPreference,
    toggle: () => setPreference(nextTheme(store.get().preference)),
    dispose: () => media?.removeEventListener('change', onSystemChange),
  };
}

let controller: ThemeController | null = null;

/** The app's one theme controller, created on first use. */
export function themeController(): ThemeController {
  controller ??= createThemeController();
  return controller;
}

export function useTheme() {
  const theme = themeController();
  const preference = useStore(theme.store, (state) => state.preference);
  const effective = useStore(theme.store, (state) => state.effective);
  return { preference, effective, setPreference: theme.setPreference, toggle: theme.toggle };
}
