import { displayName, loginSchema, safeRedirect, type Role } from '@lotus/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigate, useNavigation } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import {
  AuthCard,
  getUserWithToken,
  login,
  loginFailureMessage,
  PasswordField,
  ResendVerificationForm,
  sessionCookieHeaders,
  SubmitButton,
} from '../features/accounts';
import { mergeCart, parseLines } from '../features/cart';
import { translateKey } from '../i18n/i18n';
import { ApiRequestError, createApiClient } from '../lib/api-client';
import {
  detailsToFieldErrors,
  formValues,
  invalidForm,
  type FieldErrors,
  type FormMessage,
} from '../lib/form-errors';
import { useRootData } from '../lib/root-data';
import { schemaValidator, useFormErrors } from '../lib/use-form-errors';
import { cartCleared } from '../store/cart-slice';
import { useAppDispatch, useAppSelector } from '../store/store';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/login';

/** What the login action answers. */
export type LoginActionData =
  | {
      ok: true;
      name: string;
      role: Role;
      redirectTo: string;
      /** The visitor's local cart went into the account's (the page then empties it). */
      cartMerged: boolean;
    }
  | {
      ok: false;
      fieldErrors: FieldErrors;
      formError?: FormMessage;
      /** The refusal's code, e.g. USER_NOT_ACTIVE (the page then offers the mail again). */
      code?: string;
      email?: string;
    };

type LoginSuccess = Extract<LoginActionData, { ok: true }>;

/** The same-site path to come back to, or '' (the role's home then). */
function redirectParam(url: URL): string {
  const target = url.searchParams.get('redirect');
  return target && safeRedirect(target, 'CUSTOMER') === target ? target : '';
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { redirect: redirectParam(url), expired: url.searchParams.get('expired') === '1' };
}

