import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The chat column while the conversation loads. */
export function ChatSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-0 flex-1 flex-col" aria-busy="true">
      <span className="sr-only" role="status">
        {t('workspace.loading')}
      </span>
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6">
        <Skeleton className="ms-auto h-12 w-3/5 rounded-2xl" />
        <div className="flex gap-2.5">
          <Skeleton className="size-7 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <Skeleton className="ms-auto h-10 w-2/5 rounded-2xl" />
      </div>
      <div className="border-t border-line p-3">
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    </div>
  );
}
