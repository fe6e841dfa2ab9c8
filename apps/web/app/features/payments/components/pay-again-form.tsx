import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { translateKey } from '../../../i18n/i18n';
import { PAY_AGAIN_INTENT, type PayAgainFailure } from '../payment-routes';

/**
 * "Pay again" for an unpaid order: posts to the page's action (`payAgainIntent`), which starts a
 * new attempt and goes to its countdown; a refusal shows above the button.
 */
export function PayAgainForm({
  orderId,
  failure,
  centred = false,
}: {
  orderId: string;
  failure?: PayAgainFailure | undefined;
  /** Centred under a centred message (the result page), else at the start. */
  centred?: boolean;
}) {
  const { t } = useTranslation('payments');
  const navigation = useNavigation();
  const pending =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === PAY_AGAIN_INTENT;
  return (
    <Form
      method="post"
      className={`flex w-full flex-col gap-3 ${centred ? 'items-center' : 'items-start'}`}
    >
      <input type="hidden" name="intent" value={PAY_AGAIN_INTENT} />
      <input type="hidden" name="orderId" value={orderId} />
      {failure ? (
        <FormAlert tone="error">
          {translateKey(t, `errors:${failure.code}`, failure.params)}
        </FormAlert>
      ) : null}
      <button
        type="submit"
        className="btn-primary disabled:cursor-progress disabled:opacity-80"
        disabled={pending}
      >
        {pending ? t('payAgain.pending') : t('payAgain.button')}
      </button>
    </Form>
  );
}
