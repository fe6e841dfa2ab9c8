import { data } from 'react-router';
import { requireUser } from '../../features/accounts';
import { type PreviewAnswer } from '../../features/portal-kit';
import { previewRichText } from '../../features/content';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import type { Route } from './+types/page-preview';

/**
 * POST `html`: the rich text as the server would store it (sanitised by the API's preview
 * endpoint, nothing saved), for the back office's editors.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'content.manage' });
  const html = (await request.formData()).get('html');
  if (typeof html !== 'string') return data<PreviewAnswer>({ ok: false }, { status: 400 });
  try {
    return {
      ok: true,
      html: await previewRichText(createApiClient(context.api), html),
    } satisfies PreviewAnswer;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return data<PreviewAnswer>({ ok: false }, { status: error.status });
  }
}
