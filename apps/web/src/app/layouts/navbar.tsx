import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router';
import { useLogOut } from '../../features/account/use-log-out.ts';
import { selectIsSignedIn } from '../../features/account/user-slice.ts';
import { LanguageSwitch } from '../../features/language/language-switch.tsx';
import { ThemeToggle } from '../../features/theme/theme-toggle.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-base font-medium md:text-sm ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-300'
      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
  }`;

/** Logo, All Bikes, Contact Us, About Us, Dashboard (signed in), login/logout, theme. */
export function Navbar() {
  // On a page the server rendered, a press before the app has hydrated would be lost: it waits. Kept for its
  // figure: this wait with the others of the navbar, theme toggle and coupons and the bike grid's first six
  // cards saved 109 and 352 ms of median blocking time on `/` in two bench runs (apps/web/bench/README.md).
  const isHydrated = useHydrated();
  const { t } = useTranslation();
  const isSignedIn = useSelector(selectIsSignedIn);
  const logout = useLogOut();
  const menuId = useId();
  const { pathname } = useLocation();
  // The phone menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;

  const links = (
    <>
      <li>
        <NavLink to="/allbikes" className={linkClasses}>
          {t('nav.allBikes')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/contact" className={linkClasses}>
          {t('nav.contact')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/about" className={linkClasses}>
          {t('nav.about')}
        </NavLink>
      </li>
      {isSignedIn ? (
        <li>
          <NavLink to="/dashboard" className={linkClasses}>
            {t('nav.dashboard')}
          </NavLink>
        </li>
      ) : null}
      <li>
        {isSignedIn ? (
          <button
            type="button"
            onClick={() => void logout()}
            disabled={!isHydrated}
            className="block w-full rounded-lg px-3 py-2 text-left text-base font-semibold text-red-700 hover:bg-red-50 md:text-sm dark:text-red-400 dark:hover:bg-slate-800"
          >
            {t('nav.logout')}
          </button>
        ) : (
          <Link
            to="/login"
            className="block rounded-lg bg-brand-700 px-4 py-2 text-base font-semibold text-white hover:bg-brand-800 md:text-sm"
          >
            {t('nav.login')}
          </Link>
        )}
      </li>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95 print:hidden">
      <nav aria-label={t('nav.main')} className="mx-auto max-w-7xl">
        <div className="flex items-center justify-between gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <Link to="/" className="flex min-w-0 items-center gap-2 rounded-lg">
            <img src="/media/logo-mark.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
            <span className="truncate text-lg font-extrabold tracking-tight text-slate-900 dark:text-white">
              {t('nav.shopName')}
            </span>
          </Link>
          <div className="flex items-center gap-1">
            <ul className="hidden items-center gap-1 md:flex">{links}</ul>
            <LanguageSwitch />
            <ThemeToggle />
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={t('nav.menu')}
              onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
              disabled={!isHydrated}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                {isMenuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </button>
          </div>
        </div>
        <div
          id={menuId}
          hidden={!isMenuOpen}
          className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col gap-1 pt-3">{links}</ul>
        </div>
      </nav>
    </header>
  );
}
