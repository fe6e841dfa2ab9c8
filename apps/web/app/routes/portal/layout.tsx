import { displayName } from '@lotus/core';
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { ErrorView, NotFoundView } from '../../components/ui/error-view';
import { requireUser } from '../../features/accounts';
import { ForbiddenView, PortalShell } from '../../features/portal-kit';
import { i18nHandle } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { BACK_OFFICE_SHELL } from '../../lib/page-shell';
import type { RouteErrorData } from '../../lib/route-errors';
import type { Route } from './+types/layout';

export const handle = { ...i18nHandle('portal', 'orders', 'cart'), ...BACK_OFFICE_SHELL };

/** The back office is for whoever may enter it (core's table: admins and operators). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context, { action: 'backoffice.enter' });
  return { me: { id: user.id, role: user.role, name: displayName(user.role, user.profile) } };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

/** `/portal`: the back office's own frame (top bar, navigation by area) around the open screen. */
export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PortalShell me={loaderData.me}>
      <Outlet />
    </PortalShell>
  );
}

function PortalError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    if (error.status === 403) return <ForbiddenView />;
    const code = (error.data as RouteErrorData | null)?.code;
    return <ErrorView status={error.status} code={code} />;
  }
  return <ErrorView />;
}

/**
 * A customer opening the back office sees a calm 403 page in the shop's frame; a staff member
 * whose screen failed sees the error inside the back office's frame, its navigation still there.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/portal/layout');
  if (!data) return <PortalError error={error} />;
  return (
    <PortalShell me={data.me}>
      <PortalError error={error} />
    </PortalShell>
  );
}
