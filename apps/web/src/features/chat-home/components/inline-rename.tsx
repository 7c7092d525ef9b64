import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

export interface InlineRenameProps {
  initial: string;
  onSave: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/** A name field in place: Enter saves (trimmed, non-empty), Escape cancels (core §2, §5). */
export function InlineRename({ initial, onSave, onCancel }: InlineRenameProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const name = value.trim();
    if (!name) {
      setError(t('home.nameRequired'));
      return;
    }
    if (name === initial) {
      onCancel();
      return;
    }
    setBusy(true);
    try {
      await onSave(name);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Input
        autoFocus
        aria-label={t('home.renameLabel')}
        value={value}
        disabled={busy}
        invalid={Boolean(error)}
        maxLength={255}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        onBlur={() => {
          if (!busy) onCancel();
        }}
        className="h-9 text-sm"
      />
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
