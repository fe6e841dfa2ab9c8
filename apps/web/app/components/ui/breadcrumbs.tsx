import { Link } from 'react-router';
import { absoluteUrl, JsonLd } from './seo-meta';

/** A step of the trail: a link when it has an address, plain words otherwise. */
export interface Crumb {
  name: string;
  path?: string;
}

const linkClass = 'hover:text-lotus-800 hover:underline';

/**
 * The trail to a content page: its steps, then the page itself (`aria-current`) unless
 * `showCurrent` is false. With `publicUrl`, the same trail as schema.org `BreadcrumbList` for
 * search engines (the steps that have an address, and the page).
 */
export function Breadcrumbs({
  label,
  trail,
  current,
  showCurrent = true,
  publicUrl,
}: {
  label: string;
  trail: readonly Crumb[];
  current: Required<Crumb>;
  showCurrent?: boolean;
  publicUrl?: string;
}) {
  const shown = showCurrent ? [...trail, current] : trail;
  return (
    <>
      {publicUrl ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [...trail.filter((crumb) => crumb.path), current].map(
              (crumb, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                name: crumb.name,
                item: absoluteUrl(publicUrl, crumb.path!),
              }),
            ),
          }}
        />
      ) : null}
      <nav aria-label={label} className="text-sm text-ink-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          {shown.map((crumb, index) => (
            <Step key={index} crumb={crumb} first={index === 0} isCurrent={crumb === current} />
          ))}
        </ol>
      </nav>
    </>
  );
}

function Step({ crumb, first, isCurrent }: { crumb: Crumb; first: boolean; isCurrent: boolean }) {
  return (
    <>
      {first ? null : <li aria-hidden="true">/</li>}
      {isCurrent ? (
        <li aria-current="page" className="font-medium text-ink-900">
          {crumb.name}
        </li>
      ) : (
        <li>
          {crumb.path ? (
            <Link to={crumb.path} className={linkClass}>
              {crumb.name}
            </Link>
          ) : (
            crumb.name
          )}
        </li>
      )}
    </>
  );
}
