import type { CompanyStatement, EndpointData, referralCompanyContract } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useDateTime, useMoney } from '../../../lib/format';

type Company = EndpointData<typeof referralCompanyContract.me>;
type Members = EndpointData<typeof referralCompanyContract.members>;

const FIGURES = ['opening', 'accrued', 'approved', 'reversed', 'spent', 'paid', 'closing'] as const;

const cell = 'px-3 py-2.5 text-left align-top';
const head = `${cell} text-xs font-semibold uppercase tracking-wide text-ink-600`;

/**
 * A referral company's page: who is signed in for which company, the month's statement (the
 * balance owed at its start, what was accrued, approved, reversed with its order, spent, paid
 * with its transfer's reference, and the balance at its end) with its CSV, each line, and the
 * company's members. Tables scroll sideways in their frame on a phone.
 */
export function CompanyStatementView({
  company,
  members,
  statement,
}: {
  company: Company;
  members: Members;
  statement: CompanyStatement;
}) {
  const { t } = useTranslation('referral');
  const money = useMoney();
  const dateTime = useDateTime();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-ink-600">
            {t('company.signedInAs', {
              email: company.email,
              role: t(`company.roles.${company.role}`),
            })}
          </p>
          <h2 className="text-xl font-bold tracking-tight text-ink-900">{company.name}</h2>
        </div>
        <Form method="post" action="/referral-company">
          <input type="hidden" name="intent" value="logout" />
          <button type="submit" className="text-sm font-semibold text-lotus-700 underline">
            {t('company.logout')}
          </button>
        </Form>
      </div>

      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-ink-700">
          {t('company.month')}
          <input
            type="month"
            name="month"
            defaultValue={statement.month}
            className="h-11 rounded-xl border border-ink-200 bg-white px-3 text-base sm:text-sm"
          />
        </label>
        <button type="submit" className="btn-primary h-11">
          {t('company.show')}
        </button>
        <a
          href={`/referral-company/statement.csv?month=${statement.month}`}
          className="inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold text-lotus-700 ring-1 ring-lotus-200 hover:bg-lotus-50"
          download
        >
          {t('company.csv')}
        </a>
      </Form>

      <section aria-labelledby="statement-title" className="flex flex-col gap-3">
        <h3 id="statement-title" className="text-base font-bold text-ink-900">
          {t('company.statementTitle', { month: statement.month })}
        </h3>
        <dl
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7"
          data-testid="statement"
        >
          {FIGURES.map((key) => (
            <div
              key={key}
              className={`rounded-2xl px-4 py-3 ring-1 ${
                key === 'closing' ? 'bg-lotus-50 ring-lotus-100' : 'bg-ink-50 ring-ink-100'
              }`}
            >
              <dt className="text-xs font-medium text-ink-600">{t(`company.figures.${key}`)}</dt>
              <dd
                className="mt-1 text-base font-bold whitespace-nowrap text-ink-900"
                data-figure={key}
              >
                {money(statement[key])}
              </dd>
            </div>
          ))}
        </dl>
        <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-100">
          <table className="w-full min-w-[640px] text-sm">
            <caption className="sr-only">{t('company.linesCaption')}</caption>
            <thead className="bg-ink-50">
              <tr>
                <th scope="col" className={head}>
                  {t('table.datetime')}
                </th>
                <th scope="col" className={head}>
                  {t('company.kind')}
                </th>
                <th scope="col" className={head}>
                  {t('company.member')}
                </th>
                <th scope="col" className={head}>
                  {t('table.order')}
                </th>
                <th scope="col" className={head}>
                  {t('company.reference')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('table.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {statement.lines.length === 0 ? (
                <tr>
                  <td colSpan={6} className={`${cell} text-ink-600`}>
                    {t('company.noLines')}
                  </td>
                </tr>
              ) : (
                statement.lines.map((line, i) => (
                  <tr key={i} data-line={line.kind}>
                    <td className={`${cell} whitespace-nowrap`}>{dateTime(line.at)}</td>
                    <td className={cell}>{t(`company.lineKinds.${line.kind}`)}</td>
                    <td className={`${cell} [overflow-wrap:anywhere]`}>{line.memberEmail}</td>
                    <td className={cell}>{line.orderNumber ?? '—'}</td>
                    <td className={cell}>{line.reference ?? '—'}</td>
                    <td className={`${cell} text-right font-semibold whitespace-nowrap`}>
                      {money(line.amount)}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="members-title" className="flex flex-col gap-3">
        <h3 id="members-title" className="text-base font-bold text-ink-900">
          {t('company.membersTitle')}
        </h3>
        <div className="overflow-x-auto rounded-2xl ring-1 ring-ink-100">
          <table className="w-full min-w-[640px] text-sm">
            <thead className="bg-ink-50">
              <tr>
                <th scope="col" className={head}>
                  {t('company.member')}
                </th>
                <th scope="col" className={head}>
                  {t('company.code')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('company.invitees')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('totals.pending')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('totals.available')}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {t('totals.paid')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {members.map((m) => (
                <tr key={m.userId}>
                  <td className={cell}>
                    <span className="block font-medium text-ink-900">{m.name || m.email}</span>
                    <span className="block text-xs [overflow-wrap:anywhere] text-ink-600">
                      {m.email} · {t(`company.roles.${m.role}`)}
                    </span>
                  </td>
                  <td className={`${cell} font-mono`}>{m.code ?? '—'}</td>
                  <td className={`${cell} text-right`}>{m.invitees}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>{money(m.pending)}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>{money(m.available)}</td>
                  <td className={`${cell} text-right whitespace-nowrap`}>{money(m.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
