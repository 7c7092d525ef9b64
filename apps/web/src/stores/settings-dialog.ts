/** Which settings tab is open, if any; any screen may open the dialog (header, chat workspace menu). */
import { createStore, useStore } from '@/lib/store';

export const SETTINGS_TABS = ['profile', 'appearance', 'developer', 'notifications', 'privacy'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const store = createStore<SettingsTab | null>(null);

export const settingsDialog = {
  store,
  open: (tab: SettingsTab = 'profile') => store.set(tab),
  close: () => store.set(null),
};

export function useSettingsDialog() {
  const tab = useStore(store);
  return { tab, isOpen: tab !== null, open: settingsDialog.open, close: settingsDialog.close };
}
