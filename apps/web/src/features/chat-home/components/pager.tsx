import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { pageCount, showsPagination } from '../lib/pagination';

export interface PagerProps {
  page: number;
  total: number;
  perPage: number;
  onPageChange: (page: number) => void;
}

/** Previous/next arrows for a 0-based grid page; nothing when everything fits on one page. */
export function Pager({ page, total, perPage, onPageChange }: PagerProps) {
  const { t } = useTranslation();
  if (!showsPagination(total, perPage)) return null;
  const pages = pageCount(total, perPage);
  return (
    <div className="flex items-center gap-1">
      <span className="me-1 text-xs text-fg-subtle tabular-nums" aria-live="polite">
        {t('home.pageOf', { page: page + 1, pages })}
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('home.previousPage')}
        disabled={page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('home.nextPage')}
        disabled={page >= pages - 1}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />
      </Button>
    </div>
  );
}