/**
 * POST /login (username = the email, password, redirect, carts): logs in through the API, merges
 * the visitor's local cart (`carts`, sent by the page) into the account's, passes the API's
 * session cookies on to the browser, and answers with the user's name and where to go. A cart
 * that fails to merge does not fail the login: the shell tries again (CartSync).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = formValues(form);
  const lines = parseLines(values.carts ?? null);
  delete values.carts;
  const parsed = loginSchema.safeParse({ ...values, redirect: values.redirect || undefined });
  if (!parsed.success) return data<LoginActionData>(invalidForm(parsed.error), { status: 400 });
  const api = createApiClient(context.api);
  try {
    const { result, headers } = await login(api, parsed.data);
    const user = await getUserWithToken(api, result.token).catch(() => null);
    const role = user?.role ?? 'CUSTOMER';
    // The API's session cookies are now in the request's jar: this merge is the new user's.
    const cartMerged =
      lines.length > 0 &&
      (await mergeCart(api, lines).then(
        () => true,
        () => false,
      ));
    const redirectTo = safeRedirect(result.redirectTo, role);
    // A form the browser sent itself (no script yet, or none at all) goes straight on; the page
    // script navigates on its own after its welcome.
    if (request.headers.get('sec-fetch-mode') === 'navigate') {
      return redirect(redirectTo, { status: 303, headers: sessionCookieHeaders(headers) });
    }
    return data<LoginActionData>(
      {
        ok: true,
        name: (user && displayName(user.role, user.profile)) || parsed.data.username,
        role,
        redirectTo,
        cartMerged,
      },
      { headers: sessionCookieHeaders(headers) },
    );
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const status = error.status >= 400 ? error.status : 400;
    if (error.details?.length) {
      return data<LoginActionData>(
        { ok: false, fieldErrors: detailsToFieldErrors(error.details) },
        { status },
      );
    }
    return data<LoginActionData>(
      {
        ok: false,
        fieldErrors: {},
        formError: loginFailureMessage(error),
        code: error.code,
        email: parsed.data.username,
      },
      { status },
    );
  }
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

const validate = schemaValidator(() =>
  import('../lib/form-schemas').then((schemas) => schemas.loginSchema),
);

/**
 * `/login?redirect=`: log in, then straight to the page asked for (the welcome is a toast; the
 * form stays as it was sent until that page is there, with no card of its own in between).
 */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const notify = useNotify();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { user } = useRootData();
  const dispatch = useAppDispatch();
  const { carts, restored } = useAppSelector((state) => state.product);
  const result = actionData;
  const failure = result && !result.ok ? result : undefined;
  // Kept once seen: a revalidation that starts before the action's own ends (the shell's, another
  // tab's) drops actionData, and the shopper would be left on this page, signed in.
  const [success, setSuccess] = useState<LoginSuccess | undefined>(undefined);
  if (result?.ok && result !== success) setSuccess(result);
  const { formRef, errors, onSubmit, onChange } = useFormErrors(failure?.fieldErrors, validate);
  // Sent, or in and on the way to the page asked for.
  const pending =
    (navigation.state === 'submitting' && navigation.formAction === '/login') || !!success;

  const expiredShown = useRef(false);
  useEffect(() => {
    if (!loaderData.expired || expiredShown.current) return;
    expiredShown.current = true;
    notify.warning('accounts:notify.SessionExpired');
  }, [loaderData.expired, notify]);

  const welcomed = useRef<LoginActionData | null>(null);
  const settled = navigation.state === 'idle';
  useEffect(() => {
    // The action's answer shows while the shell still asks who is signed in (React Router hands
    // actionData over before its revalidation ends); leaving then would cut that short, and the
    // header would still greet a visitor. So: once the page has settled.
    if (!success || !settled || welcomed.current === success) return;
    welcomed.current = success;
    // The local cart is in the account now; keeping it would add it again at the next login.
    if (success.cartMerged) dispatch(cartCleared());
    notify.success('accounts:notify.LoginSuccess', { name: success.name });
    void navigate(safeRedirect(success.redirectTo, success.role), { replace: true });
  }, [success, settled, navigate, notify, dispatch]);

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to="/register"
            className="font-semibold text-lotus-700 underline-offset-4 hover:underline"
          >
            {t('login.register')}
          </Link>
        </>
      }
    >
      {loaderData.expired ? (
        <FormAlert tone="warning" className="mb-5">
          {t('login.sessionExpired')}
        </FormAlert>
      ) : loaderData.redirect && !user ? (
        <FormAlert tone="info" className="mb-5">
          {t('login.loginRequired')}
        </FormAlert>
      ) : null}
      {user && !success ? (
        <FormAlert tone="info" className="mb-5">
          {t('login.signedInAs', { name: displayName(user.role, user.profile) || user.email })}
        </FormAlert>
      ) : null}

      {failure?.formError ? (
        <FormAlert tone="error" className="mb-5">
          <p>{translateKey(t, failure.formError.key, failure.formError.values)}</p>
          {failure.code === 'USER_NOT_ACTIVE' && failure.email ? (
            <div className="mt-2">
              <ResendVerificationForm
                email={failure.email}
                label={t('login.resend')}
                pendingLabel={t('register.resending')}
                variant="link"
              />
            </div>
          ) : null}
        </FormAlert>
      ) : null}

      <Form
        ref={formRef}
        method="post"
        action="/login"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="redirect" value={loaderData.redirect} />
        {restored && carts.length > 0 ? (
          <input type="hidden" name="carts" value={JSON.stringify(carts)} />
        ) : null}
        <TextField
          name="username"
          type="email"
          label={t('fields.email')}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          required
          defaultValue={failure?.email}
          error={errors.username}
        />
        <div>
          <PasswordField
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <p className="mt-2 text-right text-sm">
            <Link
              to="/forgot-password"
              className="font-medium text-lotus-700 underline-offset-4 hover:underline"
            >
              {t('login.forgot')}
            </Link>
          </p>
        </div>
        <SubmitButton pending={pending} pendingText={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
