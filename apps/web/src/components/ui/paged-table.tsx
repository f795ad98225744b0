import type { ReactNode, Ref } from 'react';
import type { Paged } from '../../lib/paged.ts';
import { DataTable, type Column } from './data-table.tsx';
import { LoadError } from './load-error.tsx';
import { Pager } from './pager.tsx';
import { Spinner } from './spinner.tsx';

/** A list read a page at a time, as an RTK Query hook answers it (the hook's result fits as it is). */
export type PagedQuery<Row> = {
  data?: Paged<Row>;
  error?: unknown;
  isLoading: boolean;
  /** While the list is read again, the table is marked busy. */
  isFetching?: boolean;
  refetch: () => unknown;
};

type PagedTableProps<Row> = {
  query: PagedQuery<Row>;
  /** Read out while the first page loads. */
  loadingLabel: string;
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** Shown in the table when there are no rows. */
  emptyText: string;
  /** The rows shown, when not the page's own (Return Bike puts every open rental before the page). */
  rows?: readonly Row[];
  /** The page asked for (from 1) and how to ask for another. */
  page: number;
  onPage: (page: number) => void;
  /** Names the pager's navigation landmark, such as 'Customer pages'. */
  pagerLabel: string;
  /** What the list counts, in the page's language: ['customer', 'customers']. */
  noun: readonly [singular: string, plural: string];
  /** Shown above the table once the list has arrived (a note about it). */
  children?: ReactNode;
  /** The box holding the table and its pager (to move the keyboard to the table). */
  boxRef?: Ref<HTMLDivElement>;
};

/**
 * A table read a page at a time: a spinner while the first page loads, why it failed with 'Try again' when
 * there is no page, and otherwise the table with the pager under it.
 */
export function PagedTable<Row>({
  query,
  loadingLabel,
  caption,
  columns,
  rowKey,
  emptyText,
  rows,
  page,
  onPage,
  pagerLabel,
  noun,
  children,
  boxRef,
}: PagedTableProps<Row>) {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading) return <Spinner label={loadingLabel} />;
  if (!data) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <div ref={boxRef} className="space-y-3" aria-busy={isFetching}>
      {children}
      <DataTable caption={caption} columns={columns} rows={rows ?? data.data} rowKey={rowKey} emptyText={emptyText} />
      <Pager label={pagerLabel} page={page} meta={data.meta} noun={noun} onPage={onPage} />
    </div>
  );
}
