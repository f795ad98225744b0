import type { PageMeta } from '@bond/contract/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useFormat } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import type { Language } from '../../i18n/languages.ts';
import { buttonClasses } from './button-styles.ts';

type PagerProps = {
  /** Names the pager's navigation landmark, such as 'Customer pages'. */
  label: string;
  /** The page asked for (from 1); the buttons follow it at once, before the page has arrived. */
  page: number;
  /** The server's `meta` of the last page it answered: the total and the number of pages. */
  meta: Pick<PageMeta, 'total' | 'pageCount'>;
  /** What the list counts, in the page's language: ['customer', 'customers']. */
  noun: readonly [singular: string, plural: string];
  onPage: (page: number) => void;
};

/** '312 customers', '1 customer' ('৩১২ গ্রাহক' in Bangla). */
export function countOf(
  total: number,
  [singular, plural]: readonly [string, string],
  language: Language = 'en',
): string {
  const number = formatNumber(total, language);
  return i18next.t('common:pager.count', { lng: language, number, noun: total === 1 ? singular : plural });
}

/** 'Page 2 of 7 · 312 customers'. */
export function pageSummary(
  page: number,
  meta: Pick<PageMeta, 'total' | 'pageCount'>,
  noun: readonly [string, string],
  language: Language = 'en',
) {
  const number = (value: number) => (language === 'en' ? String(value) : formatNumber(value, language));
  return i18next.t('common:pager.summary', {
    lng: language,
    page: number(page),
    pageCount: number(meta.pageCount),
    counted: countOf(meta.total, noun, language),
  });
}

/**
 * Previous and Next under a paged list, with 'Page 2 of 7 · 312 customers' between them (read out when it
 * changes). A button is disabled at its end of the list; when the one just pressed becomes disabled, the
 * keyboard moves to the other, so focus is never dropped to the top of the page. A list of one page (or
 * none) shows no pager. On a phone the summary takes its own line above the buttons.
 */
export function Pager({ label, page, meta, noun, onPage }: PagerProps) {
  const { t } = useTranslation('common');
  const { language } = useFormat();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'previous' | 'next' | null>(null);
  const pageCount = Math.max(1, meta.pageCount);
  const shown = Math.min(page, pageCount);

  // A page past the end (rows were removed meanwhile): go to the last page there is.
  useEffect(() => {
    if (page > pageCount) onPage(pageCount);
  }, [page, pageCount, onPage]);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'previous') previous.current?.focus();
    if (target === 'next') next.current?.focus();
  }, [shown]);

  if (pageCount <= 1) return null;

  const go = (to: number) => {
    // The button pressed is disabled on the first or the last page: the other one takes the focus.
    if (to <= 1) focusAfter.current = 'next';
    else if (to >= pageCount) focusAfter.current = 'previous';
    onPage(to);
  };

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p
        aria-live="polite"
        aria-atomic="true"
        className="w-full text-center text-sm text-slate-700 sm:order-2 sm:w-auto dark:text-slate-300"
      >
        {pageSummary(shown, { total: meta.total, pageCount }, noun, language)}
      </p>
      <button
        ref={previous}
        type="button"
        className={buttonClasses('outline', 'md', 'sm:order-1')}
        disabled={shown <= 1}
        onClick={() => go(shown - 1)}
        aria-label={t('pager.previousPage')}
      >
        <span aria-hidden="true">←</span> {t('pager.previous')}
      </button>
      <button
        ref={next}
        type="button"
        className={buttonClasses('outline', 'md', 'sm:order-3')}
        disabled={shown >= pageCount}
        onClick={() => go(shown + 1)}
        aria-label={t('pager.nextPage')}
      >
        {t('pager.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

/**
 * The page of a list whose filters are `key` (a string, such as the search text): back to page 1 whenever
 * the key changes, without an effect or a render on the stale page.
 */
export function usePage(key: string): [page: number, setPage: (page: number) => void] {
  const [state, setState] = useState({ key, page: 1 });
  const page = state.key === key ? state.page : 1;
  const setPage = useCallback((to: number) => setState({ key, page: Math.max(1, to) }), [key]);
  return [page, setPage];
}
