import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useTheme, type ThemePreference } from '@/lib/theme';

const ICONS: Record<ThemePreference, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** One button that cycles light -> dark -> system (core §4); light enough for the sign-in screens. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { preference, toggle } = useTheme();
  const Icon = ICONS[preference];
  const label = `${t('theme.toggle')}: ${t(`theme.${preference}`)}`;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={buttonClasses('ghost', 'icon')}
    >
      <Icon className="size-[18px]" aria-hidden="true" />
    </button>
  );
}
