import type { AccountSummary } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { AccountStatusBadge } from './account-status-badge';
import { LockButton } from './lock-button';

/**
 * The back office's accounts: a card per account on phones, a table on wider screens. With
 * `canLock`, each row has its lock button (not the signed-in staff member's own).
 */
export function AccountList({
  accounts,
  meId,
  canLock,
}: {
  accounts: AccountSummary[];
  meId: string;
  canLock: boolean;
}) {
  const { t, i18n } = useTranslation('portal');
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
    dateStyle: 'medium',
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  const actions = (account: AccountSummary) =>
    !canLock ? null : account.id === meId ? (
      <span className="text-xs font-medium text-ink-500">{t('accounts.you')}</span>
    ) : (
      <LockButton account={account} />
    );

  return (
    <>
      {/* Phones: one card per account. */}
      <ul className="mt-3 flex flex-col gap-3 md:hidden">
        {accounts.map((account) => (
          <li key={account.id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-ink-900">
                  {account.fullName || t('accounts.noName')}
                </p>
                <p className="truncate text-sm text-ink-600">{account.email}</p>
              </div>
              <AccountStatusBadge account={account} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-500">{t('accounts.columns.role')}</dt>
              <dd className="text-ink-800">{t(`roles.${account.role}`)}</dd>
              <dt className="text-ink-500">{t('accounts.columns.phone')}</dt>
              <dd className="text-ink-800">{account.phone ?? '—'}</dd>
              <dt className="text-ink-500">{t('accounts.columns.createdAt')}</dt>
              <dd className="text-ink-800">{date.format(new Date(account.createdAt))}</dd>
            </dl>
            {canLock ? <div className="mt-3 flex justify-end">{actions(account)}</div> : null}
          </li>
        ))}
      </ul>

      {/* Wider screens: a table. */}
      <div className="mt-3 hidden overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('accounts.columns.name')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('accounts.columns.phone')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('accounts.columns.role')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('accounts.columns.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('accounts.columns.createdAt')}
              </th>
              {canLock ? (
                <th scope="col" className="px-4 py-3 text-right">
                  {t('accounts.columns.actions')}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {accounts.map((account) => (
              <tr key={account.id} className="hover:bg-ink-50/60">
                <td className="max-w-72 px-4 py-3">
                  <p className="truncate font-medium text-ink-900">
                    {account.fullName || t('accounts.noName')}
                  </p>
                  <p className="truncate text-ink-600">{account.email}</p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">{account.phone ?? '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                  {t(`roles.${account.role}`)}
                </td>
                <td className="px-4 py-3">
                  <AccountStatusBadge account={account} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                  {date.format(new Date(account.createdAt))}
                </td>
                {canLock ? (
                  <td className="px-4 py-3">
                    <div className="flex justify-end">{actions(account)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
