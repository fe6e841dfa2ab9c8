import { useEffect, useRef } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { useNotify } from '../../../store/use-notify';
import type { ContentActionData } from '../news-form-values';

/**
 * A news or showroom page's answer: a change says so in a toast and a saved form returns to the
 * list at `path`, once the page has reloaded its data; a refusal without a field is a toast too
 * (a form's refusals stay beside its fields).
 */
export function useContentNotice(actionData: ContentActionData | undefined, path: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const idle = useNavigation().state === 'idle';
  const told = useRef<ContentActionData | undefined>(undefined);
  useEffect(() => {
    if (!idle || !actionData || told.current === actionData) return;
    told.current = actionData;
    if (!actionData.ok) {
      if (actionData.intent !== 'save' && actionData.formError) {
        notify.error(actionData.formError.key, actionData.formError.values);
      }
      return;
    }
    if (actionData.intent === 'preview') return;
    notify.success(`content:${actionData.notice}`, actionData.values);
    if (actionData.back) void navigate(path, { replace: true, preventScrollReset: true });
  }, [idle, actionData, notify, navigate, path]);
}
