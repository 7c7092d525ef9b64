/**
 * The project_input card (core §4): the agent proposes a project and asks for its name. Submit stays
 * disabled while the name is blank or the project is being created; success says so and tells the
 * workspace, which fetches the conversation again so the preview picks the project up without a page
 * reload. A spent card (the project exists, or a newer plan replaced it) cannot be submitted.
 */
import { useState, type FormEvent } from 'react';
import { FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectInputCard as ProjectInputContent } from '@atelier/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/errors';
import { cn } from '@/utils/cn';
import { createProject } from '../api/create-project';
import { FormattedText } from './formatted-text';

export interface ProjectInputCardProps {
  card: ProjectInputContent;
  conversationId: string;
  /** From the address (?projectName=…); wins over the agent's suggestion. */
  suggestedName?: string | null;
  /** The conversation already has its project, or a newer plan replaced this one: the card is done. */
  spent?: boolean;
  /** The project was created: the workspace fetches the conversation and waits for the agent. */
  onCreated?: () => void;
}

export function ProjectInputCard({
  card,
  conversationId,
  suggestedName,
  spent = false,
  onCreated,
}: ProjectInputCardProps) {
  const { t } = useTranslation();
  const { forCode } = useErrorText();
  const config = card.input_config;
  const [name, setName] = useState(suggestedName?.trim() || config.default_value || '');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<'idle' | 'creating' | 'created'>('idle');
  const [error, setError] = useState<string | null>(null);
  const blank = name.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || state !== 'idle' || spent) return;
    setState('creating');
    setError(null);
    try {
      await createProject({
        name: name.trim(),
        conversation_id: card.context.conversation_id || conversationId,
      });
      setState('created');
      onCreated?.();
    } catch (failure) {
      setState('idle');
      setError(
        isApiError(failure) && failure.keyCode
          ? forCode(failure.keyCode, failure.message)
          : t('workspace.projectInput.failed'),
      );
    }
  };

  const done = state === 'created' || spent;
  return (
    <section
      aria-label={card.title}
      data-spent={done || undefined}
      className={cn(
        'flex w-full flex-col gap-4 rounded-2xl border bg-surface p-4 shadow-soft',
        done && state !== 'created' ? 'border-line opacity-70' : 'border-accent/25',
      )}
    >
      <header className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
          <FolderPlus className="size-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 dir="auto" className="text-start text-[15px] font-semibold text-fg">
            {card.title}
          </h3>
          <FormattedText content={card.description} className="gap-2 text-sm text-fg-muted" />
        </div>
      </header>
      {state === 'created' ? (
        <Alert tone="success">{t('workspace.projectInput.success')}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
          <Field
            label={config.label}
            error={touched && blank ? t('workspace.projectInput.required') : undefined}
          >
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              placeholder={config.placeholder}
              required={config.required}
              disabled={state === 'creating' || done}
              maxLength={255}
            />
          </Field>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button
            type="submit"
            className="self-start"
            disabled={blank || done}
            loading={state === 'creating'}
            loadingText={t('workspace.projectInput.creating')}
          >
            {config.button_text}
          </Button>
        </form>
      )}
    </section>
  );
}
