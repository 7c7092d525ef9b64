import { lazy, Suspense, type ReactNode } from 'react';
import { ArrowLeft, Eye, Layers, Server } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '@/components/layout/language-select';
import { Logo, LogoMark } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useMediaQuery } from '@/hooks/use-media-query';
import { TypedTagline } from './typed-tagline';

// Decorative and shown on wide screens only: fetched there, after the form.
const ProductSketch = lazy(() => import('./product-sketch'));

function BrandPanel() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 80rem)');
  const points = [
    { Icon: Eye, text: t('auth.panelPoints.preview') },
    { Icon: Layers, text: t('auth.panelPoints.agents') },
    { Icon: Server, text: t('auth.panelPoints.own') },
  ];
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl border border-white/[0.06] bg-[#0b0a12] p-10 text-white lg:flex lg:flex-col xl:p-12">
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_55%_at_20%_0%,rgba(124,107,255,0.35),transparent_70%),radial-gradient(50%_45%_at_100%_100%,rgba(192,132,252,0.18),transparent_70%)]" />
      <div className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(80%_60%_at_30%_20%,black,transparent)]" />
      <div className="relative flex items-center gap-2.5">
        <LogoMark />
        <span className="text-[17px] font-semibold tracking-tight">{t('common.appName')}</span>
        <Badge tone="inverse">{t('common.alpha')}</Badge>
      </div>
      <div className="relative mt-auto flex flex-col gap-5 pt-16">
        <p className="text-sm font-medium text-[#b7b0ff]">{t('auth.panelTitle')}</p>
        <TypedTagline className="text-4xl leading-[1.12] font-semibold tracking-tight text-balance xl:text-[44px]" />
        <p className="max-w-md text-[15px] leading-relaxed text-white/60">{t('auth.panelBody')}</p>
        <ul className="mt-2 flex flex-col gap-3">
          {points.map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm text-white/75">
              <span className="flex size-7 items-center justify-center rounded-lg border border-white/10 bg-white/[0.06]">
                <Icon className="size-3.5 text-[#b7b0ff]" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
        {wide ? (
          <Suspense fallback={null}>
            <ProductSketch />
          </Suspense>
        ) : null}
      </div>
    </aside>
  );
}

/** The sign-in screens: brand panel with the typed tagline at the start (on top on small screens), form at the end. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-3 lg:p-3 xl:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <BrandPanel />
      <div className="relative flex min-h-dvh flex-col lg:min-h-[calc(100dvh-1.5rem)]">
        <div className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-glow lg:hidden" />
        <div className="relative flex h-16 items-center justify-between gap-2 px-4 sm:px-6">
          <Link
            to={paths.chat.getHref()}
            className="inline-flex h-9 items-center gap-2 rounded-lg px-2 text-sm font-medium text-fg-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
            {t('common.backToChat')}
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSelect />
            <ThemeToggle />
          </div>
        </div>
        <main className="relative flex flex-1 flex-col items-center px-5 pt-4 pb-10 sm:px-6 lg:justify-center lg:pt-0">
          <div className="mb-8 flex w-full max-w-[400px] flex-col gap-4 lg:hidden">
            <Logo />
            <TypedTagline className="text-2xl leading-tight font-semibold tracking-tight text-fg sm:text-3xl" />
          </div>
          <div className="w-full max-w-[400px]">{children}</div>
        </main>
      </div>
    </div>
  );
}

export function AuthHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div className="mb-7 flex flex-col gap-1.5">
      <h1 className="text-[26px] leading-tight font-semibold tracking-tight text-fg">{title}</h1>
      {subtitle ? <p className="text-[15px] text-fg-muted">{subtitle}</p> : null}
    </div>
  );
}
