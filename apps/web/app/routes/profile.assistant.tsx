import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/ui/page-title';
import { requireUser } from '../features/accounts';
import { ChatView, getConversation } from '../features/assistant';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { toRouteError } from '../lib/route-errors';
import type { Route } from './+types/profile.assistant';

export const handle = i18nHandle('assistant');

/** The profile's "chat with AI" (spec section 2): the shopper's conversation with its history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const conversation = await getConversation(createApiClient(context.api)).catch(toRouteError);
  return { messages: conversation.messages };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function ProfileAssistant({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('assistant');
  return (
    <section aria-labelledby="assistant-title" className="grid gap-4">
      <PageTitle title={t('page.title')} />
      <div>
        <h2 id="assistant-title" className="text-lg font-bold text-ink-900">
          {t('page.title')}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink-600">{t('page.lead')}</p>
      </div>
      <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm">
        <ChatView
          initial={loaderData.messages}
          signedIn
          className="h-[min(70dvh,720px)] bg-ink-50/40"
        />
      </div>
    </section>
  );
}
