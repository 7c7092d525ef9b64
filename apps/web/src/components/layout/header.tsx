import { lazy, Suspense, useState } from 'react';
import { ArrowLeft, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { User } from '@atelier/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { NAV_LINKS, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { lazyAfterPaint } from '@/utils/lazy-after-paint';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { useHideOnScroll } from './use-hide-on-scroll';

// The menus (and their menu/dialog library) arrive right after the first paint, not before it.
const loadUserMenu = () => import('./user-menu');
const loadMobileMenu = () => import('./mobile-menu');
const UserMenu = lazyAfterPaint(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

function displayName(user: User) {
  return [user.name, user.lastname].filter(Boolean).join(' ').trim() || user.email;
}

/** The top header (core §2): back, logo, navigation, user menu or guest buttons, mobile menu. */
export function Header() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const hidden = useHideOnScroll(undefined, menuOpen);
  const showBack = location.pathname !== paths.chat.path;

  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.chat.getHref());
  };

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-line bg-canvas/70 backdrop-blur-xl backdrop-saturate-150',
        'transition-transform duration-300 ease-out',
        hidden && '-translate-y-full',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        {showBack ? (
          <Button variant="ghost" size="icon" aria-label={t('common.back')} onClick={goBack}>
            <ArrowLeft className="size-[18px] rtl:rotate-180" aria-hidden="true" />
          </Button>
        ) : null}
        <Link
          to={paths.chat.getHref()}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
        >
          {/* On the narrowest phones the badge gives its room to the buttons; the splash still shows it. */}
          <Logo alphaClassName="max-[400px]:hidden" />
        </Link>

        <nav aria-label={t('header.primaryNav')} className="ms-4 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.key}
              to={link.href}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
                  isActive ? 'text-fg' : 'text-fg-muted hover:text-fg',
                )
              }
            >
              {t(`header.nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-1 sm:gap-1.5">
          <div className="hidden items-center gap-1 md:flex">
            <LanguageSelect />
            {user ? null : <ThemeToggle />}
          </div>
          {user ? (
            <Suspense
              fallback={
                <span className="inline-flex rounded-full">
                  <Avatar src={user.avatar} name={displayName(user)} size="sm" />
                </span>
              }
            >
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <ButtonLink
                variant="ghost"
                size="sm"
                // A variant, not `hidden`: the button's own inline-flex would win over a plain utility.
                className="max-md:hidden"
                to={paths.auth.login.getHref()}
              >
                {t('header.login')}
              </ButtonLink>
              <ButtonLink size="sm" to={paths.auth.register.getHref()}>
                {t('header.getStarted')}
              </ButtonLink>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={openMenu}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
