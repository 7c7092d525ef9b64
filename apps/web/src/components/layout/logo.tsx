import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/utils/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true">
      <defs>
        <linearGradient id="atelier-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b83ff" />
          <stop offset="1" stopColor="#b45cf0" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#atelier-mark)" />
      <path
        d="M9.5 22.5 15 9.5h2l5.5 13h-2.7l-1.25-3.1h-5.1l-1.25 3.1H9.5Zm4.95-5.3h3.1L16 13.1l-1.55 4.1Z"
        fill="#fff"
      />
      <rect x="0.5" y="0.5" width="31" height="31" rx="8.5" fill="none" stroke="#fff" strokeOpacity="0.18" />
    </svg>
  );
}

export interface LogoProps {
  showAlpha?: boolean;
  /** Classes for the ALPHA badge (e.g. to hide it on very narrow screens). */
  alphaClassName?: string;
  className?: string;
}

export function Logo({ showAlpha = true, alphaClassName, className }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-[17px] font-semibold tracking-tight text-fg">{t('common.appName')}</span>
      {showAlpha ? (
        <Badge tone="accent" className={alphaClassName}>
          {t('common.alpha')}
        </Badge>
      ) : null}
    </span>
  );
}
