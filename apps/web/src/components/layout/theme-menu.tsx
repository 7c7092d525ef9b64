import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu';
import { THEME_PREFERENCES, isThemePreference, useTheme, type ThemePreference } from '@/lib/theme';

export const THEME_ICONS: Record<ThemePreference, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** The three theme choices as radio items, for any dropdown or submenu. */
export function ThemeRadioItems() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();
  return (
    <DropdownMenuRadioGroup
      value={preference}
      onValueChange={(value) => isThemePreference(value) && setPreference(value)}
    >
      {THEME_PREFERENCES.map((option) => {
        const Icon = THEME_ICONS[option];
        return (
          <DropdownMenuRadioItem key={option} value={option}>
            <Icon aria-hidden="true" />
            {t(`theme.${option}`)}
          </DropdownMenuRadioItem>
        );
      })}
    </DropdownMenuRadioGroup>
  );
}
