/** Every route of core §2 in one typed table: `path` for the router, `getHref` for links. */
const enc = encodeURIComponent;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  chat: { path: '/chat', getHref: () => '/chat' },
  conversation: {
    path: '/chat/:conversationId',
    getHref: (
      conversationId: string,
      query?: { selectedAgent?: string; agent?: string; projectName?: string },
    ) => {
      const search = new URLSearchParams(
        Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return `/chat/${enc(conversationId)}${search ? `?${search}` : ''}`;
    },
  },
  project: { path: '/project/:projectId', getHref: (projectId: string) => `/project/${enc(projectId)}` },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password',
      getHref: (token: string, email: string) => `/reset-password?token=${enc(token)}&email=${enc(email)}`,
    },
    googleCallback: { path: '/auth/google/callback', getHref: () => '/auth/google/callback' },
    verifyEmail: {
      path: '/email/verify/:id/:hash',
      getHref: (id: string | number, hash: string) => `/email/verify/${enc(String(id))}/${enc(hash)}`,
    },
  },
  // Document 2 (onboarding, pricing, content pages): routes reserved here, screens not built yet.
  fillName: { path: '/fill-name', getHref: () => '/fill-name' },
  contact: { path: '/contact', getHref: () => '/contact' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  enterprise: { path: '/enterprise', getHref: () => '/enterprise' },
  community: { path: '/community', getHref: () => '/community' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:id', getHref: (id: string | number) => `/blog/${enc(String(id))}` },
  learn: { path: '/learn', getHref: () => '/learn' },
  learnArticle: {
    path: '/learn/article/:id',
    getHref: (id: string | number) => `/learn/article/${enc(String(id))}`,
  },
  page: { path: '/page/:slug', getHref: (slug: string) => `/page/${enc(slug)}` },
} as const;

/** Where a fresh sign-in lands: the onboarding wizard while the user has no name (content §2), else /chat. */
export function homeAfterSignIn(user: { name?: string | null } | null | undefined): string {
  return user && !(user.name ?? '').trim() ? paths.fillName.getHref() : paths.chat.getHref();
}

/** The header's navigation (the mobile menu lists the same). */
export const NAV_LINKS = [
  { key: 'home', href: paths.chat.getHref() },
  { key: 'pricing', href: paths.pricing.getHref() },
  { key: 'blog', href: paths.blog.getHref() },
  { key: 'learn', href: paths.learn.getHref() },
] as const;
