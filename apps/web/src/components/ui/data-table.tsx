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

/**
 * A plain data table. On a narrow screen the table scrolls inside its own box (reachable with the
 * keyboard) rather than widening the page.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, emptyText }: DataTableProps<Row>) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-200">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.length === 0 ? (
            <tr>
              <td
                colSpan={columns.length}
                className="px-4 py-10 text-center text-base font-medium text-slate-700 dark:text-slate-200"
              >
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="align-middle text-slate-800 dark:text-slate-100">
                {columns.map((column) => (
                  <td key={column.header} className={`px-3 py-3 ${column.className ?? ''}`}>
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
