import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastStack } from '../../../components/ui/toast-stack';
import { renderInRouter } from '../../../test/router';
import { useFetcher } from 'react-router';
import { useActionToast } from './use-action-toast';

type Answer = { ok: true; number: string } | { ok: false; code: string };

function Mover() {
  const fetcher = useFetcher<Answer>();
  useActionToast(
    fetcher.data,
    (answer) =>
      answer.ok
        ? {
            type: 'success',
            message: 'portal:orders.moved',
            values: { number: answer.number, status: 'Đã giao' },
          }
        : { type: 'error', message: `errors:${answer.code}` },
    fetcher.state,
  );
  return (
    <>
      <fetcher.Form method="post" action="/move">
        <button type="submit" name="outcome" value="ok">
          Chuyển
        </button>
        <button type="submit" name="outcome" value="refused">
          Thử
        </button>
      </fetcher.Form>
      <ToastStack />
    </>
  );
}

describe('the action toast', () => {
  it('tells once what an action did, and what refused it', async () => {
    const user = userEvent.setup();
    renderInRouter(<Mover />, {
      routes: [
        {
          path: 'move',
          action: async ({ request }) =>
            (await request.formData()).get('outcome') === 'ok'
              ? { ok: true, number: 'LT00000042' }
              : { ok: false, code: 'UNKNOWN' },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Chuyển' }));
    expect(await screen.findByText(/LT00000042/)).toBeInTheDocument();
    expect(screen.getAllByText(/LT00000042/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Thử' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra');
    expect(screen.getAllByText(/LT00000042/)).toHaveLength(1);
  });
});
