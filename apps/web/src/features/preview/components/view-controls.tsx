import { useTranslation } from 'react-i18next';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/utils/cn';
import { DEVICES, VIEW_MODES, type ViewMode } from '../lib/frame';

const ICONS = { desktop: Monitor, tablet: Tablet, mobile: Smartphone } as const;

/** Desktop / tablet / mobile as a compact icon radio group. */
export function ViewModeControl({
  value,
  onChange,
  className,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(next as ViewMode)}
      orientation="horizontal"
      aria-label={t('preview.toolbar.viewMode')}
      className={cn(
        'inline-flex items-center gap-0.5 rounded-lg border border-line bg-surface-2 p-0.5',
        className,
      )}
    >
      {VIEW_MODES.map((mode) => {
        const Icon = ICONS[mode];
        return (
          <RadioGroup.Item
            key={mode}
            value={mode}
            aria-label={t(`preview.toolbar.${mode}`)}
            title={t(`preview.toolbar.${mode}`)}
            className={cn(
              'inline-flex size-7 items-center justify-center rounded-md text-fg-muted transition-colors',
              'hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
              'data-[state=checked]:bg-surface data-[state=checked]:text-fg data-[state=checked]:shadow-soft dark:data-[state=checked]:bg-surface-3',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
}

/** The phone whose width the mobile frame takes; empty keeps the standard 375 px. */
export function DeviceSelect({
  value,
  onChange,
  className,
}: {
  value: string | null;
  onChange: (device: string | null) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t('preview.toolbar.device')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      className={cn(
        'h-8 max-w-52 cursor-pointer truncate rounded-lg border border-line bg-surface-2 px-2 text-xs text-fg',
        'hover:border-line-strong focus-visible:outline-2 focus-visible:outline-accent',
        className,
      )}
    >
      <option value="">{t('preview.toolbar.defaultDevice')}</option>
      {DEVICES.map((device) => (
        <option key={device.name} value={device.name}>
          {t('preview.toolbar.deviceOption', { name: device.name, width: device.width })}
        </option>
      ))}
    </select>
  );
}
