/**
 * /project/{projectId}: a public project in a frame (core §2), for guests too, with its thumbnail and
 * name in the bar and its link to copy (and, for an admin, the showcase toggle). States: loading, not found (unknown, private, failed to load,
 * or its preview does not answer) and invalid id.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Maximize2, Minimize2, SearchX, Unlink } from 'lucide-react';
import type { PublicProject } from '@atelier/contracts';
import { PageTitle } from '@/components/layout/page-title';
import { LogoMark } from '@/components/layout/logo';
import { ButtonLink } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import {
  useOwnsProject,
  usePublicProject,
  IconButton,
  NavControls,
  PreviewFrame,
  DeviceSelect,
  ViewModeControl,
  useFrameMessages,
  usePreviewNavigation,
  checkPreviewReady,
  useTextSection,
  usePublicThumbnail,
  type ViewMode,
} from '@/features/preview';
import { publicProjectUrl } from '@/features/publish';
import { FeatureToggle } from './feature-toggle';

export function ProjectPage({ projectId }: { projectId: string | undefined }) {
  const textsReady = useTextSection('preview');
  const id = projectId?.trim() ? projectId.trim() : null;
  const project = usePublicProject(id);
  // The frame's page must answer too: a project whose preview is gone counts as not found.
  const previewUrl = project.data?.preview_url ?? null;
  const head = useQuery({
    queryKey: ['preview-head', previewUrl],
    queryFn: ({ signal }) => checkPreviewReady(previewUrl ?? '', signal),
    enabled: previewUrl !== null,
    retry: false,
    staleTime: Infinity,
  });

  if (!textsReady) return <CenteredSpinner />;
  if (id === null) return <InvalidId />;
  if (project.isError || head.data === false) return <NotFound />;
  if (project.isPending || head.isPending) return <Loading />;
  return <PublicPreview project={project.data} />;
}

function CenteredSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas">
      <Spinner size="lg" className="text-accent" label={label} />
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('preview.projectPage.title')} />
      <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas" role="status">
        <Spinner size="lg" className="text-accent" />
        <p className="text-sm text-fg-muted">{t('preview.projectPage.loading')}</p>
      </div>
    </>
  );
}

function Message({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      <main className="flex min-h-dvh items-center justify-center bg-glow px-5 py-16">
        <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-soft">
          <div className="flex size-12 items-center justify-center rounded-2xl border border-line bg-surface-2 text-fg-muted [&_svg]:size-5">
            {icon}
          </div>
          <div className="flex flex-col gap-1.5">
            <h1 className="text-lg font-semibold text-fg">{title}</h1>
            <p className="text-sm text-fg-muted">{body}</p>
          </div>
          <ButtonLink to={paths.chat.getHref()} variant="primary" className="mt-2">
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('preview.projectPage.backToChat')}
          </ButtonLink>
        </div>
      </main>
    </>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Message
      icon={<SearchX />}
      title={t('preview.projectPage.notFoundTitle')}
      body={t('preview.projectPage.notFoundBody')}
    />
  );
}

function InvalidId() {
  const { t } = useTranslation();
  return (
    <Message
      icon={<Unlink />}
      title={t('preview.projectPage.invalidTitle')}
      body={t('preview.projectPage.invalidBody')}
    />
  );
}

function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const sync = () =>
      setFullScreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = () => {
    const element = target.current;
    if (!fullScreen) {
      // The browser's full screen when it allows it; otherwise the page hides its own bar.
      setFullScreen(true);
      if (element?.requestFullscreen) element.requestFullscreen().catch(() => undefined);
    } else {
      setFullScreen(false);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    }
  };
  return { fullScreen, toggle };
}

/** The project's own picture beside its name: its thumbnail, or the product's mark until it has one. */
function ProjectMark({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <LogoMark className="size-7 shrink-0" />;
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailed(true)}
      className="size-8 shrink-0 rounded-lg border border-line object-cover object-top"
    />
  );
}

function PublicPreview({ project }: { project: PublicProject }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const navigation = usePreviewNavigation(project.preview_url);
  const [mode, setMode] = useState<ViewMode>('desktop');
  const [device, setDevice] = useState<string | null>(null);
  const { fullScreen, toggle } = useFullScreen(containerRef);

  useFrameMessages(frameRef, project.preview_url, { onUrlChange: navigation.reportUrl });

  // Only the owner may capture (the api answers 404 to anyone else); guests never ask.
  const owns = useOwnsProject(project.id, isAuthenticated);
  usePublicThumbnail(project.id, project.preview_url, owns.data === true);

  const fullScreenButton = (
    <IconButton
      label={fullScreen ? t('preview.toolbar.exitFullScreen') : t('preview.toolbar.enterFullScreen')}
      icon={fullScreen ? <Minimize2 /> : <Maximize2 />}
      pressed={fullScreen}
      onClick={toggle}
    />
  );

  return (
    <div ref={containerRef} className="flex h-dvh flex-col bg-canvas">
      <PageTitle title={project.name} />
      {fullScreen ? (
        <div className="absolute end-2 top-2 z-10 rounded-xl border border-line bg-surface/90 p-0.5 shadow-float backdrop-blur">
          {fullScreenButton}
        </div>
      ) : (
        <header className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-2 py-1.5 sm:px-3">
          <ButtonLink
            to={paths.chat.getHref()}
            variant="ghost"
            size="icon-sm"
            aria-label={t('preview.projectPage.backToChat')}
            title={t('preview.projectPage.backToChat')}
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
          </ButtonLink>
          <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
            <ProjectMark src={project.thumbnail_url} />
            <div className="flex min-w-0 flex-col">
              <h1 className="truncate text-sm leading-5 font-semibold text-fg sm:max-w-xs">{project.name}</h1>
              <p className="truncate text-[11px] leading-4 text-fg-subtle">
                {t('preview.projectPage.madeWith')}
              </p>
            </div>
          </div>
          <div
            role="toolbar"
            aria-label={t('preview.toolbar.label')}
            className="order-last flex w-full min-w-0 items-center gap-1.5 sm:order-none sm:w-auto sm:flex-1"
          >
            <NavControls navigation={navigation} />
            <ViewModeControl value={mode} onChange={setMode} />
            {mode === 'mobile' ? (
              <DeviceSelect value={device} onChange={setDevice} className="hidden sm:block" />
            ) : null}
          </div>
          <div className="ms-auto flex items-center gap-0.5 sm:ms-0">
            <FeatureToggle project={project} />
            <CopyButton
              value={publicProjectUrl(project.id)}
              label={t('publish.copyLink')}
              copiedLabel={t('publish.linkCopied')}
              failedMessage={t('publish.copyFailed')}
            />
            {fullScreenButton}
          </div>
        </header>
      )}
      <main className="relative min-h-0 flex-1">
        <PreviewFrame
          key={navigation.frameKey}
          frameRef={frameRef}
          src={navigation.src}
          title={t('preview.frameTitle', { name: project.name })}
          mode={mode}
          device={device}
        />
      </main>
    </div>
  );
}
