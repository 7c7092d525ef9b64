import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { LogoMark } from './logo';

/** Full-screen while the session is being confirmed (core §2): name, ALPHA, three dots, Loading... */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('splash.label')}
      className="fixed inset-0 z-[200] flex flex-col items-center justify-center gap-6 bg-canvas bg-glow [animation:fade-in_300ms_ease-out_120ms_both]"
    >
      <div className="flex items-center gap-3">
        <LogoMark className="size-11" />
        <span className="text-3xl font-semibold tracking-tight text-fg">{t('common.appName')}</span>
        <Badge tone="accent" className="self-start">
          {t('common.alpha')}
        </Badge>
      </div>
      <div className="flex items-center gap-1.5" aria-hidden="true">
        {[0, 1, 2].map((dot) => (
          <span
            key={dot}
            className="size-2 rounded-full bg-accent animate-bounce-dot"
            style={{ animationDelay: `${dot * 160}ms` }}
          />
        ))}
      </div>
      <p className="text-sm text-fg-muted">{t('common.loading')}</p>
    </div>
  );
}
