import { useTranslation } from 'react-i18next';
import { ArrowLeft, House, RotateCw } from 'lucide-react';
import type { PreviewNavigation } from '../hooks/use-preview-navigation';
import { IconButton } from './icon-button';

/** Back, refresh, home and the frame's current path (editable: Enter loads it). */
export function NavControls({
  navigation,
  disabled = false,
}: {
  navigation: PreviewNavigation;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-0.5">
      <IconButton
        label={t('preview.toolbar.back')}
        icon={<ArrowLeft className="rtl:rotate-180" />}
        onClick={navigation.back}
        disabled={disabled || !navigation.canGoBack}
      />
      <IconButton
        label={t('preview.toolbar.refresh')}
        icon={<RotateCw />}
        onClick={navigation.refresh}
        disabled={disabled}
      />
      <IconButton
        label={t('preview.toolbar.home')}
        icon={<House />}
        onClick={navigation.home}
        disabled={disabled}
      />
      <form
        className="ms-1 min-w-0 flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('path');
          navigation.go(typeof value === 'string' && value.trim() ? value.trim() : '/');
        }}
      >
        <input
          // A new path from the frame replaces whatever was being typed.
          key={navigation.path}
          name="path"
          // A path reads left to right even in an Arabic interface.
          dir="ltr"
          defaultValue={navigation.path}
          disabled={disabled}
          aria-label={t('preview.toolbar.path')}
          spellCheck={false}
          autoComplete="off"
          className="h-8 w-full min-w-0 rounded-lg border border-line bg-surface-2 px-2.5 font-mono text-xs text-fg-muted transition-colors hover:border-line-strong focus:text-fg focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50"
        />
      </form>
    </div>
  );
}
