import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AppToaster } from '../../components/ui/app-toaster.tsx';
import { ClosureBanner } from '../../features/closures/closure-banner.tsx';
import { selectIsDarkMode } from '../../features/theme/theme-slice.ts';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';

/** Applies the remembered theme to the whole document (body background, form controls, scrollbars). */
function useDocumentTheme(isDark: boolean) {
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', isDark);
  }, [isDark]);
}

/** After a client-side navigation, move focus to the new page so screen readers start reading it. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600 print:hidden" />;
}

/** Every page: skip link, navbar, the page, footer, toasts. */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  const isDark = useSelector(selectIsDarkMode);
  useDocumentTheme(isDark);
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col print:min-h-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 print:hidden"
      >
        {t('layout.skipToContent')}
      </a>
      <NavigationProgress />
      <Navbar />
      <ClosureBanner />
      <main id="main" ref={mainRef} tabIndex={-1} className="min-h-dvh flex-1 outline-none print:min-h-0">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <AppToaster isDark={isDark} />
      <ScrollRestoration />
    </div>
  );
}
