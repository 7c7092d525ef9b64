/**
 * The chat input: the shared prompt box with the workspace's tools. Element selection (a project must
 * exist), voice input (coming soon), the picked element as a removable chip that goes with the next
 * message, and the lock's reason while the conversation is locked.
 */
import { useState } from 'react';
import { Lock, Mic, MousePointerClick, SquareDashedMousePointer, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';
import { Composer } from '@/features/composer';
import {
  cancelElementSelection,
  clearSelectedElement,
  elementSelection,
  startElementSelection,
} from '@/features/preview';
import { useStore } from '@/lib/store';
import { toast } from '@/stores/toast-store';
import { cn } from '@/utils/cn';
import type { WorkspaceSendInput } from '../hooks/use-workspace-send';

export interface WorkspaceComposerProps {
  onSend: (input: WorkspaceSendInput) => Promise<boolean>;
  sending: boolean;
  locked: boolean;
  lockReason: string | null;
  projectExists: boolean;
  /** Focus the box on arrival (not on phones, where it would raise the keyboard over the chat). */
  autoFocus?: boolean;
}

const toolClasses =
  'flex size-9 shrink-0 items-center justify-center rounded-xl text-fg-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent';

export function WorkspaceComposer({
  onSend,
  sending,
  locked,
  lockReason,
  projectExists,
  autoFocus = false,
}: WorkspaceComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const selecting = useStore(elementSelection, (state) => state.active);
  const selected = useStore(elementSelection, (state) => state.selected);

  const submit = async ({ text: content, files: attached }: { text: string; files: File[] }) => {
    const sent = await onSend({ text: content, files: attached, selectedElement: selected });
    if (sent) {
      setText('');
      setFiles([]);
      clearSelectedElement();
    }
  };

  const selectLabel = selecting
    ? t('workspace.composer.cancelSelection')
    : t('workspace.composer.selectElement');
  const toolbar = (
    <>
      <Tooltip
        content={projectExists ? t('workspace.composer.selectHint') : t('workspace.composer.selectDisabled')}
        side="top"
      >
        <button
          type="button"
          aria-label={selectLabel}
          aria-pressed={selecting}
          aria-disabled={!projectExists || undefined}
          onClick={() => {
            if (!projectExists) return;
            if (selecting) cancelElementSelection();
            else startElementSelection();
          }}
          className={cn(
            toolClasses,
            selecting && 'bg-accent-soft text-accent hover:bg-accent-soft hover:text-accent',
            !projectExists && 'cursor-not-allowed opacity-50 hover:bg-transparent hover:text-fg-muted',
          )}
        >
          <SquareDashedMousePointer className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
      <Tooltip content={t('workspace.composer.voiceSoon')} side="top">
        <button
          type="button"
          aria-label={`${t('workspace.composer.voice')} (${t('workspace.menu.comingSoon')})`}
          aria-disabled="true"
          onClick={() =>
            toast.info(t('workspace.composer.voiceSoon'), { duration: 3000, position: 'top-right' })
          }
          className={cn(toolClasses, 'opacity-50 hover:bg-transparent')}
        >
          <Mic className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
    </>
  );

  return (
    <div className="flex flex-col gap-2 border-t border-line bg-canvas/80 px-3 pt-3 pb-1 backdrop-blur sm:px-4">
      {locked ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-line bg-surface-2/70 px-3 py-2 text-[13px] text-fg-muted"
        >
          <Lock className="size-3.5 shrink-0 text-accent" aria-hidden="true" />
          <span className="min-w-0 flex-1">{lockReason ?? t('workspace.composer.locked')}</span>
        </p>
      ) : null}
      {selected ? (
        <div className="flex items-center gap-2 self-start rounded-xl border border-accent/30 bg-accent-soft py-1 ps-2.5 pe-1 text-xs text-fg">
          <MousePointerClick className="size-3.5 shrink-0 text-accent" aria-hidden="true" />
          <span className="sr-only">{t('workspace.composer.selected')}:</span>
          {selected.tag ? <code className="font-mono text-accent">&lt;{selected.tag}&gt;</code> : null}
          <span className="max-w-[14rem] truncate" title={selected.selector}>
            {selected.text.trim() || selected.selector}
          </span>
          <button
            type="button"
            onClick={clearSelectedElement}
            aria-label={t('workspace.composer.removeSelected')}
            className="flex size-6 items-center justify-center rounded-lg text-fg-subtle hover:bg-surface-3 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <Composer
        value={text}
        onValueChange={setText}
        files={files}
        onFilesChange={setFiles}
        onSubmit={(message) => void submit(message)}
        sending={sending}
        disabled={locked}
        placeholder={t('workspace.composer.placeholder')}
        label={t('workspace.composer.label')}
        toolbar={toolbar}
        autoFocus={autoFocus}
      />
    </div>
  );
}
