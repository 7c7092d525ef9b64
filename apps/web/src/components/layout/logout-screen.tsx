import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useLoggingOut } from '@/lib/auth';

/** Covers the app while logout runs (core §2, §4). */
export function LogoutScreen() {
  const { t } = useTranslation();
  const loggingOut = useLoggingOut();
  if (!loggingOut) return null;
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-[300] flex flex-col items-center justify-center gap-4 bg-canvas/85 backdrop-blur-md animate-fade-in"
    >
      <Spinner size="lg" className="text-accent" />
      <p className="text-sm font-medium text-fg-muted">{t('header.loggingOut')}</p>
    </div>
  );
}
