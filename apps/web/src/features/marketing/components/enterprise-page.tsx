import { Clock, Cloud, Headset, LifeBuoy, ShieldCheck, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { EnterpriseForm } from './enterprise-form';
import { MarketingPage, PageHero } from './page-hero';

const BENEFITS = [
  { id: 'security', Icon: ShieldCheck },
  { id: 'hosting', Icon: Cloud },
  { id: 'support', Icon: Headset },
  { id: 'scale', Icon: TrendingUp },
] as const;

/** /enterprise (content §2): the sales pitch beside the form that reaches the sales team. */
export function EnterprisePage() {
  const { t } = useTranslation();
  return (
    <MarketingPage>
      <PageHero
        eyebrow={t('marketing.enterprise.eyebrow')}
        title={t('marketing.enterprise.title')}
        subtitle={t('marketing.enterprise.subtitle')}
      >
        <p className="inline-flex items-center gap-2 text-sm font-medium text-fg">
          <Clock className="size-4 text-accent" aria-hidden="true" />
          {t('marketing.enterprise.responseTime')}
        </p>
      </PageHero>

      <div className="mt-14 grid gap-8 lg:mt-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
        <section aria-labelledby="enterprise-benefits" className="flex flex-col gap-6">
          <h2 id="enterprise-benefits" className="text-lg font-semibold tracking-tight text-fg">
            {t('marketing.enterprise.benefitsTitle')}
          </h2>
          <ul className="flex flex-col gap-3">
            {BENEFITS.map(({ id, Icon }) => (
              <li key={id} className="flex gap-4 rounded-2xl border border-line bg-surface/60 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="text-[15px] font-medium text-fg">
                    {t(`marketing.enterprise.benefits.${id}.title`)}
                  </h3>
                  <p className="text-sm leading-relaxed text-fg-muted">
                    {t(`marketing.enterprise.benefits.${id}.body`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <Card className="p-5 sm:p-8">
          <h2 className="mb-1 text-lg font-semibold tracking-tight text-fg">
            {t('marketing.enterprise.form.title')}
          </h2>
          <p className="mb-6 text-sm text-fg-muted">{t('marketing.enterprise.form.required')}</p>
          <EnterpriseForm
            aside={
              <p className="flex items-center gap-2 text-sm text-fg-muted">
                <LifeBuoy className="size-4 shrink-0" aria-hidden="true" />
                <span>
                  {t('marketing.enterprise.supportPrompt')}{' '}
                  <Link
                    to={paths.contact.getHref()}
                    className="rounded font-medium text-fg underline-offset-4 hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    {t('marketing.enterprise.supportLink')}
                  </Link>
                </span>
              </p>
            }
          />
        </Card>
      </div>
    </MarketingPage>
  );
}
