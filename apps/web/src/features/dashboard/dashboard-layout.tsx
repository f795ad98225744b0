import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';

export type DashboardSection<Id extends string> = { id: Id; label: string; content: ReactNode };

type DashboardLayoutProps<Id extends string> = {
  /** 'User Dashboard' or 'Admin Dashboard', in the page's language. */
  title: string;
  sections: readonly DashboardSection<Id>[];
  active: Id;
  onOpen: (id: Id) => void;
  /** Extra controls in the header (the theme switch). */
  headerActions?: ReactNode;
};

/**
 * The dashboard frame: the header with 'Hide Sidebar' / 'Show Sidebar' and 'Go back
 * to home', a sidebar of pages, and the open page. Light or dark follows the shop's theme switch.
 */
export function DashboardLayout<Id extends string>({
  title,
  sections,
  active,
  onOpen,
  headerActions,
}: DashboardLayoutProps<Id>) {
  const { t } = useTranslation('dashboard');
  const [isSidebarOpen, setSidebarOpen] = useState(true);
  const sidebarId = useId();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = sections.find((section) => section.id === active) ?? sections[0];

  const open = (id: Id) => {
    if (id !== current?.id) onOpen(id);
    // Take keyboard and screen-reader users to the page they opened.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <div className="bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-5 dark:border-slate-800">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              aria-expanded={isSidebarOpen}
              aria-controls={sidebarId}
              onClick={() => setSidebarOpen((isOpen) => !isOpen)}
              className={buttonClasses('outline', 'sm')}
            >
              {isSidebarOpen ? t('layout.hideSidebar') : t('layout.showSidebar')}
            </button>
            <Link to="/" className={buttonClasses('ghost', 'sm')}>
              {t('layout.goHome')}
            </Link>
            {headerActions}
          </div>
        </header>
        <div className="mt-6 flex flex-col gap-6 md:flex-row">
          <nav id={sidebarId} aria-label={t('layout.pages')} hidden={!isSidebarOpen} className="md:w-56 md:shrink-0">
            <ul className="flex flex-wrap gap-2 md:flex-col">
              {sections.map((section) => {
                const isActive = section.id === current?.id;
                return (
                  <li key={section.id}>
                    <button
                      type="button"
                      aria-current={isActive ? 'page' : undefined}
                      onClick={() => open(section.id)}
                      className={`w-full rounded-lg px-3 py-2 text-left text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                        isActive
                          ? 'bg-brand-700 text-white'
                          : 'bg-white text-slate-800 hover:bg-slate-100 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
                      }`}
                    >
                      {section.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <section aria-labelledby={headingId} className="min-w-0 flex-1">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="mb-5 text-xl font-bold text-slate-900 outline-none dark:text-white"
            >
              {current?.label}
            </h2>
            {current?.content}
          </section>
        </div>
      </div>
    </div>
  );
}
