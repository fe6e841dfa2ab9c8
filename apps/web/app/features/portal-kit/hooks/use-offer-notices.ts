import { useEffect, useRef } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { useNotify } from '../../../store/use-notify';
import type { OfferActionData } from '../offer-action';

/**
 * A programme page's answer to its form: a saved programme or a granted voucher says so and
 * returns to the list at `path`, once the page has finished reloading its data after the action
 * (leaving earlier would cut that reload short). Refusals stay beside the form that was sent.
 */
export function useOfferNotices(actionData: OfferActionData | undefined, path: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const idle = useNavigation().state === 'idle';
  const told = useRef<OfferActionData | undefined>(undefined);
  useEffect(() => {
    if (!idle || !actionData?.ok || told.current === actionData) return;
    told.current = actionData;
    if (actionData.intent === 'save') {
      notify.success(`portal:offers.notify.${actionData.created ? 'created' : 'updated'}`, {
        name: actionData.name,
      });
    } else if (actionData.intent === 'grant') {
      notify.success('portal:offers.notify.granted', {
        code: actionData.code,
        email: actionData.email,
      });
    } else {
      return;
    }
    void navigate(path, { replace: true, preventScrollReset: true });
  }, [idle, actionData, notify, navigate, path]);
}
