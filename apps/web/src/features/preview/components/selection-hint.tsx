import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MousePointerClick } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useStore } from '@/lib/store';
import { cancelElementSelection, elementSelection } from '../lib/element-selection';

/** While an element is being picked: a floating hint over the preview, and Escape (outside the frame) cancels. */
export function SelectionHint() {
  const { t } = useTranslation();
  const active = useStore(elementSelection, (state) => state.active);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancelElementSelection();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  if (!active) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-4 z-10 flex justify-center px-3">
      <div
        role="status"
        className="pointer-events-auto flex animate-pop-in items-center gap-3 rounded-xl border border-accent/30 bg-surface/95 py-1.5 ps-3 pe-1.5 text-sm shadow-float backdrop-blur"
      >
        <MousePointerClick className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span className="flex flex-col leading-tight">
          <span className="font-medium text-fg">{t('preview.selection.hint')}</span>
          <span className="text-xs text-fg-muted">{t('preview.selection.escape')}</span>
        </span>
        <Button variant="secondary" size="xs" onClick={cancelElementSelection}>
          {t('preview.selection.cancel')}
        </Button>
      </div>
    </div>
  );
}
