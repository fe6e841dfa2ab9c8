import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/router';
import { ConfirmButton } from './confirm-button';

function renderButton() {
  const posted = vi.fn((form: FormData) => Object.fromEntries(form));
  renderInRouter(<p />, {
    path: '/order',
    routes: [
      {
        path: 'order',
        action: async ({ request }) => {
          posted(await request.formData());
          return null;
        },
        Component: () => (
          <ConfirmButton
            title="Hủy đơn LT00000042?"
            message="Hàng trong đơn được trả lại kho."
            confirmLabel="Hủy đơn"
            fields={{ status: 'cancel' }}
            tone="danger"
          >
            Hủy đơn
          </ConfirmButton>
        ),
      },
    ],
  });
  return posted;
}

describe('the confirm button', () => {
  it('asks first, saying what will happen, with focus on the way back', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hủy đơn LT00000042?' });
    expect(dialog).toHaveAccessibleDescription('Hàng trong đơn được trả lại kho.');
    expect(screen.getByRole('button', { name: 'Quay lại' })).toHaveFocus();
  });

  it('cancels without posting, by its button or by Escape', async () => {
    const user = userEvent.setup();
    const posted = renderButton();
    const opener = await screen.findByRole('button', { name: 'Hủy đơn' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(posted).not.toHaveBeenCalled();
  });

  it('keeps focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const back = screen.getByRole('button', { name: 'Quay lại' });
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Hủy đơn' }).at(-1)).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
  });

  it('posts its fields once confirmed, and closes', async () => {
    const user = userEvent.setup();
    const posted = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Hủy đơn' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(screen.getAllByRole('button', { name: 'Hủy đơn' }).at(-1)!);
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.results[0]?.value).toEqual({ status: 'cancel' });
    expect(dialog).not.toBeInTheDocument();
  });

  it('confirming another form posts what was written in it (a newsletter), and closes', async () => {
    const user = userEvent.setup();
    const posted = vi.fn((form: FormData) => Object.fromEntries(form));
    renderInRouter(<p />, {
      path: '/compose',
      routes: [
        {
          path: 'compose',
          action: async ({ request }) => {
            posted(await request.formData());
            return null;
          },
          Component: () => (
            <Form id="compose" method="post">
              <label>
                Tiêu đề <input name="subject" />
              </label>
              <ConfirmButton form="compose" title="Gửi bản tin cho 3 người?" confirmLabel="Gửi">
                Gửi bản tin
              </ConfirmButton>
            </Form>
          ),
        },
      ],
    });
    await user.type(await screen.findByLabelText('Tiêu đề'), 'Tháng mười hai');
    await user.click(screen.getByRole('button', { name: 'Gửi bản tin' }));
    expect(posted).not.toHaveBeenCalled();
    const dialog = screen.getByRole('alertdialog', { name: 'Gửi bản tin cho 3 người?' });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.results[0]?.value).toEqual({ subject: 'Tháng mười hai' });
    // It closes once the submit has left (a timer after the click), not at the same instant.
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
