import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';

/** Stage 1: no project yet. */
export function EmptyStage() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-5 bg-grid px-6 text-center">
      <div className="relative flex items-center justify-center" aria-hidden="true">
        <span className="absolute size-20 animate-ping rounded-3xl bg-accent/15 [animation-duration:2.4s]" />
        <LogoMark className="relative size-14 animate-pulse" />
      </div>
      <div className="flex max-w-sm flex-col gap-1.5">
        <h2 className="text-base font-semibold text-fg">{t('preview.stages.emptyTitle')}</h2>
        <p className="text-sm text-fg-muted">{t('preview.stages.emptyBody')}</p>
      </div>
    </div>
  );
}

/** Stage 2: the project exists, its preview is not answering yet. */
export function BuildingStage({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex h-full flex-col items-center justify-center gap-6 bg-grid px-6 text-center"
    >
      <div className="relative flex size-24 items-center justify-center" aria-hidden="true">
        <span className="absolute inset-0 rounded-full border-2 border-accent/15" />
        <span className="absolute inset-0 animate-spin rounded-full border-2 border-transparent border-t-accent [animation-duration:1.4s]" />
        <span className="absolute inset-3 animate-spin rounded-full border-2 border-transparent border-b-accent/60 [animation-direction:reverse] [animation-duration:2.2s]" />
        <LogoMark className="size-9" />
      </div>
      <div className="flex max-w-sm flex-col gap-1.5">
        <h2 className="text-base font-semibold text-fg">{t('preview.stages.buildingTitle')}</h2>
        <p className="text-sm text-fg-muted">{t('preview.stages.buildingBody')}</p>
        <p className="text-xs text-fg-subtle">{t('preview.stages.buildingHint')}</p>
      </div>
      <div className="flex gap-1.5" aria-hidden="true">
        {[0, 1, 2].map((dot) => (
          <span
            key={dot}
            className="size-1.5 animate-bounce-dot rounded-full bg-accent"
            style={{ animationDelay: `${dot * 160}ms` }}
          />
        ))}
      </div>
      <Button variant="secondary" size="sm" onClick={onCheckAgain}>
        <RotateCw className="size-3.5" aria-hidden="true" />
        {t('preview.stages.checkAgain')}
      </Button>
    </div>
  );
}
