import { useId } from 'react';
import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, isUiLanguage, setLanguage, useLanguage } from '@/lib/i18n';
import { cn } from '@/utils/cn';

/** A native language picker: no menu library, fully keyboard and screen-reader friendly. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages className="pointer-events-none absolute start-2.5 size-4 text-fg-muted" aria-hidden="true" />
      <select
        id={id}
        value={language}
        onChange={(event) => isUiLanguage(event.target.value) && void setLanguage(event.target.value)}
        className="h-9 appearance-none rounded-xl border border-transparent bg-transparent ps-8 pe-7 text-[13px] font-medium text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      >
        {UI_LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code} className="bg-surface text-fg">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-2 size-3.5 text-fg-subtle"
        aria-hidden="true"
      />
    </div>
  );
}
