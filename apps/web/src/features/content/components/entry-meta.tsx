import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { useLanguage } from '@/lib/i18n';
import { useTimeAgo } from '@/lib/time-ago';
import { formatDate } from '../lib/format';

export function ReadTime({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5">
      <Clock className="size-3.5" aria-hidden="true" />
      {t('content.readTime', { minutes })}
    </span>
  );
}

/** Author initials, name and date, the date followed by how long ago it was. */
export function Byline({
  author,
  date,
  showName = true,
}: {
  author: string;
  date: string;
  showName?: boolean;
}) {
  const language = useLanguage();
  const timeAgo = useTimeAgo();
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <span aria-hidden={showName || undefined} className="contents">
        <Avatar name={author} size="sm" />
      </span>
      <div className="flex min-w-0 flex-col text-xs leading-tight">
        {showName ? <span className="truncate font-medium text-fg">{author}</span> : null}
        <span className="flex flex-wrap gap-x-1 text-fg-subtle">
          <time dateTime={date} className="whitespace-nowrap">
            {formatDate(date, language)}
          </time>
          <span aria-hidden="true">·</span>
          <span className="whitespace-nowrap">{timeAgo(date)}</span>
        </span>
      </div>
    </div>
  );
}
