import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A page whose content is not published yet: Coming Soon with the page's own sentence. */
export function ComingSoon({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center px-5 py-24">
      <div className="animate-pop-in flex max-w-md flex-col items-center gap-5 text-center">
        <div className="flex size-16 items-center justify-center rounded-3xl border border-line bg-surface shadow-soft">
          <Hourglass className="size-7 text-accent" aria-hidden="true" />
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
            {t('marketing.comingSoon')}
          </h1>
          <p className="text-[15px] leading-relaxed text-fg-muted">{body}</p>
        </div>
        <ButtonLink variant="secondary" to={paths.chat.getHref()}>
          {t('marketing.backToBuilding')}
        </ButtonLink>
      </div>
    </div>
  );
}
