import { useTranslation } from 'react-i18next';

/** The product's specifications as a two-column table. */
export function SpecificationsTable({
  specifications,
}: {
  specifications: { name: string; value: string }[];
}) {
  const { t } = useTranslation('catalog');
  if (specifications.length === 0) return null;
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title" className="mb-3 text-lg font-bold">
        {t('product.specifications')}
      </h2>
      <table className="w-full overflow-hidden rounded-2xl bg-white text-sm ring-1 ring-ink-100">
        <tbody>
          {specifications.map((spec) => (
            <tr
              key={spec.name}
              className="border-b border-ink-100 last:border-b-0 even:bg-ink-50/60"
            >
              <th scope="row" className="w-2/5 px-4 py-2.5 text-left font-medium text-ink-600">
                {spec.name}
              </th>
              <td className="px-4 py-2.5 text-ink-900">{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
