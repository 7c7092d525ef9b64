/**
 * The chat workspace (core §2, §4): the conversation on the left, the project's preview on the right,
 * a draggable divider and width presets between them; full screen hides the chat; under 768 px a
 * Chat | Preview switch shows one at a time.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { MessageSquare, MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/features/chat-home';
import {
  WorkspacePreview,
  cancelElementSelection,
  elementSelection,
  clearSelectedElement,
  type WorkspaceProject,
} from '@/features/preview';
import { PublishButton } from '@/features/publish';
import { useStore } from '@/lib/store';
import { toast } from '@/stores/toast-store';
import { cn } from '@/utils/cn';
import { useConversationPolling } from '../hooks/use-conversation-polling';
import { useLockStatus } from '../hooks/use-lock-status';
import { useWorkspaceLayout, type MobileTab } from '../hooks/use-workspace-layout';
import { useWorkspaceSend } from '../hooks/use-workspace-send';
import { categoryName, chooseCategory } from '../lib/category';
import { hasProject } from '../lib/polling';
import { projectFromMetadata } from '../lib/project';
import { ChatMenu } from './chat-menu';
import { ConversationNotFound } from './conversation-not-found';
import { MessageList } from './message-list';
import { PanelDivider } from './panel-divider';
import { ViewModeMenu } from './view-mode-menu';
import { WorkspaceComposer } from './workspace-composer';
import { ChatSkeleton } from './workspace-skeleton';
import { WorkspaceTopBar } from './workspace-top-bar';

export interface WorkspaceProps {
  conversationId: string;
  /** ?agent=: the agent (category) by name. */
  agent?: string | null;
  /** ?selectedAgent=: the agent picked on the home, by name or id. */
  selectedAgent?: string | null;
  /** ?projectName=: prefills the project-creation card. */
  projectName?: string | null;
}

export function Workspace({ conversationId, agent, selectedAgent, projectName }: WorkspaceProps) {
  const { t } = useTranslation();
  const chatPanelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const layout = useWorkspaceLayout();
  const { query, conversation, waiting, onSent, onProjectCreated } = useConversationPolling(conversationId);
  const notFound = !conversation && query.isError;
  const lock = useLockStatus(conversationId, Boolean(conversation));

  const categories = useCategories();
  const choice = chooseCategory(categories.data ?? [], {
    agent,
    selectedAgent,
    conversationCategoryId: conversation?.category?.id,
  });
  const warnedAgent = useRef(false);
  useEffect(() => {
    if (!choice.invalid || warnedAgent.current) return;
    warnedAgent.current = true;
    toast.warning(t('workspace.errors.invalidAgent', { name: categoryName(choice.category) ?? '' }));
  }, [choice.invalid, choice.category, t]);

  const metadata = conversation?.metadata;
  const projectExists = hasProject(metadata);
  // A new metadata object arrives with every poll; the preview only hears of a changed project.
  const projectKey = JSON.stringify(projectFromMetadata(metadata));
  const project = useMemo(() => JSON.parse(projectKey) as WorkspaceProject | null, [projectKey]);

  const { send, pending, notices } = useWorkspaceSend({
    conversationId,
    categoryName: categoryName(choice.category),
    locked: lock.locked,
    onSent,
  });

  // Leaving the workspace ends any element picking it started.
  useEffect(
    () => () => {
      cancelElementSelection();
      clearSelectedElement();
    },
    [],
  );

  const { mobile, fullScreen, mobileTab, setMobileTab } = layout;
  // On a phone the preview is hidden behind its tab: picking an element there brings it forward.
  const picking = useStore(elementSelection, (state) => state.active);
  useEffect(() => {
    if (picking && mobile) setMobileTab('preview');
  }, [picking, mobile, setMobileTab]);
  const showChat = mobile ? mobileTab === 'chat' : !fullScreen;
  const showPreview = mobile ? mobileTab === 'preview' : true;
  const title = conversation ? conversation.title || t('workspace.untitled') : notFound ? '' : null;

  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-canvas">
      <PageTitle title={conversation?.title || t('workspace.pageTitle')} />
      <WorkspaceTopBar
        title={title}
        actions={
          notFound ? null : (
            <>
              {project ? <PublishButton projectId={project.id} /> : null}
              {mobile ? null : (
                <ViewModeMenu presetIndex={layout.presetIndex} onSelect={layout.choosePreset} />
              )}
              <ChatMenu project={project} />
            </>
          )
        }
      />
      {notFound ? (
        <ConversationNotFound />
      ) : (
        <>
          {mobile ? (
            <div className="shrink-0 border-b border-line px-3 py-2">
              <SegmentedControl<MobileTab>
                aria-label={t('workspace.tabs.label')}
                value={mobileTab}
                onValueChange={layout.setMobileTab}
                options={[
                  {
                    value: 'chat',
                    label: t('workspace.tabs.chat'),
                    icon: <MessageSquare aria-hidden="true" />,
                  },
                  {
                    value: 'preview',
                    label: t('workspace.tabs.preview'),
                    icon: <MonitorPlay aria-hidden="true" />,
                  },
                ]}
              />
            </div>
          ) : null}
          <div ref={container} className="relative flex min-h-0 flex-1">
            <section
              id={chatPanelId}
              aria-label={t('workspace.tabs.chat')}
              hidden={!showChat}
              className={cn('flex min-h-0 min-w-0 flex-col bg-canvas', mobile && 'w-full')}
              style={mobile ? undefined : { width: `${layout.chatWidth}%` }}
            >
              {conversation ? (
                <>
                  <MessageList
                    messages={conversation.messages}
                    notices={notices}
                    waiting={waiting}
                    conversationId={conversationId}
                    suggestedProjectName={projectName}
                    project={project}
                    projectExists={projectExists}
                    onProjectCreated={onProjectCreated}
                  />
                  <WorkspaceComposer
                    onSend={send}
                    sending={pending}
                    locked={lock.locked}
                    lockReason={lock.reason}
                    projectExists={projectExists}
                    autoFocus={!mobile}
                  />
                </>
              ) : (
                <ChatSkeleton />
              )}
            </section>
            {!mobile && showChat ? (
              <PanelDivider
                value={layout.chatWidth}
                onChange={layout.setChatWidth}
                container={container}
                controls={chatPanelId}
              />
            ) : null}
            <section
              aria-label={t('workspace.tabs.preview')}
              hidden={!showPreview}
              className="flex min-h-0 min-w-0 flex-1 flex-col"
            >
              {conversation ? (
                <WorkspacePreview
                  conversationId={conversationId}
                  project={project}
                  fullScreen={fullScreen}
                  onToggleFullScreen={layout.toggleFullScreen}
                />
              ) : (
                <div className="flex flex-1 p-3">
                  <Skeleton className="flex-1 rounded-2xl" />
                </div>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
