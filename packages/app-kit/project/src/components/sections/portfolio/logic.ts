/**
 * The rules the portfolio runs on: which projects a search and a tag leave, the tags in first-seen
 * order, how a package's price reads in the app's locale, where a section is (on this page or on
 * another route) and the contact form's checks.
 */
import type { SectionSlot } from '@/lib/app-frame';
import type {
  PortfolioPackage,
  PortfolioProject,
  PortfolioSchema,
  PortfolioSectionId,
  PortfolioTexts,
} from '@/lib/portfolio';
import { contactErrors, type ContactErrors, type ContactField } from '@/lib/forms';

/** Every tag of the projects, once each, in the order they first appear. */
export function projectTags(projects: readonly PortfolioProject[]): string[] {
  return [...new Set(projects.flatMap((project) => project.tags))];
}

/** The projects with the tag (any when null) whose title, summary or tags hold the query. */
export function filterProjects(
  projects: readonly PortfolioProject[],
  query: string,
  tag: string | null,
  locale: string,
): PortfolioProject[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  return projects.filter(
    (project) =>
      (tag === null || project.tags.includes(tag)) &&
      (needle === '' ||
        [project.title, project.summary, project.client, ...project.tags]
          .join(' ')
          .toLocaleLowerCase(locale)
          .includes(needle)),
  );
}

/** What a package's price is per (an hour, a month), or empty. */
export function periodText(pkg: PortfolioPackage, texts: PortfolioTexts): string {
  switch (pkg.period) {
    case 'hour':
      return texts.perHour;
    case 'day':
      return texts.perDay;
    case 'week':
      return texts.perWeek;
    case 'month':
      return texts.perMonth;
    case 'year':
      return texts.perYear;
    default:
      return '';
  }
}

/**
 * How to reach a section from a page: its anchor when it is on that page, the route of its page when
 * it is elsewhere, or null when the app does not show it.
 */
export function sectionLink(
  schema: Pick<PortfolioSchema, 'frame' | 'sections'>,
  id: PortfolioSectionId,
  fromPage: string,
): { kind: 'anchor'; href: string } | { kind: 'route'; to: string } | null {
  const slot: SectionSlot<PortfolioSectionId> | undefined = schema.sections.find((s) => s.id === id);
  if (!slot) return null;
  if (slot.page === fromPage) return { kind: 'anchor', href: `#${id}` };
  const page = schema.frame.pages.find((p) => p.id === slot.page);
  return page ? { kind: 'route', to: page.path } : null;
}

export interface Message {
  name: string;
  email: string;
  topic: 'project' | 'collaboration' | 'hello';
  message: string;
}

export type MessageField = ContactField;
export type MessageErrors = ContactErrors;

export const EMPTY_MESSAGE: Message = { name: '', email: '', topic: 'project', message: '' };

/** The shortest message the form takes. */
export const MIN_MESSAGE = 20;

/** What is wrong with a message, field by field, in the order the form shows them. */
export function messageErrors(values: Message, texts: PortfolioTexts): MessageErrors {
  return contactErrors(values, texts, MIN_MESSAGE);
}

export { telHref } from '@/lib/forms';
