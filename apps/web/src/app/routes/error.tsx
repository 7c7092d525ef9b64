import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Last resort for a screen that failed to render or load (e.g. a stale chunk after a deploy). */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-canvas px-6 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl border border-danger/20 bg-danger-soft text-danger">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </div>
      <div className="flex max-w-sm flex-col gap-1.5">
        <h1 className="text-xl font-semibold tracking-tight">{t('errors.generic')}</h1>
        {detail ? <p className="text-sm text-fg-muted">{detail}</p> : null}
      </div>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('errors.reload')}
      </Button>
    </div>
  );
}
