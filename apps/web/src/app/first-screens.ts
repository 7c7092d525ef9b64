/**
 * Each address a visit can start on, with the lazy route modules (layouts, then the page) the router
 * loads for it, as paths from the web app's root. The build turns this table into a script in index.html
 * that preloads the chunks of the opened address next to the entry (vite.config.ts), so a first visit
 * fetches its screen in the same round trip as the entry instead of in waves after it. Plain data, read
 * by the Vite config too; router.test.tsx checks every entry against the router.
 */
import { paths } from '../config/paths.ts';

export interface FirstScreen {
  /** A react-router path pattern (`:param` segments). */
  path: string;
  modules: string[];
  /**
   * The text sections its modules' `prepare` loads (file names under src/locales/<language>/), preloaded
   * in the visitor's language with that language's main texts.
   */
  texts?: string[];
}

const route = (file: string) => `src/app/routes/${file}.tsx`;
const auth = (page: string) => [route('auth/layout'), route(`auth/${page}`)];
const main = (page: string) => [route('app/layout'), route(page)];

export const FIRST_SCREENS: FirstScreen[] = [
  { path: paths.auth.login.path, modules: auth('login') },
  { path: paths.auth.register.path, modules: auth('register') },
  { path: paths.auth.forgotPassword.path, modules: auth('forgot-password') },
  { path: paths.auth.resetPassword.path, modules: auth('reset-password') },
  { path: paths.auth.googleCallback.path, modules: [route('auth/google-callback')] },
  { path: paths.fillName.path, modules: [route('fill-name')], texts: ['onboarding'] },
  { path: paths.chat.path, modules: main('chat') },
  { path: paths.auth.verifyEmail.path, modules: main('verify-email') },
  { path: paths.pricing.path, modules: main('pricing'), texts: ['marketing'] },
  { path: paths.enterprise.path, modules: main('enterprise'), texts: ['marketing'] },
  { path: paths.community.path, modules: main('community'), texts: ['marketing'] },
  { path: paths.contact.path, modules: main('contact'), texts: ['marketing'] },
  { path: paths.blog.path, modules: main('blog'), texts: ['content', 'time-ago'] },
  { path: paths.blogPost.path, modules: main('blog-post'), texts: ['content', 'time-ago'] },
  { path: paths.learn.path, modules: main('learn'), texts: ['content', 'time-ago'] },
  { path: paths.learnArticle.path, modules: main('learn-article'), texts: ['content', 'time-ago'] },
  { path: paths.page.path, modules: main('static-page'), texts: ['content', 'legal'] },
  { path: paths.conversation.path, modules: [route('conversation')], texts: ['workspace'] },
  { path: paths.project.path, modules: [route('project')], texts: ['preview'] },
];

/** The pattern as a regular expression source over `location.pathname` (a trailing slash allowed). */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}
