/**
 * The prompt box (core §5): text with a counter from 2500 characters and a hard stop above 3000,
 * Enter sends and Shift+Enter adds a line, attachments by button or drag-and-drop (5 files, 10 MB
 * each, allowed extensions), removable file chips and an agent picker. The parent owns the text.
 */
import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ArrowUp, FileText, Paperclip, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_EXTENSIONS, CHAT_TEXT_MAX } from '@atelier/contracts/constants';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/stores/toast-store';
import { cn } from '@/utils/cn';
import { checkFiles, fileIssueText, formatBytes, sendBlock, textState } from '../lib/validation';

export interface ComposerSubmit {
  text: string;
  files: File[];
}

export interface ComposerProps {
  value: string;
  onValueChange: (value: string) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  onSubmit: (message: ComposerSubmit) => void;
  /** A send is pending: the box keeps its text and shows a spinner. */
  sending?: boolean;
  disabled?: boolean;
  /** Shown when the box is empty. */
  placeholder?: string;
  /**
   * Drawn over the empty box instead of `placeholder`, for a placeholder that changes by itself (the
   * home's typed slogan): its updates stay inside it, so the box does not re-render with each character.
   * `placeholder` stays on the textarea, unseen, for assistive technology.
   */
  placeholderOverlay?: ReactNode;
  /** The textarea's label (read by assistive technology). */
  label?: string;
  /** Left side of the toolbar, after the attach button (the agent picker). */
  toolbar?: ReactNode;
  autoFocus?: boolean;
  className?: string;
}

const ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function Composer({
  value,
  onValueChange,
  files,
  onFilesChange,
  onSubmit,
  sending = false,
  disabled = false,
  placeholder,
  placeholderOverlay,
  label,
  toolbar,
  autoFocus,
  className,
}: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const state = textState(value);
  const block = sendBlock(value, files.length);
  const overlay = placeholderOverlay !== undefined && value.length === 0;

  const addFiles = (incoming: File[]) => {
    if (incoming.length === 0) return;
    const { accepted, issues } = checkFiles(incoming, files.length);
    for (const issue of issues) toast.error(fileIssueText(issue, t));
    if (accepted.length > 0) {
      onFilesChange([...files, ...accepted]);
      setError(null);
    }
  };

  const submit = () => {
    if (sending || disabled) return;
    if (block === 'empty') {
      setError(t('composer.empty'));
      return;
    }
    if (block === 'overLimit') {
      setError(t('composer.overLimit', { max: CHAT_TEXT_MAX }));
      return;
    }
    setError(null);
    onSubmit({ text: value.trim(), files });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    addFiles(Array.from(event.dataTransfer.files));
  };

  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'relative rounded-2xl border bg-surface/80 p-2.5 shadow-float backdrop-blur transition-[border-color,box-shadow] duration-150',
          'focus-within:border-accent/50 focus-within:ring-4 focus-within:ring-accent/10',
          state.overLimit || error ? 'border-danger/60' : 'border-line',
          dragging && 'border-accent ring-4 ring-accent/15',
        )}
      >
        {dragging ? (
          <div className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-surface/90 text-sm font-medium text-accent">
            {t('composer.dropHere')}
          </div>
        ) : null}
        {files.length > 0 ? (
          <ul aria-label={t('composer.attachments')} className="flex flex-wrap gap-1.5 px-1.5 pt-1 pb-2">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${index}`}
                className="inline-flex max-w-full items-center gap-1.5 rounded-lg border border-line bg-surface-2 py-1 ps-2 pe-1 text-xs text-fg"
              >
                <FileText className="size-3.5 shrink-0 text-fg-subtle" aria-hidden="true" />
                <span className="max-w-[10rem] truncate">{file.name}</span>
                <span className="text-fg-subtle">{formatBytes(file.size)}</span>
                <button
                  type="button"
                  onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
                  aria-label={t('composer.removeFile', { name: file.name })}
                  className="flex size-5 items-center justify-center rounded-md text-fg-subtle hover:bg-surface-3 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <label htmlFor={id} className="sr-only">
          {label ?? t('composer.label')}
        </label>
        <div className="relative">
          <textarea
            id={id}
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
            rows={3}
            disabled={disabled}
            autoFocus={autoFocus}
            placeholder={placeholder ?? t('composer.placeholder')}
            aria-invalid={state.overLimit || Boolean(error) || undefined}
            aria-describedby={cn(error && errorId, state.showCounter && counterId) || undefined}
            className={cn(
              'block max-h-72 min-h-[5.5rem] w-full resize-none bg-transparent px-2 py-1.5 text-[15px] leading-relaxed text-fg focus:outline-none disabled:cursor-not-allowed field-sizing-content',
              overlay ? 'placeholder:text-transparent' : 'placeholder:text-fg-subtle',
            )}
          />
          {overlay ? (
            <span
              aria-hidden="true"
              data-testid="composer-placeholder"
              className="pointer-events-none absolute inset-x-0 top-0 line-clamp-3 px-2 py-1.5 text-[15px] leading-relaxed text-fg-subtle"
            >
              {placeholderOverlay}
            </span>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-2 pt-1">
          <div className="flex min-w-0 items-center gap-1.5">
            <input
              ref={fileInput}
              type="file"
              multiple
              accept={ACCEPT}
              className="hidden"
              tabIndex={-1}
              data-testid="composer-file-input"
              onChange={(event) => {
                addFiles(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              disabled={disabled}
              aria-label={t('composer.attach')}
              title={t('composer.attachHint', { max: 5 })}
              className="flex size-9 shrink-0 items-center justify-center rounded-xl text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50"
            >
              <Paperclip className="size-4" aria-hidden="true" />
            </button>
            {toolbar}
          </div>
          <div className="flex items-center gap-2">
            {state.showCounter ? (
              <span
                id={counterId}
                data-testid="composer-counter"
                className={cn(
                  'text-xs tabular-nums',
                  state.overLimit ? 'font-semibold text-danger' : 'text-fg-subtle',
                )}
              >
                {t('composer.counter', { count: state.length, max: CHAT_TEXT_MAX })}
              </span>
            ) : null}
            <button
              type="button"
              onClick={submit}
              disabled={disabled || sending || state.overLimit}
              aria-label={sending ? t('composer.sending') : t('composer.send')}
              className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent-gradient text-white shadow-glow transition-[filter,opacity] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-40 disabled:shadow-none"
            >
              {sending ? <Spinner size="sm" /> : <ArrowUp className="size-4" aria-hidden="true" />}
            </button>
          </div>
        </div>
      </div>
      <div className="flex min-h-5 items-center justify-between gap-3 px-1 text-xs">
        {error ? (
          <p id={errorId} role="alert" className="text-danger">
            {error}
          </p>
        ) : (
          <p className="hidden text-fg-subtle sm:block">{t('composer.keyboardHint')}</p>
        )}
      </div>
    </div>
  );
}
