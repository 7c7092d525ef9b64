import { lazy, Suspense, useState } from 'react';
import { Check, ChevronDown, Sparkles } from 'lucide-react';
import { Accordion, Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useLanguage, useTextDirection } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import {
  formatUsd,
  PLANS,
  planPrice,
  PRICING_FAQ,
  YEARLY_DISCOUNT,
  type BillingPeriod,
  type FaqId,
  type Plan,
  type PlanFeature,
} from '../lib/plans';
import { ComingSoon } from './coming-soon';
import { MarketingPage, PageHero } from './page-hero';

// Opened only by an upgrade button: the dialog and its Radix parts load then, not with the page.
const BillingDialog = lazy(() => import('./billing-dialog').then((m) => ({ default: m.BillingDialog })));

export interface PricingPageProps {
  plans?: readonly Plan[];
  faq?: readonly FaqId[];
}

/**
 * /pricing (content §2): the billing toggle, four plans and the FAQ. As the spec has it, the page
 * shows Coming Soon whenever the FAQ list is empty.
 */
export function PricingPage({ plans = PLANS, faq = PRICING_FAQ }: PricingPageProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [billingOpen, setBillingOpen] = useState(false);
  // Kept once opened, so it can animate closed.
  const [billingLoaded, setBillingLoaded] = useState(false);
  if (billingOpen && !billingLoaded) setBillingLoaded(true);
  const dir = useTextDirection();

  if (faq.length === 0) return <ComingSoon body={t('marketing.pricing.comingSoonBody')} />;

  return (
    // Radix widgets (the billing toggle, the FAQ) lay out and take arrow keys by this direction.
    <Direction.Provider dir={dir}>
      <MarketingPage className="max-w-7xl">
        <PageHero
          eyebrow={t('marketing.pricing.eyebrow')}
          title={t('marketing.pricing.title')}
          subtitle={t('marketing.pricing.subtitle')}
        >
          <div className="mt-4 flex flex-col items-center gap-3">
            <SegmentedControl
              aria-label={t('marketing.pricing.billingPeriod')}
              value={period}
              onValueChange={setPeriod}
              className="w-64"
              options={[
                { value: 'monthly', label: t('marketing.pricing.monthly') },
                {
                  value: 'yearly',
                  label: (
                    <>
                      {t('marketing.pricing.yearly')}
                      <span className="rounded-md bg-success-soft px-1.5 py-0.5 text-[11px] font-semibold text-success">
                        -{Math.round(YEARLY_DISCOUNT * 100)}%
                      </span>
                    </>
                  ),
                },
              ]}
            />
            <p className="inline-flex items-center gap-1.5 text-[13px] font-medium text-fg-muted">
              <Sparkles className="size-3.5 text-accent" aria-hidden="true" />
              {t('marketing.pricing.yearlyNote')}
            </p>
          </div>
        </PageHero>

        <ul className="mt-14 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} period={period} onUpgrade={() => setBillingOpen(true)} />
            </li>
          ))}
        </ul>

        <FaqSection faq={faq} />

        {billingLoaded ? (
          <Suspense fallback={null}>
            <BillingDialog open={billingOpen} onOpenChange={setBillingOpen} />
          </Suspense>
        ) : null}
      </MarketingPage>
    </Direction.Provider>
  );
}

/** A feature's numbers in the interface language's style ("2,000", "2 000"). */
function featureValues(feature: PlanFeature, language: string) {
  if (!feature.values) return {};
  return { amount: new Intl.NumberFormat(language).format(feature.values.amount) };
}

