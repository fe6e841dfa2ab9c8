import { type Card, CARD_NETWORKS, NAPAS_BANKS, NAPAS_BANKS_CHECKED } from '@lotus/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { inputClass } from '../../../components/ui/text-field';
import { CardForm } from './card-form';
import { VisibilitySelect } from './visibility-select';

/** A card as its owner loads it (with visibilities and counters). */
type OwnCard = Card & { owner: NonNullable<Card['owner']> };

/** What a member types where it is not a name (the server builds the link). */
const HANDLE_HINTS: Partial<Record<(typeof CARD_NETWORKS)[number], string>> = {
  telegram: '@',
  twitter: '@',
  instagram: '@',
  whatsapp: '0912 345 678',
  website: 'https://',
  zalo: '0912 345 678',
};

/** The social tab's card part: a handle per network, each with who may see it. */
export function CardSocialForm({ card }: { card: OwnCard }) {
  const { t } = useTranslation(['cards', 'common']);
  return (
    <CardForm
      section="social"
      title={t('cards:settings.socialTitle')}
      description={t('cards:settings.socialDescription')}
    >
      {(errors) => (
        <ul className="flex flex-col gap-4">
          {CARD_NETWORKS.map((network) => (
            <li
              key={network}
              className="grid grid-cols-1 items-start gap-3 border-b border-ink-100 pb-4 sm:grid-cols-[1fr_14rem]"
            >
              <TextField
                name={`handles.${network}`}
                label={t(`common:social.${network}`)}
                placeholder={HANDLE_HINTS[network]}
                inputMode={network === 'whatsapp' || network === 'zalo' ? 'tel' : 'text'}
                autoCapitalize="off"
                defaultValue={card.owner.handles[network] ?? ''}
                error={errors[`handles.${network}`]}
              />
              <VisibilitySelect
                beside
                field={network}
                label={t(`common:social.${network}`)}
                value={card.owner.visibility[network]}
              />
            </li>
          ))}
        </ul>
      )}
    </CardForm>
  );
}

/** The contact tab's card part: who may see the phone, the e-mail and the address. */
export function CardContactForm({ card }: { card: OwnCard }) {
  const { t } = useTranslation('cards');
  return (
    <CardForm
      section="contact"
      title={t('settings.contactTitle')}
      description={t('settings.contactDescription')}
    >
      {() => (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {(['phone', 'email', 'address'] as const).map((field) => (
            <VisibilitySelect
              key={field}
              field={field}
              label={t(`fields.${field}`)}
              value={card.owner.visibility[field]}
            />
          ))}
        </div>
      )}
    </CardForm>
  );
}

/** The payment tab's card part: a bank account, MoMo and ZaloPay wallets, PayPal.me. */
export function CardPaymentForm({ card }: { card: OwnCard }) {
  const { t } = useTranslation('cards');
  const bankId = useId();
  const bank = card.owner.bank;
  return (
    <CardForm
      section="payment"
      title={t('settings.paymentTitle')}
      description={t('settings.paymentDescription')}
    >
      {(errors) => (
        <>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <div>
              <label htmlFor={bankId} className="mb-1.5 block text-sm font-medium text-ink-800">
                {t('settings.bank')}
              </label>
              <select
                id={bankId}
                name="bank.bin"
                defaultValue={bank?.bin ?? ''}
                className={inputClass}
                aria-invalid={errors['bank.bin'] ? true : undefined}
              >
                <option value="">{t('settings.bankNone')}</option>
                {NAPAS_BANKS.map((b) => (
                  <option key={b.bin} value={b.bin}>
                    {b.shortName} — {b.name}
                  </option>
                ))}
              </select>
              <p className="mt-1.5 text-xs text-ink-500">
                {t('settings.bankList', { date: NAPAS_BANKS_CHECKED })}
              </p>
            </div>
            <TextField
              name="bank.account"
              label={t('settings.bankAccount')}
              inputMode="numeric"
              defaultValue={bank?.account ?? ''}
              error={errors['bank.account']}
            />
            <TextField
              name="bank.holder"
              label={t('settings.bankHolder')}
              autoCapitalize="characters"
              defaultValue={bank?.holder ?? ''}
              error={errors['bank.holder']}
            />
            <TextField
              name="momo"
              label={t('settings.momo')}
              autoCapitalize="characters"
              defaultValue={card.owner.momo ?? ''}
              error={errors.momo}
            />
            <TextField
              name="zalopay"
              label={t('settings.zalopay')}
              autoCapitalize="characters"
              defaultValue={card.owner.zalopay ?? ''}
              error={errors.zalopay}
            />
            <TextField
              name="paypal"
              label={t('settings.paypal')}
              autoCapitalize="off"
              placeholder="paypal.me/…"
              defaultValue={card.owner.paypal ?? ''}
              error={errors.paypal}
            />
          </div>
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-ink-900">
              {t('settings.visibility')}
            </legend>
            {(['bank', 'momo', 'zalopay', 'paypal'] as const).map((field) => (
              <VisibilitySelect
                key={field}
                field={field}
                label={t(`fields.${field}`)}
                value={card.owner.visibility[field]}
              />
            ))}
          </fieldset>
        </>
      )}
    </CardForm>
  );
}
