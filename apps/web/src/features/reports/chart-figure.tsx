import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { tableScrollBoxClasses } from '../../components/ui/data-table.tsx';
import { CHART_BACKGROUND } from './chart-colours.ts';
import { useElementWidth } from './use-element-width.ts';

/** What a chart draws for the box it is given: its own width (wider than the box: it scrolls) and the SVG. */
export type ChartDrawing = { width: number; svg: ReactNode };

type ChartFigureProps = {
  /** The section's heading. */
  title: string;
  /** One line on what the chart shows. */
  intro: ReactNode;
  /** One sentence summing the chart up: shown under it and its accessible name. */
  summary: string;
  /** Draws the chart for a box `boxWidth` wide; its `<svg>` takes `role="img"` and `aria-labelledby={labelId}`. */
  draw: (boxWidth: number, labelId: string) => ChartDrawing;
  /** The same figures as a table (`<table>` with caption and headers), behind 'Show as table'. */
  table: ReactNode;
  /** Said instead of the chart and its table when there is nothing to draw. */
  emptyText?: string | null;
  /** Extra content under the chart (a legend). */
  footer?: ReactNode;
};

/**
 * A chart as a section: heading, intro, the chart in a figure whose caption sums it up (the caption names
 * the chart for screen readers), and the same figures as a real table behind 'Show as table'. A chart wider
 * than its box scrolls inside it (the box then takes the keyboard focus so it can be scrolled), never the page.
 */
export function ChartFigure({ title, intro, summary, draw, table, emptyText, footer }: ChartFigureProps) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const captionId = useId();
  const [boxRef, boxWidth] = useElementWidth<HTMLDivElement>(640);
  const drawing = emptyText ? null : draw(boxWidth, captionId);
  const scrolls = drawing !== null && drawing.width > boxWidth + 1;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>
      <div
        className={`rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-700 ${CHART_BACKGROUND.className}`}
      >
        {/* Measured even when empty, so the chart is drawn for the right width once there is one. */}
        <div ref={boxRef} className="w-full">
          {drawing ? (
            <figure className="space-y-3">
              <div
                className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': t('chart.scrolls', { title }) } : {})}
              >
                {drawing.svg}
              </div>
              {footer}
              <figcaption id={captionId} className="text-sm text-slate-700 dark:text-slate-300">
                {summary}
              </figcaption>
            </figure>
          ) : (
            <p className="py-6 text-center text-base font-medium text-slate-700 dark:text-slate-200">{emptyText}</p>
          )}
        </div>
      </div>
      {drawing ? (
        <details className="group">
          <summary className="w-fit cursor-pointer rounded text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300">
            <Trans
              t={t}
              i18nKey="chart.showAsTable"
              values={{ title }}
              components={{ 1: <span className="sr-only" /> }}
            />
          </summary>
          <div className="mt-3">{table}</div>
        </details>
      ) : null}
    </section>
  );
}

/** A plain table for a chart's figures; wider than its box, it scrolls inside it. */
export function FiguresTable({
  caption,
  head,
  rows,
  foot,
}: {
  caption: string;
  head: ReactNode;
  rows: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={tableScrollBoxClasses}>
      <table className="w-full border-collapse text-left text-sm text-slate-800 dark:text-slate-100">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{head}</thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{rows}</tbody>
        {foot ? (
          <tfoot className="border-t-2 border-slate-300 font-semibold dark:border-slate-600">{foot}</tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** Cell classes of the figures tables. */
export const TH = 'px-3 py-2 font-semibold whitespace-nowrap';
export const TD = 'px-3 py-2 whitespace-nowrap';
export const NUM = 'text-right tabular-nums';
