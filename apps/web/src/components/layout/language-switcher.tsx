import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu';
import { UI_LANGUAGES, isUiLanguage, setLanguage, useLanguage } from '@/lib/i18n';

export function LanguageRadioItems() {
  const language = useLanguage();
  return (
    <DropdownMenuRadioGroup
      value={language}
      onValueChange={(value) => isUiLanguage(value) && void setLanguage(value)}
    >
      {UI_LANGUAGES.map((option) => (
        <DropdownMenuRadioItem key={option.code} value={option.code} lang={option.code}>
          <span className="w-6 text-xs font-semibold text-fg-subtle uppercase">{option.code}</span>
          {option.label}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
