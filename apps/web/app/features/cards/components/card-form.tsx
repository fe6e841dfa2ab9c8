import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import type { FieldErrors } from '../../../lib/form-errors';
import { useNotify } from '../../../store/use-notify';
import type { CardSection } from '../card-sections';
import type { CardActionData } from '../save-card';

/**
 * A profile tab's e-card form: its own submission (a fetcher, so the tab's other form keeps its
 * state), errors beside the fields, a notice when saved.
 */
export function CardForm({
  section,
  title,
  description,
  children,
}: {
  section: CardSection;
  title: string;
  description: string;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useTranslation('cards');
  const fetcher = useFetcher<CardActionData>();
  const notify = useNotify();
  const result = fetcher.data;
  const failure = result && !result.ok ? result : undefined;
  const told = useRef<CardActionData | undefined>(undefined);
  useEffect(() => {
    if (!result?.ok || told.current === result) return;
    told.current = result;
    notify.success('cards:settings.saved');
  }, [result, notify]);
  const pending = fetcher.state !== 'idle';
  return (
    <section aria-labelledby={`card-${section}`} className="flex flex-col gap-2">
      <h2 id={`card-${section}`} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <p className="text-sm leading-6 text-ink-600">{description}</p>
      {failure?.formError ? (
        <FormAlert tone="error" className="mt-3">
          {translateKey(t, failure.formError.key, failure.formError.values)}
        </FormAlert>
      ) : null}
      <fetcher.Form method="post" noValidate className="mt-4 flex flex-col gap-6">
        <input type="hidden" name="intent" value="card" />
        {children(failure?.fieldErrors ?? {})}
        <div className="flex justify-end border-t border-ink-100 pt-5">
          <button
            type="submit"
            className="btn-primary disabled:cursor-progress disabled:opacity-80"
            disabled={pending}
          >
            {pending ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
