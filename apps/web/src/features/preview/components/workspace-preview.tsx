/**
 * The right-hand panel of the chat workspace: Preview / Code / History tabs, the preview's readiness
 * stages (core §4), its toolbar and element picking. The layout around it belongs to the workspace.
 */
import { lazy, Suspense, useEffect, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Code, Download, Eye, History, Maximize2, Minimize2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useStore } from '@/lib/store';
import { isBuilding, projectVersionsQueryKey, useProjectVersions } from '../api/project-versions';
import { useConversationActivity } from '../hooks/use-conversation-activity';
import { usePreviewReadiness } from '../hooks/use-preview-readiness';
import { useProjectDownload } from '../hooks/use-project-download';
import { useTextSection } from '../hooks/use-text-section';
import { useChatThumbnail } from '../hooks/use-thumbnail';
import { elementSelection } from '../lib/element-selection';
import { originOf } from '../lib/frame';
import type { WorkspacePreviewProps } from '../types';
import { DataApiButton } from './data-api-dialog';
import { HistoryView } from './history-view';
import { IconButton } from './icon-button';
import { LivePreview } from './live-preview';
import { BuildingStage, EmptyStage } from './preview-stages';
import { SelectionHint } from './selection-hint';

const CodeView = lazy(() => import('./code-view'));

type PanelTab = 'preview' | 'code' | 'history';

export function WorkspacePreview(props: WorkspacePreviewProps): JSX.Element {
  const textsReady = useTextSection('preview');
  if (!textsReady) {
    return (
      <div className="flex h-full items-center justify-center bg-surface">
        <Spinner className="text-fg-subtle" />
      </div>
    );
  }
  return <Panel {...props} />;
}

function Panel({ conversationId, project, fullScreen, onToggleFullScreen }: WorkspacePreviewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<PanelTab>('preview');
  const [reloadSignal, setReloadSignal] = useState(0);
  const { download, downloading } = useProjectDownload();

  const projectId = project?.id ?? null;
  // Without a usable address (metadata not filled in yet) the project stays in the building stage.
  const previewUrl = project && originOf(project.previewUrl) ? project.previewUrl : null;
  const readiness = usePreviewReadiness(previewUrl, project ? `${project.id}:${project.name}` : '');
  const versions = useProjectVersions(projectId);
  const building = isBuilding(versions.data);
  useChatThumbnail(project, readiness.ready);

  // A new message may mean a new version: look again rather than wait for the next poll.
  const { ready, recheck } = readiness;
  useConversationActivity(conversationId, () => {
    if (!ready) recheck();
    if (projectId !== null)
      void queryClient.invalidateQueries({ queryKey: projectVersionsQueryKey(projectId) });
  });

  // When another version goes live (a new build, a restore), show it.
  const liveVersionId = versions.data?.find((version) => version.is_live)?.id ?? null;
  const previousLive = useRef<{ projectId: number | null; live: number | null }>({
    projectId,
    live: liveVersionId,
  });
  useEffect(() => {
    const previous = previousLive.current;
    previousLive.current = { projectId, live: liveVersionId };
    if (previous.projectId !== projectId || liveVersionId === null || previous.live === liveVersionId) return;
    if (previous.live !== null) setReloadSignal((value) => value + 1);
    if (!ready) recheck();
  }, [projectId, liveVersionId, ready, recheck]);

  // Picking starts from the chat input: bring the preview into view.
  const selecting = useStore(elementSelection, (state) => state.active);
  const [wasSelecting, setWasSelecting] = useState(selecting);
  if (selecting !== wasSelecting) {
    setWasSelecting(selecting);
    if (selecting) setTab('preview');
  }

  const activeTab: PanelTab = project ? tab : 'preview';

  return (
    <section
      aria-label={t('preview.panelLabel')}
      className="relative flex h-full min-h-0 flex-col bg-surface"
    >
      <Tabs
        value={activeTab}
        onValueChange={(value) => setTab(value as PanelTab)}
        className="flex h-full min-h-0 flex-col"
        activationMode="manual"
      >
        <div className="flex items-center gap-2 border-b border-line px-2 py-1.5 sm:px-3">
          <TabsList aria-label={t('preview.tabs.label')} className="h-9 p-0.5">
            <TabsTrigger value="preview" className="h-7 px-2.5 text-[13px]">
              <Eye aria-hidden="true" />
              <span className="sr-only min-[420px]:not-sr-only">{t('preview.tabs.preview')}</span>
            </TabsTrigger>
            <TabsTrigger value="code" disabled={!project} className="h-7 px-2.5 text-[13px]">
              <Code aria-hidden="true" />
              <span className="sr-only min-[420px]:not-sr-only">{t('preview.tabs.code')}</span>
            </TabsTrigger>
            <TabsTrigger value="history" disabled={!project} className="h-7 px-2.5 text-[13px]">
              <History aria-hidden="true" />
              <span className="sr-only min-[420px]:not-sr-only">{t('preview.tabs.history')}</span>
            </TabsTrigger>
          </TabsList>
          {project && building ? (
            <span className="inline-flex items-center gap-1.5 text-xs text-fg-muted" role="status">
              <Spinner size="xs" className="text-accent" />
              <span className="hidden sm:inline">{t('preview.history.status.building')}</span>
            </span>
          ) : null}
          <div className="ms-auto flex items-center gap-0.5">
            {project ? <DataApiButton project={project} conversationId={conversationId} /> : null}
            {project ? (
              <IconButton
                label={downloading ? t('preview.toolbar.downloading') : t('preview.toolbar.download')}
                icon={downloading ? <Spinner size="xs" /> : <Download />}
                disabled={downloading}
                onClick={() => void download(project)}
              />
            ) : null}
            <IconButton
              label={fullScreen ? t('preview.toolbar.exitFullScreen') : t('preview.toolbar.enterFullScreen')}
              icon={fullScreen ? <Minimize2 /> : <Maximize2 />}
              pressed={fullScreen}
              onClick={onToggleFullScreen}
            />
          </div>
        </div>

        {/* The preview stays mounted behind the other tabs, so the app keeps its state. */}
        <TabsContent
          value="preview"
          forceMount
          className="relative min-h-0 flex-1 data-[state=inactive]:hidden"
        >
          {!project ? (
            <EmptyStage />
          ) : readiness.ready ? (
            <LivePreview key={project.id} project={project} reloadSignal={reloadSignal} />
          ) : (
            <BuildingStage onCheckAgain={recheck} />
          )}
          <SelectionHint />
        </TabsContent>
        <TabsContent value="code" className="min-h-0 flex-1">
          {project ? (
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner label={t('preview.code.loading')} />
                </div>
              }
            >
              <CodeView key={project.id} projectId={project.id} />
            </Suspense>
          ) : null}
        </TabsContent>
        <TabsContent value="history" className="min-h-0 flex-1">
          {project ? (
            <HistoryView
              key={project.id}
              projectId={project.id}
              onRestored={() => setReloadSignal((value) => value + 1)}
            />
          ) : null}
        </TabsContent>
      </Tabs>
    </section>
  );
}
