import { Columns2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { WIDTH_PRESETS } from '../lib/layout';

export interface ViewModeMenuProps {
  presetIndex: number | null;
  onSelect: (index: number) => void;
}

/** The four width presets (core §9) as a menu. */
export function ViewModeMenu({ presetIndex, onSelect }: ViewModeMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('workspace.layout.viewMode')}
        title={t('workspace.layout.viewMode')}
        className="flex size-9 items-center justify-center rounded-xl text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-surface-2 data-[state=open]:text-fg"
      >
        <Columns2 className="size-[18px]" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>{t('workspace.layout.viewModeHint')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={presetIndex === null ? '' : String(presetIndex)}
          onValueChange={(value) => onSelect(Number(value))}
        >
          {WIDTH_PRESETS.map((preset, index) => (
            <DropdownMenuRadioItem key={preset.key} value={String(index)}>
              <span className="flex flex-1 items-center justify-between gap-3">
                <span>{t(`workspace.layout.presets.${preset.key}`)}</span>
                <span className="text-xs text-fg-subtle tabular-nums">
                  {preset.chat}/{preset.project}
                </span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
