import { Bot, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/utils/cn';

export interface AgentOption {
  /** The stable value sent as category_name. */
  value: string;
  label: string;
}

export interface AgentSelectProps {
  options: readonly AgentOption[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The agent (category) picker of the prompt box: a Radix menu, keyboard operable. */
export function AgentSelect({ options, value, onChange, disabled }: AgentSelectProps) {
  const { t } = useTranslation();
  const current = options.find((option) => option.value === value);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        disabled={disabled || options.length === 0}
        aria-label={`${t('composer.agent')}: ${current?.label ?? t('composer.chooseAgent')}`}
        className={cn(
          'inline-flex h-9 max-w-[11rem] items-center gap-1.5 rounded-xl border border-line bg-surface-2/60 px-3 text-[13px] font-medium text-fg-muted',
          'transition-colors hover:border-line-strong hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
          'disabled:opacity-50 data-[state=open]:text-fg',
        )}
      >
        <Bot className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span className="truncate">{current?.label ?? t('composer.chooseAgent')}</span>
        <ChevronDown className="size-3.5 shrink-0" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-[12rem]">
        <DropdownMenuLabel>{t('composer.chooseAgent')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value ?? ''} onValueChange={onChange}>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
