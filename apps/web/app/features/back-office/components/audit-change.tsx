import { useTranslation } from 'react-i18next';

type Fields = Record<string, unknown> | null;

/** A field's value as the log shows it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** What a change did, field by field: the value before (struck through) and after. */
export function AuditChange({ before, after }: { before: Fields; after: Fields }) {
  const { t } = useTranslation('backoffice');
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  if (keys.length === 0) return <span className="text-ink-500">{t('audit.nothing')}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      {keys.slice(0, 8).map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium text-ink-600">{key}</dt>
          <dd className="min-w-0 break-words text-ink-900">
            {before && key in before ? (
              <>
                <span className="sr-only">{t('audit.before')}: </span>
                <del className="text-ink-500">{shown(before[key])}</del>
                {after && key in after ? ' → ' : null}
              </>
            ) : null}
            {after && key in after ? (
              <>
                <span className="sr-only">{t('audit.after')}: </span>
                <ins className="no-underline">{shown(after[key])}</ins>
              </>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
