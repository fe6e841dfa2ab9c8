import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { renderInRouter } from '../../../test/router';
import { DataTable, type Column } from './data-table';

interface Row {
  id: string;
  name: string;
  total: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Bình', total: 300 },
  { id: 'b', name: 'An', total: 100 },
  { id: 'c', name: 'Chi', total: 200 },
];

const COLUMNS: Column<Row>[] = [
  {
    key: 'name',
    header: 'Tên',
    cell: (row) => row.name,
    rowHeader: true,
    sortValue: (row) => row.name,
  },
  {
    key: 'total',
    header: 'Tổng',
    cell: (row) => row.total,
    align: 'end',
    sortValue: (row) => row.total,
  },
  { key: 'note', header: 'Ghi chú', cell: () => '—' },
];

function renderTable(
  rows: Row[],
  path = '/',
  extra: { empty?: string; filters?: React.ReactNode } = {},
) {
  const table = (
    <DataTable
      caption="Khách hàng"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      {...extra}
    />
  );
  return renderInRouter(<p />, {
    path,
    routes: [{ path: 'list', Component: () => table }],
  });
}

const names = () =>
  within(screen.getByRole('table', { name: 'Khách hàng' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the data table', () => {
  it('lists the rows in their own order, with column headers', async () => {
    renderTable(ROWS, '/list');
    const table = await screen.findByRole('table', { name: 'Khách hàng' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([expect.stringContaining('Tên'), expect.stringContaining('Tổng'), 'Ghi chú']);
    expect(names()).toEqual(['Bình', 'An', 'Chi']);
    // Only sortable columns have a sort link.
    expect(within(table).queryByRole('link', { name: /Ghi chú/ })).toBeNull();
  });

  it('sorts by a header, then the other way on a second press, keeping the filters', async () => {
    const user = userEvent.setup();
    renderTable(ROWS, '/list?status=new&page=3');
    const sortByName = await screen.findByRole('link', { name: /Tên/ });
    expect(sortByName).toHaveAttribute('href', '/list?status=new&sort=name&dir=asc');
    await user.click(sortByName);
    await waitFor(() => expect(names()).toEqual(['An', 'Bình', 'Chi']));
    const header = screen.getByRole('columnheader', { name: /Tên/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: /Tên/ })).toHaveAttribute(
      'href',
      '/list?status=new&sort=name&dir=desc',
    );
    await user.click(screen.getByRole('link', { name: /Tên/ }));
    await waitFor(() => expect(names()).toEqual(['Chi', 'Bình', 'An']));
    expect(screen.getByRole('columnheader', { name: /Tên/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('link', { name: /Tổng/ }));
    await waitFor(() => expect(names()).toEqual(['An', 'Chi', 'Bình']));
  });

  it('leaves a paged list in the order its API gave, sorting only by columns the API orders by', async () => {
    const user = userEvent.setup();
    const paged = (
      <DataTable
        caption="Khách hàng"
        columns={[{ ...COLUMNS[0]!, sortable: true }, COLUMNS[1]!, COLUMNS[2]!]}
        rows={ROWS}
        rowKey={(row) => row.id}
        meta={{ page: 1, pageSize: 3, total: 9 }}
      />
    );
    renderInRouter(<p />, { path: '/list', routes: [{ path: 'list', Component: () => paged }] });
    const sortByName = await screen.findByRole('link', { name: /Tên/ });
    // Sorting page one alone would hide the rest of the list: the rows stay as the API sent them.
    await user.click(sortByName);
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Tên/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    expect(names()).toEqual(['Bình', 'An', 'Chi']);
    // A column sortable only on the page is not offered on a paged list.
    expect(screen.queryByRole('link', { name: /Tổng/ })).toBeNull();
  });

  it('says the list is empty, with its filters still there', async () => {
    renderTable([], '/list', {
      empty: 'Không có khách hàng nào.',
      filters: (
        <label>
          Tìm <input />
        </label>
      ),
    });
    expect(await screen.findByText('Không có khách hàng nào.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Tìm')).toBeInTheDocument();
  });

  it('scrolls sideways in a frame the keyboard can reach', async () => {
    renderTable(ROWS, '/list');
    const frame = await screen.findByRole('region', { name: 'Khách hàng' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame.className).toContain('overflow-x-auto');
  });

  it('draws a result in place outside a router, in its own order, without sort links', () => {
    renderWithProviders(
      <DataTable caption="Khách hàng" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />,
    );
    expect(names()).toEqual(['Bình', 'An', 'Chi']);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
