import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, setLanguage, useLanguage, type UiLanguage } from '@/lib/i18n';
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '@/lib/theme';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { cn } from '@/utils/cn';
import { SettingsSection } from './settings-section';

/** A tiny window in the colours of each theme. */
function ThemePreview({ theme }: { theme: ThemePreference }) {
  const pane = (dark: boolean) => (
    <div className={cn('flex h-full flex-col gap-1.5 p-2.5', dark ? 'bg-[#0f0f12]' : 'bg-[#f6f6f8]')}>
      <div className={cn('h-1.5 w-10 rounded-full', dark ? 'bg-white/25' : 'bg-black/20')} />
      <div
        className={cn(
          'flex-1 rounded-md border',
          dark ? 'border-white/10 bg-white/[0.04]' : 'border-black/10 bg-white',
        )}
      >
        <div className="m-1.5 h-1.5 w-8 rounded-full bg-[#8577ff]" />
        <div className={cn('mx-1.5 h-1 w-12 rounded-full', dark ? 'bg-white/15' : 'bg-black/10')} />
      </div>
    </div>
  );
  if (theme === 'system') {
    return (
      <div className="grid h-full grid-cols-2">
        {pane(false)}
        {pane(true)}
      </div>
    );
  }
  return pane(theme === 'dark');
}

export function AppearanceTab() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-8 [&>section+section]:border-t [&>section+section]:border-line [&>section+section]:pt-8">
      <SettingsSection
        title={t('settings.appearance.theme')}
        description={t('settings.appearance.themeHint')}
      >
        <RadioGroup.Root
          value={preference}
          onValueChange={(value) => setPreference(value as ThemePreference)}
          aria-label={t('settings.appearance.theme')}
          className="grid grid-cols-3 gap-3"
        >
          {THEME_PREFERENCES.map((option) => (
            <RadioGroup.Item
              key={option}
              value={option}
              className="group flex flex-col gap-2 rounded-xl text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <span className="relative block h-20 overflow-hidden rounded-xl border border-line ring-accent transition-shadow group-data-[state=checked]:ring-2 sm:h-24">
                <ThemePreview theme={option} />
                <span className="absolute top-1.5 end-1.5 hidden size-5 items-center justify-center rounded-full bg-accent text-white group-data-[state=checked]:flex">
                  <Check className="size-3" aria-hidden="true" />
                </span>
              </span>
              <span className="text-sm font-medium text-fg-muted group-data-[state=checked]:text-fg">
                {t(`theme.${option}`)}
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </SettingsSection>
      <SettingsSection
        title={t('settings.appearance.language')}
        description={t('settings.appearance.languageHint')}
      >
        <SegmentedControl<UiLanguage>
          aria-label={t('settings.appearance.language')}
          value={language}
          onValueChange={(value) => void setLanguage(value)}
          columns={3}
          options={UI_LANGUAGES.map((option) => ({
            value: option.code,
            label: <span lang={option.code}>{option.label}</span>,
          }))}
          className="max-w-sm"
        />
      </SettingsSection>
    </div>
  );
}
