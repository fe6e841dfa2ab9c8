import { statementCsv } from '@lotus/core';
import { redirect } from 'react-router';
import { companyStatementPage, withCompanySession } from '../features/referrals';
import { createApiClient } from '../lib/api-client';
import type { Route } from './+types/referral-company.statement-csv';
import { statementMonth } from './referral-company.statement';

/**
 * `/referral-company/statement.csv?month=`: the month's statement as CSV for the signed-in
 * company (core's `statementCsv`, the same text as the API's file); without a session, the
 * login.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const month = statementMonth(request);
  const api = createApiClient(context.api);
  const read = await withCompanySession(request, api, (session) =>
    companyStatementPage(api, session, month),
  );
  const headers = new Headers();
  for (const cookie of read.setCookie) headers.append('Set-Cookie', cookie);
  if ('relogin' in read) {
    headers.set('Location', '/referral-company?relogin=1');
    throw redirect('/referral-company?relogin=1', { headers });
  }
  const { company, statement } = read.value;
  const csv = statementCsv(company.name, month, {
    ...statement,
    lines: statement.lines.map((l) => ({ ...l, at: new Date(l.at) })),
  });
  headers.set('Content-Type', 'text/csv; charset=utf-8');
  headers.set('Content-Disposition', `attachment; filename="referral-statement-${month}.csv"`);
  headers.set('Cache-Control', 'private, no-store');
  return new Response(`\uFEFF${csv}`, { headers });
}