function PlanCard({ plan, period, onUpgrade }: { plan: Plan; period: BillingPeriod; onUpgrade: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isAuthenticated } = useAuth();
  const price = planPrice(plan, period);
  const name = t(`marketing.pricing.plans.${plan.id}.name`);

  let priceNote: string;
  if (price === null) priceNote = t('marketing.pricing.customNote');
  else if (price.charged === 0) priceNote = t('marketing.pricing.free');
  else if (period === 'yearly')
    priceNote = t('marketing.pricing.billedYearly', { amount: formatUsd(price.charged, language) });
  else priceNote = t('marketing.pricing.billedMonthly');

  const cta =
    plan.action === 'contactSales' ? (
      <ButtonLink variant="secondary" size="lg" className="w-full" to={paths.enterprise.getHref()}>
        {t('marketing.pricing.contactSales')}
      </ButtonLink>
    ) : isAuthenticated ? (
      <Button
        variant={plan.highlighted ? 'primary' : 'secondary'}
        size="lg"
        className="w-full"
        aria-label={`${t('marketing.pricing.upgrade')} · ${name}`}
        onClick={onUpgrade}
      >
        {t('marketing.pricing.upgrade')}
      </Button>
    ) : (
      <ButtonLink
        variant={plan.highlighted ? 'primary' : 'secondary'}
        size="lg"
        className="w-full"
        aria-label={`${t('marketing.pricing.upgrade')} · ${name}`}
        to={paths.auth.register.getHref()}
      >
        {t('marketing.pricing.upgrade')}
      </ButtonLink>
    );

  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex w-full flex-col rounded-3xl border bg-surface p-6 shadow-soft',
        plan.highlighted
          ? 'border-accent/50 shadow-glow ring-1 ring-accent/30 dark:bg-[linear-gradient(180deg,rgb(124_107_255/0.09),transparent_45%),var(--surface)]'
          : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`plan-${plan.id}`} className="text-lg font-semibold tracking-tight text-fg">
          {name}
        </h2>
        {plan.highlighted ? <Badge tone="accent">{t('marketing.pricing.popular')}</Badge> : null}
      </div>
      <p className="mt-2 min-h-10 text-sm leading-relaxed text-fg-muted">
        {t(`marketing.pricing.plans.${plan.id}.description`)}
      </p>

      <div className="mt-6 flex min-h-[4.5rem] flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          {price === null ? (
            <span className="text-4xl font-semibold tracking-tight text-fg">
              {t('marketing.pricing.custom')}
            </span>
          ) : (
            <>
              {period === 'yearly' && plan.monthlyPrice ? (
                <s className="text-lg text-fg-subtle tabular-nums" aria-hidden="true">
                  {formatUsd(plan.monthlyPrice, language)}
                </s>
              ) : null}
              <span
                className="text-4xl font-semibold tracking-tight text-fg tabular-nums"
                data-testid="price"
              >
                {formatUsd(price.perMonth, language)}
              </span>
              <span className="text-sm text-fg-muted">{t('marketing.pricing.perMonth')}</span>
            </>
          )}
        </p>
        <p className="text-[13px] text-fg-subtle">{priceNote}</p>
      </div>

      <div className="mt-6">{cta}</div>

      <div className="mt-6 border-t border-line pt-5">
        <p className="mb-3 text-[12.5px] font-medium tracking-wide text-fg-subtle uppercase">
          {t('marketing.pricing.includes')}
        </p>
        <ul className="flex flex-col gap-2.5">
          {plan.features.map((feature) => (
            <li key={feature.key} className="flex items-start gap-2.5 text-sm text-fg">
              <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
              <span>{t(`marketing.pricing.features.${feature.key}`, featureValues(feature, language))}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function FaqSection({ faq }: { faq: readonly FaqId[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-faq" className="mx-auto mt-24 max-w-3xl">
      <div className="mb-8 flex flex-col gap-2 text-center">
        <h2 id="pricing-faq" className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          {t('marketing.pricing.faqTitle')}
        </h2>
        <p className="text-[15px] text-fg-muted">{t('marketing.pricing.faqSubtitle')}</p>
      </div>
      <Accordion.Root type="single" collapsible className="flex flex-col gap-2.5">
        {faq.map((id) => (
          <Accordion.Item
            key={id}
            value={id}
            className="overflow-hidden rounded-2xl border border-line bg-surface transition-colors data-[state=open]:border-line-strong"
          >
            <Accordion.Header className="m-0">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-[15px] font-medium text-fg transition-colors hover:bg-surface-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent">
                {t(`marketing.pricing.faq.${id}.question`)}
                <ChevronDown
                  className="size-4 shrink-0 text-fg-subtle transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="data-[state=open]:animate-fade-in">
              <p className="px-5 pb-5 text-sm leading-relaxed text-fg-muted">
                {t(`marketing.pricing.faq.${id}.answer`)}
              </p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <p className="mt-8 text-center text-sm text-fg-muted">
        {t('marketing.pricing.faqMore')}{' '}
        <Link
          to={paths.contact.getHref()}
          className="rounded font-medium text-fg hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('marketing.pricing.faqContact')}
        </Link>
      </p>
    </section>
  );
}
