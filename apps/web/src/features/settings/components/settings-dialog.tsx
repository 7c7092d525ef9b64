import { useEffect } from 'react';
import { Bell, Code, Palette, ShieldCheck, UserRound } from 'lucide-react';
import { Dialog as DialogPrimitive, Tabs as TabsPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth';
import { loadContracts } from '@/lib/contracts';
import { SETTINGS_TABS, useSettingsDialog, type SettingsTab } from '@/stores/settings-dialog';
import { cn } from '@/utils/cn';
import { AppearanceTab } from './appearance-tab';
import { DeveloperTab } from './developer-tab';
import { NotificationsTab } from './notifications-tab';
import { PrivacyTab } from './privacy-tab';
import { ProfileTab } from './profile-tab';

const ICONS: Record<SettingsTab, typeof Bell> = {
  profile: UserRound,
  appearance: Palette,
  developer: Code,
  notifications: Bell,
  privacy: ShieldCheck,
};

/** Settings (core §2): Profile, Appearance, Developer, Notifications, Privacy. Opened from any screen. */
export function SettingsDialog() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { tab, isOpen, open, close } = useSettingsDialog();
  useEffect(() => void loadContracts().catch(() => undefined), []);
  if (!user) return null;
  const current = tab ?? 'profile';

  return (
    <Dialog open={isOpen} onOpenChange={(next) => (next ? open(current) : close())}>
      <DialogContent
        size="xl"
        className="h-[min(720px,calc(100dvh-1.5rem))] overflow-hidden"
        // The panel itself takes focus, not the first tab: no focus ring flashes on open; Tab moves on.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <Tabs
          value={current}
          onValueChange={(value) => open(value as SettingsTab)}
          className="flex min-h-0 flex-1 flex-col md:flex-row"
        >
          <div className="flex shrink-0 flex-col gap-4 border-b border-line bg-surface-2/50 px-4 pt-5 pb-3 md:w-60 md:border-e md:border-b-0 md:px-3 md:py-6">
            <div className="px-2 pe-10 md:pe-2">
              <DialogPrimitive.Title className="text-base font-semibold tracking-tight">
                {t('settings.title')}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-0.5 hidden text-[13px] leading-relaxed text-fg-muted md:block">
                {t('settings.description')}
              </DialogPrimitive.Description>
            </div>
            <TabsPrimitive.List
              aria-label={t('settings.title')}
              className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0 md:pb-0"
            >
              {SETTINGS_TABS.map((value) => {
                const Icon = ICONS[value];
                return (
                  <TabsPrimitive.Trigger
                    key={value}
                    value={value}
                    className={cn(
                      'flex h-9 shrink-0 items-center gap-2.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-fg-muted transition-colors',
                      'hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
                      'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-soft md:data-[state=active]:bg-surface-3/60',
                    )}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`settings.tabs.${value}`)}
                  </TabsPrimitive.Trigger>
                );
              })}
            </TabsPrimitive.List>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-6 sm:px-8 md:pt-7">
            <h2 className="mb-6 hidden text-xl font-semibold tracking-tight md:block">
              {t(`settings.tabs.${current}`)}
            </h2>
            <TabsContent value="profile">
              <ProfileTab user={user} />
            </TabsContent>
            <TabsContent value="appearance">
              <AppearanceTab />
            </TabsContent>
            <TabsContent value="developer">
              <DeveloperTab />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationsTab />
            </TabsContent>
            <TabsContent value="privacy">
              <PrivacyTab />
            </TabsContent>
          </div>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

export default SettingsDialog;
