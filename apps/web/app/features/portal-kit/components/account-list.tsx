import type { AccountSummary, PageMeta } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from './data-table';
import { AccountStatusBadge } from './account-status-badge';
import { LockButton } from './lock-button';

/**
 * The back office's accounts in the kit's table (sideways on a phone). With
 * `canLock`, each row has its lock button (not the signed-in staff member's own).
 */
export function AccountList({
  accounts,
  meId,
  canLock,
  meta,
}: {
  accounts: AccountSummary[];
  meId: string;
  canLock: boolean;
  meta?: PageMeta;
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

  const columns: Column<AccountSummary>[] = [
    {
      key: 'name',
      header: t('accounts.columns.name'),
      className: 'max-w-72',
      sortValue: (account) => account.fullName || account.email,
      cell: (account) => (
        <>
          <p className="truncate font-medium text-ink-900">
            {account.fullName || t('accounts.noName')}
          </p>
          <p className="truncate text-ink-600">{account.email}</p>
        </>
      ),
    },
    {
      key: 'phone',
      header: t('accounts.columns.phone'),
      className: 'whitespace-nowrap',
      cell: (account) => account.phone ?? '—',
    },
    {
      key: 'role',
      header: t('accounts.columns.role'),
      className: 'whitespace-nowrap',
      sortValue: (account) => account.role,
      cell: (account) => t(`roles.${account.role}`),
    },
    {
      key: 'status',
      header: t('accounts.columns.status'),
      cell: (account) => <AccountStatusBadge account={account} />,
    },
    {
      key: 'created',
      header: t('accounts.columns.createdAt'),
      className: 'whitespace-nowrap',
      sortValue: (account) => account.createdAt,
      cell: (account) => date.format(new Date(account.createdAt)),
    },
    ...(canLock
      ? [
          {
            key: 'actions',
            header: t('accounts.columns.actions'),
            align: 'end' as const,
            cell: (account: AccountSummary) => (
              <div className="flex justify-end">{actions(account)}</div>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      caption={t('accounts.title')}
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
      {...(meta ? { meta } : {})}
      empty={t('accounts.empty')}
    />
  );
}
