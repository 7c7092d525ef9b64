/** The static pages under /page/{slug} (content §2); anything else is not a page. */
export const STATIC_PAGES = ['about', 'terms', 'privacy', 'cookies'] as const;
export type StaticPageSlug = (typeof STATIC_PAGES)[number];

export function isStaticPage(slug: string | undefined): slug is StaticPageSlug {
  return (STATIC_PAGES as readonly (string | undefined)[]).includes(slug);
}
