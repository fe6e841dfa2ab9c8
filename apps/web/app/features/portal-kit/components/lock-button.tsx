import type { AccountSummary } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { LockIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import type { FormFailure } from '../../../lib/form-errors';
import { useActionToast } from '../hooks/use-action-toast';
import { ConfirmButton } from './confirm-button';

/** What the back office's lock action answers. */
export type LockActionData =
  { ok: true; id: string; isLocked: boolean; email: string } | FormFailure;

/**
 * Lock or unlock one account, in place, with a toast saying what happened. Locking asks first: it
 * signs the account out everywhere at once.
 */
export function LockButton({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('portal');
  const fetcher = useFetcher<LockActionData>();
  useActionToast(
    fetcher.data,
    (result) =>
      result.ok
        ? {
            type: 'success',
            message: `portal:accounts.notify.${result.isLocked ? 'AccountLocked' : 'AccountUnlocked'}`,
            values: { email: result.email },
          }
        : result.formError
          ? { type: 'error', message: result.formError.key, values: result.formError.values }
          : null,
    fetcher.state,
  );

  const busy = fetcher.state !== 'idle';
  const base =
    'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition disabled:opacity-60';
  if (!account.isLocked) {
    return (
      <ConfirmButton
        tone="danger"
        label={t('accounts.lockLabel', { email: account.email })}
        title={t('accounts.lockQuestion', { email: account.email })}
        message={t('accounts.lockConsequence')}
        confirmLabel={t('accounts.lock')}
        fields={{ id: account.id, email: account.email, intent: 'lock' }}
        fetcher={fetcher}
        disabled={busy}
        className={`${base} border border-red-200 bg-white text-red-700 hover:bg-red-50`}
      >
        <LockIcon size={14} />
        {t('accounts.lock')}
      </ConfirmButton>
    );
  }
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="email" value={account.email} />
      <button
        type="submit"
        name="intent"
        value="unlock"
        disabled={busy}
        aria-label={t('accounts.unlockLabel', { email: account.email })}
        className={`${base} border border-emerald-200 bg-white text-emerald-800 hover:bg-emerald-50`}
      >
        <ShieldCheckIcon size={14} />
        {t('accounts.unlock')}
      </button>
    </fetcher.Form>
  );
}
