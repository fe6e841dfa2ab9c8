import type { AccountSummary } from '@lotus/core';
import { useTranslation } from 'react-i18next';

/** Whether an account is active, not yet verified, or locked. */
export function AccountStatusBadge({ account }: { account: AccountSummary }) {
  const { t } = useTranslation('portal');
  const [key, tone] = account.isLocked
    ? (['locked', 'bg-red-50 text-red-800 ring-red-200'] as const)
    : account.isActive
      ? (['active', 'bg-emerald-50 text-emerald-800 ring-emerald-200'] as const)
      : (['inactive', 'bg-amber-50 text-amber-900 ring-amber-200'] as const);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tone}`}
    >
      {t(`accounts.status.${key}`)}
    </span>
  );
}
