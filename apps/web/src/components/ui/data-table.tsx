import type { ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the column's cells (e.g. `whitespace-nowrap`). */
  className?: string;
};

type DataTableProps<Row> = {
  /** Names the table for screen readers (also the name of its scrollable region). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in the table body when there are no rows. */
  emptyText: string;
};

/** Below the `sm` breakpoint each row becomes a small card: one line per column, led by its header. */
const cardCell =
  'max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:items-center max-sm:gap-3 max-sm:py-1.5 max-sm:whitespace-normal max-sm:before:content-[attr(data-label)] max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-600 dark:max-sm:before:text-slate-300';

/** The box a wide table scrolls in, on its own and reachable with the keyboard (a focusable region). */
export const tableScrollBoxClasses =
  'w-full overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900';

/**
 * A data table. On a phone its rows become cards (one line per column, led by the column's name); the
 * explicit roles keep it a table for screen readers whatever the CSS display. Anything still too wide
 * scrolls inside the table's own box (reachable with the keyboard) rather than widening the page.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, emptyText }: DataTableProps<Row>) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={`relative ${tableScrollBoxClasses}`}>
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="bg-slate-100 text-sm text-slate-700 max-sm:sr-only dark:bg-slate-800 dark:text-slate-200"
        >
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className="px-3 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200 max-sm:block dark:divide-slate-700">
          {rows.length === 0 ? (
            <tr role="row" className="max-sm:block">
              <td
                role="cell"
                colSpan={columns.length}
                className="px-4 py-10 text-center text-base font-medium text-slate-700 max-sm:block dark:text-slate-200"
              >
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                className="align-middle text-slate-800 max-sm:block max-sm:py-2 dark:text-slate-100"
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    data-label={column.header}
                    className={`px-3 py-3 ${column.className ?? ''} ${cardCell}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
