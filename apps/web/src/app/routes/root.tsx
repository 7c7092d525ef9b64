import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LogoutScreen } from '@/components/layout/logout-screen';
import { Splash } from '@/components/layout/splash';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { useAuth, useProfileRefresh } from '@/lib/auth';
import { loadTextSection } from '@/lib/i18n';
import { useSettingsDialog } from '@/stores/settings-dialog';

const SettingsDialog = lazy(() =>
  Promise.all([import('@/features/settings/components/settings-dialog'), loadTextSection('settings')]).then(
    ([module]) => module,
  ),
);

/** Loaded on first open, then kept so it can animate closed. */
function SettingsDialogHost() {
  const { isOpen } = useSettingsDialog();
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  if (!user || !(isOpen || opened)) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog />
    </Suspense>
  );
}

/**
 * The root of every screen: the route, or the splash while a stored token has no stored user yet. A
 * stored user draws the screen at once; the profile refresh updates it when it answers.
 */
export function AppRoot() {
  useProfileRefresh();
  useScrollRestoration();
  const { status, user } = useAuth();
  return (
    <>
      {status === 'loading' && !user ? <Splash /> : <Outlet />}
      <SettingsDialogHost />
      <LogoutScreen />
    </>
  );
}
