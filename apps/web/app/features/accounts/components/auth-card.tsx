import type { ReactNode } from 'react';
import { LotusMark } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';

/** The frame of the account pages (log in, sign up, passwords): one calm card, centred. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-14 ${wide ? 'max-w-xl' : 'max-w-md'}`}>
      <PageTitle title={title} />
      <div className="rounded-3xl border border-ink-100 bg-white px-5 py-7 shadow-sm shadow-ink-900/5 sm:px-8 sm:py-9">
        <div className="mb-7 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-lotus-50 text-lotus-700">
            <LotusMark size={30} />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm leading-6 text-ink-600">{subtitle}</p> : null}
        </div>
        {children}
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-ink-600">{footer}</div> : null}
    </div>
  );
}
