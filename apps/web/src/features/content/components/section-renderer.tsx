import { ArrowUpRight, ChevronRight } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/lib/i18n';
import type { ContentBlock } from '@/locales/types';
import { formatDate } from '../lib/format';
import { resolveSectionHref } from '../lib/section-href';

/** The id a heading gets, so a table of contents can link to it. */
export const sectionAnchor = (prefix: string, index: number) => `${prefix}-${index}`;

export interface SectionRendererProps {
  sections: readonly ContentBlock[];
  /** Prefix of the headings' ids. */
  anchorPrefix?: string;
  className?: string;
}

/**
 * Renders article and legal-page blocks as text (never as HTML): headings at level 2 or 3, paragraphs,
 * lists, the "last updated" date and links. An unknown block type is skipped rather than breaking the page.
 */
export function SectionRenderer({ sections, anchorPrefix = 'section', className }: SectionRendererProps) {
  return (
    <div className={className}>
      {sections.map((block, index) => (
        <Block key={index} block={block} id={sectionAnchor(anchorPrefix, index)} />
      ))}
    </div>
  );
}

function Block({ block, id }: { block: ContentBlock; id: string }) {
  const language = useLanguage();
  switch (block.type) {
    case 'heading':
      return block.level === 3 ? (
        <h3 id={id} className="mt-8 mb-2 scroll-mt-24 text-lg font-semibold tracking-tight text-fg">
          {block.content}
        </h3>
      ) : (
        <h2
          id={id}
          className="mt-12 mb-3 scroll-mt-24 text-xl font-semibold tracking-tight text-fg first:mt-0 sm:text-2xl"
        >
          {block.content}
        </h2>
      );
    case 'paragraph':
      return (
        <p className="my-4 text-[15.5px] leading-7 text-fg-muted sm:text-base sm:leading-8">
          {block.content}
        </p>
      );
    case 'list': {
      const items: readonly string[] = Array.isArray(block.content) ? block.content : [block.content];
      return (
        <ul className="my-4 flex flex-col gap-2 ps-1">
          {items.map((item, index) => (
            <li key={index} className="flex gap-3 text-[15.5px] leading-7 text-fg-muted sm:text-base">
              <span aria-hidden="true" className="mt-3 size-1.5 shrink-0 rounded-full bg-accent" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    }
    case 'date':
      return (
        <p className="mb-6 text-sm text-fg-subtle">
          <Trans
            i18nKey="content.lastUpdated"
            values={{ date: formatDate(block.content, language) }}
            components={[<time key="date" dateTime={block.content} className="font-medium text-fg-muted" />]}
          />
        </p>
      );
    case 'link':
      return <SectionLink label={block.content} href={block.href} />;
    default:
      return null;
  }
}

const linkClass =
  'group my-2 me-3 inline-flex items-center gap-1.5 rounded-md font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function SectionLink({ label, href }: { label: string; href: string }) {
  const { t } = useTranslation();
  const target = resolveSectionHref(href);
  if (target.kind === 'external') {
    return (
      <p>
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {label}
          <ArrowUpRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{t('content.opensInNewTab')}</span>
        </a>
      </p>
    );
  }
  if (target.kind === 'mail') {
    return (
      <p>
        <a href={target.href} className={linkClass}>
          {label}
        </a>
      </p>
    );
  }
  return (
    <p>
      <Link to={target.href} className={linkClass}>
        {label}
        <ChevronRight
          className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5"
          aria-hidden="true"
        />
      </Link>
    </p>
  );
}
