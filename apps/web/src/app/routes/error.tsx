import { Component, type ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface RouteErrorBoundaryProps {
  /** When it changes (a navigation), a failed screen gets another chance to render. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  failedAt: string | null;
}

/** Last resort for a screen that failed to render or load (e.g. a stale chunk after a deploy). */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.failedAt === null) return state.error ? { failedAt: props.resetKey } : null;
    return props.resetKey === state.failedAt ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.error ? <RouteErrorScreen /> : this.props.children;
  }
}

function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-canvas px-6 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl border border-danger/20 bg-danger-soft text-danger">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </div>
      <h1 className="max-w-sm text-xl font-semibold tracking-tight">{t('errors.generic')}</h1>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('errors.reload')}
      </Button>
    </div>
  );
}
