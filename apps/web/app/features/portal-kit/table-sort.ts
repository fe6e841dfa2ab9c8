/** A list's order as its address carries it: `?sort=<column>&dir=asc|desc`. */
export interface TableSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** The order the address asks for, or null when it names none (the list's own order). */
export function sortOf(search: URLSearchParams): TableSort | null {
  const column = search.get('sort');
  if (!column) return null;
  return { column, direction: search.get('dir') === 'desc' ? 'desc' : 'asc' };
}

/**
 * The address of the list ordered by `column`: ascending first, descending on a second press,
 * back to page one (the other parameters, a filter or a search, are kept).
 */
export function sortHref(pathname: string, search: string, column: string): string {
  const params = new URLSearchParams(search);
  const current = sortOf(params);
  const direction = current?.column === column && current.direction === 'asc' ? 'desc' : 'asc';
  params.set('sort', column);
  params.set('dir', direction);
  params.delete('page');
  return `${pathname}?${params.toString()}`;
}

/** The rows in the asked order (a stable sort: equal values keep the list's order). */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: TableSort | null,
  valueOf: ((row: Row) => string | number | null) | undefined,
  locale: string,
): Row[] {
  if (!sort || !valueOf) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === b.value) return a.index - b.index;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/**
 * The order the address asks for as a paged list's API takes it (`sort`, `dir`): only a column
 * the API orders by (core's list of them); any other leaves the list in its own order.
 */
export function listSortOf<C extends string>(
  search: URLSearchParams,
  columns: readonly C[],
): { sort?: C; dir?: TableSort['direction'] } {
  const asked = sortOf(search);
  const column = columns.find((c) => c === asked?.column);
  return column && asked ? { sort: column, dir: asked.direction } : {};
}
