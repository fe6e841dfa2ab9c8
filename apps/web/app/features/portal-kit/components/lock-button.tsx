import type { AccountSummary } from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { LockIcon, ShieldCheckIcon } from '../../../components/ui/icons';
import type { FormFailure } from '../../../lib/form-errors';
import { useNotify } from '../../../store/use-notify';

/** What the back office's lock action answers. */
export type LockActionData =
  { ok: true; id: string; isLocked: boolean; email: string } | FormFailure;

/** Lock or unlock one account, in place, with a toast saying what happened. */
export function LockButton({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('portal');
  const notify = useNotify();
  const fetcher = useFetcher<LockActionData>();
  const handled = useRef<LockActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      notify.success(
        `portal:accounts.notify.${result.isLocked ? 'AccountLocked' : 'AccountUnlocked'}`,
        {
          email: result.email,
        },
      );
    } else if (result.formError) {
      notify.error(result.formError.key, result.formError.values);
    }
  }, [fetcher.state, fetcher.data, notify]);

  const locking = !account.isLocked;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={account.id} />
      <input type="hidden" name="email" value={account.email} />
      <button
        type="submit"
        name="intent"
        value={locking ? 'lock' : 'unlock'}
        disabled={fetcher.state !== 'idle'}
        aria-label={t(locking ? 'accounts.lockLabel' : 'accounts.unlockLabel', {
          email: account.email,
        })}
        className={`inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition disabled:opacity-60 ${
          locking
            ? 'border border-red-200 bg-white text-red-700 hover:bg-red-50'
            : 'border border-emerald-200 bg-white text-emerald-800 hover:bg-emerald-50'
        }`}
      >
        {locking ? <LockIcon size={14} /> : <ShieldCheckIcon size={14} />}
        {t(locking ? 'accounts.lock' : 'accounts.unlock')}
      </button>
    </fetcher.Form>
  );
}
