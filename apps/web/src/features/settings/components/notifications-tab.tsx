import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { preferences, usePreference, type Preferences } from '@/stores/preferences';
import { PreferenceRow, SettingsSection } from './settings-section';

function PreferenceSwitch({
  name,
  title,
  description,
}: {
  name: keyof Preferences;
  title: string;
  description: string;
}) {
  const value = usePreference(name);
  const id = `preference-${name}`;
  return (
    <PreferenceRow
      id={id}
      title={title}
      description={description}
      control={
        <Switch id={id} checked={value} onCheckedChange={(checked) => preferences.set(name, checked)} />
      }
    />
  );
}

export { PreferenceSwitch };

export function NotificationsTab() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('settings.notifications.title')}
      description={`${t('settings.notifications.hint')} ${t('common.savedOnDevice')}.`}
    >
      <div className="divide-y divide-line overflow-hidden rounded-xl border border-line">
        <PreferenceSwitch
          name="notifyProjectReady"
          title={t('settings.notifications.projectReady')}
          description={t('settings.notifications.projectReadyHint')}
        />
        <PreferenceSwitch
          name="notifyAgentReplies"
          title={t('settings.notifications.agentReplies')}
          description={t('settings.notifications.agentRepliesHint')}
        />
        <PreferenceSwitch
          name="notifyProductNews"
          title={t('settings.notifications.productNews')}
          description={t('settings.notifications.productNewsHint')}
        />
      </div>
    </SettingsSection>
  );
}
