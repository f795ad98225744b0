import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsDarkMode, toggleTheme } from './theme-slice.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** A switch between the light and the dark theme; its name says what pressing it does. */
export function ThemeToggle() {
  // On a page the server rendered, a press before the app has hydrated would be lost: it waits. Kept for its
  // figure: this wait with the others of the navbar, theme toggle and coupons and the bike grid's first six
  // cards saved 109 and 352 ms of median blocking time on `/` in two bench runs (apps/web/bench/README.md).
  const isHydrated = useHydrated();
  const isDark = useSelector(selectIsDarkMode);
  const dispatch = useDispatch();
  const { t } = useTranslation();
  const label = isDark ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      onClick={() => dispatch(toggleTheme())}
      disabled={!isHydrated}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {isDark ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </button>
  );
}
