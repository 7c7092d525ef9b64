import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAME_SANDBOX } from '@atelier/contracts/constants';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/utils/cn';
import { frameWidth, hasDashedBorder, type ViewMode } from '../lib/frame';

export interface PreviewFrameProps {
  frameRef: Ref<HTMLIFrameElement>;
  src: string;
  title: string;
  mode: ViewMode;
  device?: string | null;
  onLoad?: () => void;
}

/**
 * The sandboxed frame at the width of the chosen view mode, centred; a spinner covers it until the
 * page has loaded. Remount it (key) to reload.
 */
export function PreviewFrame({ frameRef, src, title, mode, device = null, onLoad }: PreviewFrameProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const dashed = hasDashedBorder(mode);
  return (
    <div
      className={cn(
        'flex h-full w-full justify-center overflow-auto',
        mode !== 'desktop' && 'bg-grid p-3 sm:p-5',
      )}
    >
      <div
        className={cn(
          'relative h-full max-w-full shrink-0 overflow-hidden bg-white transition-[width] duration-200',
          dashed && 'rounded-xl border-2 border-dashed border-line-strong',
          mode === 'tablet' && 'rounded-xl border border-line shadow-soft',
        )}
        style={{ width: frameWidth(mode, device) }}
        data-testid="preview-frame-box"
      >
        <iframe
          ref={frameRef}
          src={src}
          title={title}
          sandbox={FRAME_SANDBOX}
          allow="clipboard-write"
          referrerPolicy="no-referrer"
          className="block size-full border-0 bg-white"
          onLoad={() => {
            setLoaded(true);
            onLoad?.();
          }}
        />
        {loaded ? null : (
          <div className="absolute inset-0 flex items-center justify-center bg-surface">
            <Spinner size="lg" className="text-accent" label={t('preview.stages.loading')} />
          </div>
        )}
      </div>
    </div>
  );
}
