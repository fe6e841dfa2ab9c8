import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';
import { isPolicyKey } from '../features/layout';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/policy';

export function loader({ params }: Route.LoaderArgs) {
  if (!isPolicyKey(params.key)) notFound();
  return { key: params.key };
}

/** `/policy/<key>`: the spec's content pages; their text arrives with the content issue. */
export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`policy.${loaderData.key}`)} />;
}
