import { useTranslation } from 'react-i18next';
import { CopyButton as SharedCopyButton } from '@/components/ui/copy-button';

/** The shared copy button, worded for the chat's cards ("Copy API token"). */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  return (
    <SharedCopyButton
      value={value}
      label={t('workspace.projectSuccess.copy', { what })}
      copiedLabel={t('workspace.projectSuccess.copied')}
      failedMessage={t('workspace.projectSuccess.copyFailed')}
    />
  );
}
