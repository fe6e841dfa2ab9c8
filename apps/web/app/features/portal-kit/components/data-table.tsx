import type { PageMeta } from '@lotus/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { sortHref, sortOf, sortRows, type TableSort } from '../table-sort';

/** One column of a `DataTable`. */
export interface Column<Row> {
  /** Its name in the address when it sorts (`?sort=<key>`), and React's key. */
  key: string;
  header: ReactNode;
  /** Its header as words, where `header` is not plain text (the sort link's name). */
  headerText?: string;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable on the page: the value the rows are ordered by. */
  sortValue?: (row: Row) => string | number | null;
  /**
   * Makes the column sortable by the server: a paged list's API orders by `key` (its `sort`),
   * so the order holds across pages. A paged table (one with `meta`) sorts only this way.
   */
  sortable?: boolean;
  /** Numbers and actions sit at the end of their cell. */
  align?: 'start' | 'end';
  /** The cell names its row (a `<th scope="row">`): an order's number, a product's name. */
  rowHeader?: boolean;
  /** Extra classes for the column's cells (a width, `whitespace-nowrap`). */
  className?: string;
}

export interface DataTableProps<Row> {
  /** What the table lists, for assistive technology (a visually hidden caption). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Attributes on a row (a `data-*` hook for journeys, a highlight). */
  rowProps?: (row: Row) => Record<`data-${string}`, string | undefined>;
  /** The list's page as the API answered it: the pages' links follow the table. */
  meta?: PageMeta;
  /** Filters, a search or tabs, above the table. */
  filters?: ReactNode;
  /** What an empty list says (the filter's or the shop's emptiness). */
  empty?: ReactNode;
  /** A test hook on the table's frame. */
  testId?: string;
}

const cellBase = 'px-3 py-2.5 align-top';

/** Whether a column's header sorts: by the server on a paged list, on the page otherwise. */
const sortsBy = <Row,>(column: Column<Row>, meta: PageMeta | undefined) =>
  meta ? Boolean(column.sortable) : Boolean(column.sortValue ?? column.sortable);

function SortHeader<Row>({ column }: { column: Column<Row> }) {
  const { t } = useTranslation('portal');
  const { pathname, search } = useLocation();
  const sort = sortOf(new URLSearchParams(search));
  const active = sort?.column === column.key ? sort.direction : null;
  const name = column.headerText ?? (typeof column.header === 'string' ? column.header : '');
  return (
    <Link
      to={sortHref(pathname, search, column.key)}
      preventScrollReset
      className={`inline-flex items-center gap-1 hover:text-ink-900 ${active ? 'text-ink-900' : ''}`}
    >
      {column.header}
      <span className="sr-only">
        {active
          ? ` (${t(active === 'asc' ? 'kit.table.sortedAscending' : 'kit.table.sortedDescending')})`
          : ` (${t('kit.table.sortBy', { column: name })})`}
      </span>
      <ChevronDownIcon
        size={14}
        className={`shrink-0 transition ${active ? '' : 'opacity-30'} ${active === 'asc' ? 'rotate-180' : ''}`}
      />
    </Link>
  );
}

/**
 * The back office's one list: a dense table with typed columns, headers that sort by the address
 * (`?sort=&dir=`, so a sorted list can be shared and survives a reload), the pages' links, a
 * slot for filters and an empty state. On a phone the table scrolls sideways in its frame, which
 * a keyboard can focus to scroll. Outside a router (a result drawn in place) it neither sorts nor
 * pages.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return useInRouterContext() ? <RoutedTable {...props} /> : <TableView {...props} sort={null} />;
}

function RoutedTable<Row>(props: DataTableProps<Row>) {
  const { search } = useLocation();
  return <TableView {...props} sort={sortOf(new URLSearchParams(search))} routed />;
}

function TableView<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowProps,
  meta,
  filters,
  empty,
  testId,
  sort,
  routed = false,
}: DataTableProps<Row> & { sort: TableSort | null; routed?: boolean }) {
  const { t, i18n } = useTranslation('portal');
  const captionId = useId();
  const sortColumn = columns.find((column) => column.key === sort?.column);
  // A paged list comes ordered by its API; sorting one page would only shuffle that page.
  const ordered = meta ? [...rows] : sortRows(rows, sort, sortColumn?.sortValue, i18n.language);

  return (
    <div className="flex flex-col gap-3">
      {filters ? <div className="flex flex-wrap items-end gap-3">{filters}</div> : null}
      {ordered.length === 0 ? (
        <p
          data-testid={testId}
          className="rounded-xl border border-dashed border-ink-200 bg-white px-6 py-10 text-center text-ink-600"
        >
          {empty ?? t('kit.table.empty')}
        </p>
      ) : (
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          data-testid={testId}
          className="relative overflow-x-auto rounded-xl border border-ink-100 bg-white shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-lotus-500"
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption id={captionId} className="sr-only">
              {caption}
            </caption>
            <thead className="border-b border-ink-100 bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sort?.column === column.key && sortsBy(column, meta)
                        ? sort.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                    className={`px-3 py-2.5 whitespace-nowrap ${column.align === 'end' ? 'text-right' : ''}`}
                  >
                    {sortsBy(column, meta) && routed ? (
                      <SortHeader column={column} />
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {ordered.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-ink-50/60" {...rowProps?.(row)}>
                  {columns.map((column) => {
                    const className = `${cellBase} ${column.align === 'end' ? 'text-right' : ''} ${column.className ?? ''}`;
                    return column.rowHeader ? (
                      <th
                        key={column.key}
                        scope="row"
                        className={`${className} font-medium text-ink-900`}
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} className={`${className} text-ink-800`}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ordered.length > 0 ? (
        <p className="-mt-1 text-xs text-ink-500 sm:hidden">{t('kit.table.scrollHint')}</p>
      ) : null}
      {meta && routed ? <Pagination meta={meta} className="flex justify-center" /> : null}
    </div>
  );
}
