import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a content list shows while it has nothing published (content §2). */
export function ComingSoon({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-6 py-24 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl border border-line bg-surface-2 text-accent shadow-soft">
        <Hourglass className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{t('content.comingSoon')}</h1>
      <p className="text-base text-fg-muted sm:text-lg">{body}</p>
    </section>
  );
}
