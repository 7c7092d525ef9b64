import { Building2, Clock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_ADDRESS } from '@/components/layout/footer';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ContactForm } from './contact-form';
import { MarketingPage, PageHero } from './page-hero';

/** Response times the team commits to (content §9). */
const RESPONSE_CHANNELS = ['email', 'technical', 'general'] as const;

/** /contact (core §2, content §2): the form, the support address and how fast the team answers. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <MarketingPage>
      <PageHero
        eyebrow={t('marketing.contact.eyebrow')}
        title={t('marketing.contact.title')}
        subtitle={t('marketing.contact.subtitle')}
      />
      <div className="mx-auto mt-14 grid max-w-5xl gap-6 lg:mt-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="p-5 sm:p-8">
          <ContactForm />
        </Card>
        <aside className="flex flex-col gap-4">
          <Card className="flex flex-col gap-3 p-5">
            <span className="flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Mail className="size-5" aria-hidden="true" />
            </span>
            <div className="flex flex-col gap-1">
              <h2 className="text-[15px] font-semibold text-fg">{t('marketing.contact.supportTitle')}</h2>
              <p className="text-sm text-fg-muted">{t('marketing.contact.supportBody')}</p>
            </div>
            <a
              href={`mailto:${SUPPORT_ADDRESS}`}
              className="self-start rounded text-sm font-medium break-all text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              {SUPPORT_ADDRESS}
            </a>
          </Card>
          <Card className="flex flex-col gap-3 p-5">
            <h2 className="flex items-center gap-2 text-[15px] font-semibold text-fg">
              <Clock className="size-4 text-accent" aria-hidden="true" />
              {t('marketing.contact.responseTitle')}
            </h2>
            <dl className="flex flex-col divide-y divide-line text-sm">
              {RESPONSE_CHANNELS.map((channel) => (
                <div key={channel} className="flex items-center justify-between gap-3 py-2.5">
                  <dt className="text-fg-muted">{t(`marketing.contact.responses.${channel}`)}</dt>
                  <dd className="text-end font-medium text-fg">
                    {t(`marketing.contact.responseTimes.${channel}`)}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="flex items-center gap-3 p-5">
            <Building2 className="size-5 shrink-0 text-fg-muted" aria-hidden="true" />
            <p className="text-sm text-fg-muted">
              {t('marketing.contact.salesPrompt')}{' '}
              <Link
                to={paths.enterprise.getHref()}
                className="rounded font-medium text-fg hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
              >
                {t('marketing.contact.salesLink')}
              </Link>
            </p>
          </Card>
        </aside>
      </div>
    </MarketingPage>
  );
}
