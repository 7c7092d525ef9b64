import { useState, type FormEvent } from 'react';
import { RotateCcw, Terminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_QUEUE_NAME, QUEUE_HEADER, QUEUE_NAME_PATTERN } from '@atelier/contracts/constants';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorText } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { queueName, useQueueName } from '../hooks/use-queue-name';
import { SettingsSection } from './settings-section';

/** Developer: the queue the user's own agent listens on, sent as the queue header (core §2, §5). */
export function DeveloperTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const stored = useQueueName();
  const [value, setValue] = useState(stored);
  const [error, setError] = useState<string | undefined>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) return setError(t('validation.queueRequired'));
    if (!QUEUE_NAME_PATTERN.test(name)) return setError(errorText.forCode('INVALID_QUEUE_NAME'));
    setError(undefined);
    setValue(name);
    queueName.save(name);
    toast.success(t('settings.developer.saved'));
  };

  const reset = () => {
    queueName.reset();
    setValue(DEFAULT_QUEUE_NAME);
    setError(undefined);
    toast.info(t('settings.developer.resetDone', { name: DEFAULT_QUEUE_NAME }));
  };

  return (
    <SettingsSection
      title={t('settings.developer.queueTitle')}
      description={t('settings.developer.queueHint', { header: 'X-Queue-Name' })}
    >
      <form noValidate onSubmit={save} className="flex flex-col gap-4">
        <Field label={t('settings.developer.queueName')} error={error}>
          <Input
            value={value}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            onChange={(event) => setValue(event.target.value)}
          />
        </Field>
        <div className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 px-3.5 py-3 font-mono text-[12.5px] text-fg-muted">
          <Terminal className="size-4 shrink-0 text-fg-subtle" aria-hidden="true" />
          <span className="truncate">
            <span className="text-fg-subtle">{QUEUE_HEADER}:</span> <span className="text-fg">{stored}</span>
          </span>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('settings.developer.reset')}
          </Button>
          <Button type="submit">{t('common.save')}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
