import { useEffect, useState, type ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GitHubIcon, XIcon } from '@/components/ui/brand-icons';
import { paths } from '@/config/paths';
import { loadTextSection } from '@/lib/i18n';
import { Logo } from './logo';

/** Where people write to the team (content §2 footer, the contact page). */
export const SUPPORT_ADDRESS = 'support@atelier.dev';

type IconProps = { className?: string };

function LinkedInMark({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

function YouTubeMark({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M23.5 6.19a3.02 3.02 0 0 0-2.12-2.14C19.5 3.55 12 3.55 12 3.55s-7.5 0-9.38.5A3.02 3.02 0 0 0 .5 6.19C0 8.07 0 12 0 12s0 3.93.5 5.81a3.02 3.02 0 0 0 2.12 2.14c1.88.5 9.38.5 9.38.5s7.5 0 9.38-.5a3.02 3.02 0 0 0 2.12-2.14C24 15.93 24 12 24 12s0-3.93-.5-5.81ZM9.55 15.57V8.43L15.82 12l-6.27 3.57Z" />
    </svg>
  );
}

function DiscordMark({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M20.32 4.37a19.8 19.8 0 0 0-4.89-1.52.07.07 0 0 0-.08.04c-.21.38-.44.87-.61 1.25a18.27 18.27 0 0 0-5.49 0 12.64 12.64 0 0 0-.62-1.25.08.08 0 0 0-.08-.04 19.74 19.74 0 0 0-4.89 1.52.07.07 0 0 0-.03.03C.53 9.05-.32 13.58.1 18.06a.08.08 0 0 0 .03.05 19.9 19.9 0 0 0 5.99 3.03.08.08 0 0 0 .08-.03c.46-.63.87-1.3 1.23-1.99a.08.08 0 0 0-.04-.11 13.1 13.1 0 0 1-1.87-.89.08.08 0 0 1-.01-.13l.37-.29a.07.07 0 0 1 .08-.01c3.93 1.79 8.18 1.79 12.06 0a.07.07 0 0 1 .08.01l.37.29a.08.08 0 0 1 0 .13c-.6.35-1.22.65-1.88.89a.08.08 0 0 0-.04.11c.36.7.78 1.36 1.23 1.99a.08.08 0 0 0 .08.03 19.84 19.84 0 0 0 6-3.03.08.08 0 0 0 .03-.05c.5-5.18-.84-9.67-3.55-13.66a.06.06 0 0 0-.03-.03ZM8.02 15.33c-1.18 0-2.16-1.09-2.16-2.42 0-1.33.96-2.42 2.16-2.42 1.21 0 2.18 1.1 2.16 2.42 0 1.33-.96 2.42-2.16 2.42Zm7.97 0c-1.18 0-2.15-1.09-2.15-2.42 0-1.33.95-2.42 2.15-2.42 1.21 0 2.18 1.1 2.16 2.42 0 1.33-.95 2.42-2.16 2.42Z" />
    </svg>
  );
}

/** The five social accounts (core §2): each link names its network for assistive technology. */
export const SOCIAL_LINKS = [
  { id: 'x', href: 'https://x.com/atelier', Icon: XIcon },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/atelier', Icon: LinkedInMark },
  { id: 'github', href: 'https://github.com/atelier', Icon: GitHubIcon },
  { id: 'youtube', href: 'https://www.youtube.com/@atelier', Icon: YouTubeMark },
  { id: 'discord', href: 'https://discord.gg/atelier', Icon: DiscordMark },
] as const;

const COLUMNS = [
  {
    id: 'product',
    links: [
      { id: 'pricing', href: paths.pricing.getHref() },
      { id: 'enterprise', href: paths.enterprise.getHref() },
      { id: 'community', href: paths.community.getHref() },
    ],
  },
  {
    id: 'resources',
    links: [
      { id: 'blog', href: paths.blog.getHref() },
      { id: 'learn', href: paths.learn.getHref() },
      { id: 'contact', href: paths.contact.getHref() },
    ],
  },
  {
    id: 'legal',
    links: [
      { id: 'privacy', href: paths.page.getHref('privacy') },
      { id: 'terms', href: paths.page.getHref('terms') },
    ],
  },
] as const;

/** The footer's texts are a section of their own: the page shows without waiting for them. */
function useMarketingTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('marketing.footer.tagline'));
  useEffect(() => {
    let live = true;
    loadTextSection('marketing')
      .then(() => {
        if (live) setReady(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

const linkClasses =
  'rounded text-sm text-fg-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * The footer of the content pages and the home (core §2): page links, the five social links, the
 * support address, and the newsletter entry the app shell passes in.
 */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useTranslation();
  const ready = useMarketingTexts();
  if (!ready) return null;

  return (
    <footer className="border-t border-line bg-surface/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16 lg:py-16">
        <div className="flex flex-col gap-5">
          <Link
            to={paths.chat.getHref()}
            className="self-start rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          >
            <Logo />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-fg-muted">{t('marketing.footer.tagline')}</p>
          <div className="flex flex-col gap-1.5">
            <p className="text-[12.5px] font-medium tracking-wide text-fg-subtle uppercase">
              {t('marketing.footer.support')}
            </p>
            <a
              href={`mailto:${SUPPORT_ADDRESS}`}
              className={`${linkClasses} inline-flex items-center gap-2 self-start`}
            >
              <Mail className="size-4" aria-hidden="true" />
              {SUPPORT_ADDRESS}
            </a>
          </div>
          {newsletter ? <div className="max-w-md pt-2">{newsletter}</div> : null}
        </div>

        <nav
          aria-label={t('marketing.footer.nav')}
          className="grid grid-cols-2 gap-8 min-[520px]:grid-cols-3"
        >
          {COLUMNS.map((column) => (
            <div key={column.id} className="flex flex-col gap-3">
              <h2 className="text-[13px] font-semibold text-fg">{t(`marketing.footer.${column.id}`)}</h2>
              <ul className="flex flex-col gap-2.5">
                {column.links.map((link) => (
                  <li key={link.id}>
                    <Link to={link.href} className={linkClasses}>
                      {t(`marketing.footer.links.${link.id}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col-reverse items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6">
          <p className="text-[13px] text-fg-subtle">
            {t('marketing.footer.rights', { year: new Date().getFullYear() })}
          </p>
          <ul aria-label={t('marketing.footer.social')} className="flex items-center gap-1">
            {SOCIAL_LINKS.map(({ id, href, Icon }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={t(`marketing.footer.socials.${id}`)}
                  title={t(`marketing.footer.socials.${id}`)}
                  className="flex size-9 items-center justify-center rounded-xl text-fg-subtle transition-colors hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <Icon className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
