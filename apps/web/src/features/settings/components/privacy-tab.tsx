import { useState } from 'react';
import { Eraser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { themeController, DEFAULT_THEME } from '@/lib/theme';
import { preferences } from '@/stores/preferences';
import { toast } from '@/stores/toast-store';
import { queueName } from '../hooks/use-queue-name';
import { PreferenceSwitch } from './notifications-tab';
import { SettingsSection } from './settings-section';

export function PrivacyTab() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  const clearLocal = () => {
    preferences.reset();
    queueName.forget();
    themeController().setPreference(DEFAULT_THEME);
    storage.remove(STORAGE_KEYS.theme);
    toast.success(t('settings.privacy.clearLocalDone'));
  };

  return (
    <div className="flex flex-col gap-8 [&>section+section]:border-t [&>section+section]:border-line [&>section+section]:pt-8">
      <SettingsSection
        title={t('settings.privacy.title')}
        description={`${t('settings.privacy.hint')} ${t('common.savedOnDevice')}.`}
      >
        <div className="divide-y divide-line overflow-hidden rounded-xl border border-line">
          <PreferenceSwitch
            name="reduceMotion"
            title={t('settings.privacy.reduceMotion')}
            description={t('settings.privacy.reduceMotionHint')}
          />
        </div>
      </SettingsSection>
      <SettingsSection
        title={t('settings.privacy.clearLocal')}
        description={t('settings.privacy.clearLocalHint')}
      >
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Eraser className="size-4" aria-hidden="true" />
            {t('settings.privacy.clearLocal')}
          </Button>
        </div>
      </SettingsSection>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('settings.privacy.clearLocal')}
        description={t('settings.privacy.clearLocalHint')}
        confirmLabel={t('settings.privacy.clearLocal')}
        onConfirm={clearLocal}
      />
    </div>
  );
}
