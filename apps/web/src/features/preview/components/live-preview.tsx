import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, MousePointerClick } from 'lucide-react';
import { useStore } from '@/lib/store';
import { useFrameMessages } from '../hooks/use-frame-messages';
import { usePreviewNavigation } from '../hooks/use-preview-navigation';
import {
  cancelElementSelection,
  elementSelection,
  registerSelectionFrame,
  startElementSelection,
} from '../lib/element-selection';
import { originOf, type ViewMode } from '../lib/frame';
import type { PreviewErrorReport } from '../lib/frame-messages';
import type { WorkspaceProject } from '../types';
import { ErrorBadge } from './error-badge';
import { IconButton, IconLink } from './icon-button';
import { NavControls } from './nav-controls';
import { PreviewFrame } from './preview-frame';
import { DeviceSelect, ViewModeControl } from './view-controls';

const MAX_ERRORS = 50;

export interface LivePreviewProps {
  project: WorkspaceProject;
  /** Changes when the preview should load afresh (a restored or newly built version went live). */
  reloadSignal: number;
}

/** Stage 3: the toolbar and the live frame, with element picking and error reports. */
export function LivePreview({ project, reloadSignal }: LivePreviewProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const navigation = usePreviewNavigation(project.previewUrl);
  const [mode, setMode] = useState<ViewMode>('desktop');
  const [device, setDevice] = useState<string | null>(null);
  // Errors belong to the page that reported them: a new page (frame key) starts clean.
  const [reported, setReported] = useState<{ frameKey: string; errors: PreviewErrorReport[] }>({
    frameKey: '',
    errors: [],
  });
  const selecting = useStore(elementSelection, (state) => state.active);
  const previewOrigin = originOf(project.previewUrl);

  const { refresh } = navigation;
  const lastSignal = useRef(reloadSignal);
  useEffect(() => {
    if (lastSignal.current === reloadSignal) return;
    lastSignal.current = reloadSignal;
    refresh();
  }, [reloadSignal, refresh]);

  const { frameKey } = navigation;
  const errors = reported.frameKey === frameKey ? reported.errors : [];
  const setErrors = (update: (previous: PreviewErrorReport[]) => PreviewErrorReport[]) =>
    setReported((state) => ({
      frameKey,
      errors: update(state.frameKey === frameKey ? state.errors : []),
    }));

  useFrameMessages(frameRef, project.previewUrl, {
    onUrlChange: navigation.reportUrl,
    onError: (report) =>
      setErrors((previous) =>
        previous.some((item) => item.message === report.message && item.source === report.source)
          ? previous
          : [...previous, report].slice(-MAX_ERRORS),
      ),
    elementSelection: true,
  });

  const post = useCallback(
    (message: unknown) => {
      // Only the preview's own origin may receive it: a page that navigated elsewhere gets nothing.
      if (previewOrigin) frameRef.current?.contentWindow?.postMessage(message, previewOrigin);
    },
    [previewOrigin],
  );

  useEffect(() => registerSelectionFrame({ post }), [post]);
  // Leaving the preview ends picking: nothing would answer it.
  useEffect(() => () => cancelElementSelection(), []);

  const onFrameLoad = () => {
    // A freshly loaded page starts outside select mode; carry the pick over.
    if (elementSelection.get().active) post({ type: 'ATELIER_SELECT_MODE', enabled: true });
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        role="toolbar"
        aria-label={t('preview.toolbar.label')}
        className="flex flex-wrap items-center gap-1.5 border-b border-line px-2 py-1.5"
      >
        <NavControls navigation={navigation} />
        <div className="flex items-center gap-1">
          <ErrorBadge errors={errors} onClear={() => setErrors(() => [])} />
          {/* On a phone the panel is already phone-sized: the room goes to the path instead. */}
          <div className="hidden items-center gap-1 sm:flex">
            <ViewModeControl value={mode} onChange={setMode} />
            {mode === 'mobile' ? <DeviceSelect value={device} onChange={setDevice} /> : null}
          </div>
          <IconButton
            label={selecting ? t('preview.toolbar.cancelSelection') : t('preview.toolbar.selectElement')}
            icon={<MousePointerClick />}
            pressed={selecting}
            onClick={selecting ? cancelElementSelection : startElementSelection}
          />
          <IconLink
            label={t('preview.toolbar.openInNewTab')}
            icon={<ExternalLink />}
            href={navigation.address}
          />
        </div>
      </div>
      <div className="relative min-h-0 flex-1 bg-canvas">
        <PreviewFrame
          key={navigation.frameKey}
          frameRef={frameRef}
          src={navigation.src}
          title={t('preview.frameTitle', { name: project.name })}
          mode={mode}
          device={device}
          onLoad={onFrameLoad}
        />
      </div>
    </div>
  );
}
