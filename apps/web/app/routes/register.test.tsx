import type { ApiRequest, ApiTransport } from '@lotus/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import Register, { action } from './register';

const form = {
  firstName: 'Minh Anh',
  lastName: 'Nguyễn',
  email: 'lan@example.vn',
  phone: '0912 345 678',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  referralCode: '',
};

function api(status: number, body: unknown) {
  const calls: ApiRequest[] = [];
  const transport: ApiTransport = (request) => {
    calls.push(request);
    return Promise.resolve({ status, headers: new Headers(), body });
  };
  return { transport, calls };
}

async function runAction(fields: Record<string, string>, transport: ApiTransport) {
  const request = new Request('http://localhost/register', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return (await action({
    request,
    params: {},
    context: { lang: 'vi', requestId: 't', api: transport },
  } as unknown as Parameters<typeof action>[0])) as unknown as {
    data: unknown;
    init: ResponseInit;
  };
}

describe('register action', () => {
  it('sends the checked form (phone normalised, no empty referral code) and says the mail is sent', async () => {
    const { transport, calls } = api(201, { success: true, data: { email: form.email } });
    const result = await runAction(form, transport);
    expect(calls[0]!.body).toEqual({
      firstName: 'Minh Anh',
      lastName: 'Nguyễn',
      email: 'lan@example.vn',
      phone: '0912345678',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
    });
    expect(result.data).toEqual({ ok: true, email: 'lan@example.vn' });
  });

  it('sends the referral code the form carries (the API judges it)', async () => {
    const { transport, calls } = api(201, { success: true, data: { email: form.email } });
    await runAction({ ...form, referralCode: ' ABCD2345 ' }, transport);
    expect((calls[0]!.body as { referralCode?: string }).referralCode).toBe('ABCD2345');
  });

  it.each(['REFERRAL_SELF_EMAIL', 'REFERRAL_SELF_PHONE', 'REFERRAL_CODE_NOT_FOUND'])(
    'puts the refused code (%s) beside its field, in its own words',
    async (code) => {
      const { transport } = api(422, { success: false, code, message: 'x' });
      const result = await runAction({ ...form, referralCode: 'ABCD2345' }, transport);
      expect(result.data).toEqual({ ok: false, fieldErrors: { referralCode: `errors:${code}` } });
    },
  );

  it.each([
    ['EMAIL_IS_EXIST', { email: 'errors:EMAIL_IS_EXIST' }],
    ['PHONE_NUMBER_ALREADY_EXIST', { phone: 'errors:PHONE_NUMBER_ALREADY_EXIST' }],
  ])('puts %s beside its field', async (code, fieldErrors) => {
    const { transport } = api(409, { success: false, code, message: 'x' });
    const result = await runAction(form, transport);
    expect(result.init.status).toBe(409);
    expect(result.data).toEqual({ ok: false, fieldErrors });
  });

  it("maps the API's reasons to the validation messages of their fields", async () => {
    const { transport } = api(400, {
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'x',
      details: [
        { field: 'body.lastName', reason: 'LastNameNotAllowNumber' },
        { field: 'body.password', reason: 'PasswordLatinOnly' },
      ],
    });
    const result = await runAction(form, transport);
    expect(result.data).toEqual({
      ok: false,
      fieldErrors: {
        lastName: 'validation:LastNameNotAllowNumber',
        password: 'validation:PasswordLatinOnly',
      },
    });
  });

  it('refuses a broken form itself, without asking the API', async () => {
    const { transport, calls } = api(201, {});
    const result = await runAction({ ...form, confirmPassword: 'Other123!' }, transport);
    expect(result.data).toEqual({
      ok: false,
      fieldErrors: { confirmPassword: 'validation:CustomerSignupFailedByPasswordNotMatch' },
    });
    expect(calls).toEqual([]);
  });
});

describe('register page', () => {
  function renderRegister(lang: 'vi' | 'en', answer: unknown = null) {
    const Stub = createRoutesStub([
      {
        path: '/register',
        Component: Register,
        HydrateFallback: () => null,
        action: () => answer,
      },
    ]);
    return renderWithProviders(<Stub initialEntries={['/register']} />, { lang });
  }

  async function fill(lang: 'vi' | 'en', values: Partial<typeof form>) {
    const ui = userEvent.setup();
    const labels =
      lang === 'vi'
        ? {
            firstName: 'Tên',
            lastName: 'Họ',
            email: 'Email',
            phone: 'Số điện thoại',
            password: 'Mật khẩu',
            confirmPassword: 'Nhập lại mật khẩu',
          }
        : {
            firstName: 'First name',
            lastName: 'Last name',
            email: 'Email',
            phone: 'Phone number',
            password: 'Password',
            confirmPassword: 'Confirm password',
          };
    await screen.findByLabelText(labels.email);
    for (const [field, value] of Object.entries(values)) {
      if (!value || field === 'referralCode') continue;
      await ui.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
    }
    return { ui, labels };
  }

  it('checks the form in the browser and says what is wrong beside each field (en)', async () => {
    renderRegister('en');
    const { ui } = await fill('en', {
      ...form,
      firstName: 'Anh2',
      phone: '12345',
      password: 'mậtkhẩu123',
      confirmPassword: 'other',
    });
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'The first name must not contain digits.',
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      /Please enter a valid Vietnamese phone number/,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /The password may only use unaccented latin letters/,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The confirmation does not match the password.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it.each([
    ['vi', 'Mã giới thiệu'],
    ['en', 'Referral code'],
  ] as const)('asks for no referral code before the programme runs (%s)', async (lang, label) => {
    renderRegister(lang);
    await screen.findByLabelText('Email');
    expect(screen.queryByLabelText(label, { exact: false })).toBeNull();
  });

  it('checks the form in the browser and says what is wrong beside each field (vi)', async () => {
    renderRegister('vi');
    const { ui } = await fill('vi', { ...form, lastName: 'Nguyễn 2', password: 'ngắn' });
    await ui.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(screen.getByLabelText('Họ')).toHaveAccessibleDescription('Họ không được chứa chữ số.');
    expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription(
      /Mật khẩu phải có ít nhất 8 ký tự/,
    );
  });

  it("shows the server's refusal beside the email field", async () => {
    renderRegister('vi', { ok: false, fieldErrors: { email: 'errors:EMAIL_IS_EXIST' } });
    const { ui } = await fill('vi', form);
    await ui.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByText('Email đã được sử dụng.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('after sign-up says where the mail went and offers to send it again', async () => {
    renderRegister('en', { ok: true, email: 'lan@example.vn' });
    const { ui } = await fill('en', form);
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('lan@example.vn')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Send the confirmation email again' }),
    ).toBeInTheDocument();
  });
});
