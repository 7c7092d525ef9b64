export type SectionHref =
  { kind: 'external'; href: string } | { kind: 'mail'; href: string } | { kind: 'internal'; href: string };

/**
 * Where a static page's link goes (content §2): web addresses open outside the app, everything else is a
 * static page, prefixed with /page unless it already starts with /page/.
 */
export function resolveSectionHref(href: string): SectionHref {
  const value = href.trim();
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  if (/^mailto:/i.test(value)) return { kind: 'mail', href: value };
  if (value.startsWith('/page/')) return { kind: 'internal', href: value };
  return { kind: 'internal', href: `/page${value.startsWith('/') ? '' : '/'}${value}` };
}
