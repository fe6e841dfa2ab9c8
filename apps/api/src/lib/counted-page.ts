/**
 * A page read with its count in the same statement (`count(*) OVER ()` as `total` on each row):
 * the rows without it, and the total. A page past the last (its first row at `offset`) has no row
 * to carry the count, so `count` counts them then (a second statement, only then).
 */
export async function countedPage<T extends { total: number }>(
  rows: readonly T[],
  offset: number,
  count: () => Promise<number>,
): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await count());
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}
