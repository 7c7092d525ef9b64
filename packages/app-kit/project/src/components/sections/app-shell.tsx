/**
 * The frame of an app composed from kit sections: a skip link, a header with the app's name, its pages
 * (a menu on small screens) and a light/dark switch, the page, and a footer.
 */
import * as React from 'react';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { ClockIcon, MailIcon, MapPinIcon, MenuIcon, MoonIcon, PhoneIcon, SunIcon, XIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { AppFrame, SectionSlot } from '@/lib/app-frame';
import { browserStorage } from '@/lib/browser-storage';

type Mode = 'light' | 'dark';

/** Where a visitor's light/dark choice is kept; the app's default is part of it, so a new default wins. */
export function themeKey(frame: Pick<AppFrame, 'slug' | 'mode'>): string {
  return `${frame.slug}:theme:${frame.mode}`;
}

function applyMode(mode: Mode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
}

function ThemeToggle({ frame }: { frame: AppFrame }) {
  const [mode, setMode] = React.useState<Mode>(() =>
    typeof document !== 'undefined' && document.documentElement.classList.contains('dark')
      ? 'dark'
      : frame.mode,
  );
  const next: Mode = mode === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? frame.texts.toLight : frame.texts.toDark;

  function toggle() {
    applyMode(next);
    try {
      browserStorage()?.setItem(themeKey(frame), next);
    } catch {
      // Not remembered, but switched for this visit.
    }
    setMode(next);
  }

  return (
    <Button type="button" variant="ghost" size="icon" onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <SunIcon aria-hidden /> : <MoonIcon aria-hidden />}
    </Button>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive
      ? 'bg-primary text-primary-foreground'
      : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
  );

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word.charAt(0).toLocaleUpperCase())
      .join('') || 'A'
  );
}

export function AppShell({ frame, children }: { frame: AppFrame; children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const nav = frame.pages.length >= 2 ? frame.pages : [];
  const { texts } = frame;

  React.useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const links = nav.map((page, i) => (
    <NavLink
      key={page.id}
      to={i === 0 ? '/' : page.path}
      end={i === 0}
      className={linkClass}
      onClick={() => setOpen(false)}
    >
      {page.label}
    </NavLink>
  ));

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground"
      >
        {texts.skip}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur-lg">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            className="flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span
              aria-hidden
              className="grid size-9 shrink-0 place-items-center rounded-md bg-primary text-sm font-bold text-primary-foreground shadow-sm"
            >
              {initials(frame.name)}
            </span>
            <span className="truncate text-lg font-semibold tracking-tight">{frame.name}</span>
          </Link>
          {nav.length > 0 && (
            <nav aria-label={texts.mainNav} className="ms-4 hidden items-center gap-1 md:flex">
              {links}
            </nav>
          )}
          <div className="ms-auto flex items-center gap-1">
            {frame.darkToggle && <ThemeToggle frame={frame} />}
            {nav.length > 0 && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-expanded={open}
                aria-controls="mobile-nav"
                aria-label={open ? texts.closeMenu : texts.openMenu}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? <XIcon aria-hidden /> : <MenuIcon aria-hidden />}
              </Button>
            )}
          </div>
        </div>
        {nav.length > 0 && open && (
          <nav id="mobile-nav" aria-label={texts.mainNav} className="border-t px-4 py-3 md:hidden">
            <div className="flex flex-col gap-1">{links}</div>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {frame.name}. {texts.rights}
          </p>
          <p>{frame.tagline}</p>
        </div>
        <FooterContact contact={frame.contact} />
      </footer>
    </div>
  );
}

/** The business's street, phone and e-mail under the footer's line, each only when given. */
function FooterContact({ contact }: { contact: AppFrame['contact'] }) {
  if (!contact || !(contact.address || contact.phone || contact.email || contact.hours)) return null;
  return (
    <address className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 pb-8 text-sm not-italic text-muted-foreground sm:px-6 lg:px-8">
      {contact.hours && (
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon aria-hidden className="size-4" />
          {contact.hours}
        </span>
      )}
      {contact.address && (
        <span className="inline-flex items-center gap-1.5">
          <MapPinIcon aria-hidden className="size-4" />
          {contact.address}
        </span>
      )}
      {contact.phone && (
        <a
          href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1.5 rounded-sm underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <PhoneIcon aria-hidden className="size-4" />
          <span dir="ltr">{contact.phone}</span>
        </a>
      )}
      {contact.email && (
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex items-center gap-1.5 rounded-sm underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <MailIcon aria-hidden className="size-4" />
          {contact.email}
        </a>
      )}
    </address>
  );
}

/** A page's heading and its sections. */
export function AppPageView({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-muted-foreground">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

/**
 * A content site's page: its sections one under the other, full width (each keeps its own content
 * width). A page none of whose sections carries the <h1> (a hero) opens with its title.
 */
function SitePageView({
  title,
  subtitle,
  headed,
  children,
}: {
  title: string;
  subtitle?: string;
  headed: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col">
      {headed ? null : (
        <div className="mx-auto w-full max-w-6xl px-4 pt-10 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
        </div>
      )}
      {children}
    </div>
  );
}

/**
 * The frame with the sections on their pages: every section on the one page of a single-page app, or a
 * route per page (the first at '/', unknown paths back to it). An app lays its pages out as panels under
 * the page's heading (`layout="app"`, the default); a content site (`layout="site"`) stacks full-width
 * sections, and `heroes` names the sections that carry their page's heading.
 */
export function AppPages<Id extends string>({
  frame,
  sections,
  render,
  layout = 'app',
  heroes = [],
}: {
  frame: AppFrame;
  sections: readonly SectionSlot<Id>[];
  render: (slot: SectionSlot<Id>) => React.ReactNode;
  layout?: 'app' | 'site';
  heroes?: readonly Id[];
}) {
  const [home, ...others] = frame.pages;
  if (!home) return null;
  const page = (id: string, title: string, subtitle?: string, all = false) => {
    const shown = sections.filter((slot) => all || slot.page === id);
    const content = shown.map((slot) => <React.Fragment key={slot.id}>{render(slot)}</React.Fragment>);
    return layout === 'site' ? (
      <SitePageView title={title} subtitle={subtitle} headed={shown.some((slot) => heroes.includes(slot.id))}>
        {content}
      </SitePageView>
    ) : (
      <AppPageView title={title} subtitle={subtitle}>
        {content}
      </AppPageView>
    );
  };
  return (
    <AppShell frame={frame}>
      {others.length === 0 ? (
        page(home.id, home.title, home.subtitle, true)
      ) : (
        <Routes>
          <Route path="/" element={page(home.id, home.title, home.subtitle)} />
          {others.map((p) => (
            <Route key={p.id} path={p.path} element={page(p.id, p.title, p.subtitle)} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      )}
    </AppShell>
  );
}
