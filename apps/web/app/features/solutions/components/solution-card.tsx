import type { PublicSolution } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/format';

export const solutionPath = (id: string) => `/solutions/${id}`;

/** A live solution in a list: its first screenshot, title, provider, summary and price. */
export function SolutionCard({ solution }: { solution: PublicSolution }) {
  const { t } = useTranslation('solutions');
  const money = useMoney();
  const shot = solution.screenshots[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100 transition hover:shadow-md">
      <Link to={solutionPath(solution.id)} className="block aspect-[16/10] bg-ink-50">
        {shot ? (
          <img
            src={shot.url}
            alt=""
            width={shot.width}
            height={shot.height}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-lotus-700 uppercase">
          {t(`category.${solution.category}`)}
        </p>
        <h2 className="text-base leading-snug font-semibold text-ink-900">
          <Link to={solutionPath(solution.id)} className="hover:underline">
            {solution.title}
          </Link>
        </h2>
        <p className="text-sm text-ink-500">{solution.provider.businessName}</p>
        <p className="line-clamp-3 text-sm text-ink-700">{solution.summary}</p>
        <p className="mt-auto pt-2 text-base font-bold text-ink-900">
          {solution.price === null ? t('price.contact') : money(solution.price)}
        </p>
      </div>
    </article>
  );
}
