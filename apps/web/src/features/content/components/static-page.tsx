import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import { STATIC_PAGES, type StaticPageSlug } from '../data/pages';
import { SectionRenderer, sectionAnchor } from './section-renderer';

const ANCHOR_PREFIX = 'part';

/** About, terms, privacy or cookies: the page's blocks in a reading column, the other pages and its headings aside. */
export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const { t } = useTranslation();
  const page = t(`legal.${slug}`, { returnObjects: true });
  const outline = page.sections.flatMap((block, index) =>
    block.type === 'heading' && block.level !== 3
      ? [{ id: sectionAnchor(ANCHOR_PREFIX, index), label: block.content }]
      : [],
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 pt-8 pb-20 sm:px-6 sm:pt-12 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-14">
      <PageTitle title={page.title} />
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <nav aria-label={t('content.pages.navLabel')}>
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
            {STATIC_PAGES.map((item) => (
              <li key={item} className="shrink-0">
                <NavLink
                  to={paths.page.getHref(item)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-3 py-2 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                      isActive
                        ? 'bg-accent-soft font-medium text-accent'
                        : 'text-fg-muted hover:bg-surface-2 hover:text-fg',
                    )
                  }
                >
                  {t(`legal.${item}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {outline.length > 0 ? (
          <nav
            aria-label={t('content.pages.onThisPage')}
            className="mt-8 hidden border-s border-line ps-4 lg:block"
          >
            <p className="mb-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
              {t('content.pages.onThisPage')}
            </p>
            <ul className="flex flex-col gap-2">
              {outline.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="block text-[13px] leading-snug text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </aside>
      <article className="min-w-0">
        <header className="mb-8 max-w-[68ch] border-b border-line pb-8">
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl">
            {page.title}
          </h1>
          <p className="mt-3 text-lg text-pretty text-fg-muted">{page.description}</p>
        </header>
        <SectionRenderer sections={page.sections} anchorPrefix={ANCHOR_PREFIX} className="max-w-[68ch]" />
      </article>
    </div>
  );
}
