import {
  DELIVERY_METHODS,
  portalShopSettingContract,
  SHIPPING_ZONES,
  shopSettingSchema,
  type DeliveryMethod,
  type ShippingZone,
  type ShopSetting,
} from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { RequiredNote } from '../../components/ui/field-label';
import { FormAlert } from '../../components/ui/form-alert';
import { PageTitle } from '../../components/ui/page-title';
import { TextField } from '../../components/ui/text-field';
import { requireUser } from '../../features/accounts';
import { i18nHandle, translateKey } from '../../i18n/i18n';
import { withNamespaces } from '../../i18n/lazy-namespaces';
import { ApiRequestError, createApiClient } from '../../lib/api-client';
import {
  apiFormFailure,
  formValues,
  issuesToFieldErrors,
  type FormFailure,
} from '../../lib/form-errors';
import { toRouteError } from '../../lib/route-errors';
import { useNotify } from '../../store/use-notify';
import type { Route } from './+types/shop-settings';

export const handle = i18nHandle('portal');

/** What the action answers: saved (with when, so each save toasts once), or the form's errors. */
export type ShopSettingsActionData = { ok: true; at: number } | FormFailure;

/** `/portal/shop-settings`: the shop's settings as the admin last saved them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context, { action: 'settings.edit' });
  const api = createApiClient(context.api);
  return { setting: await api.call(portalShopSettingContract.get).catch(toRouteError) };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

const days = (value: string | undefined) => (value?.trim() ? Number(value) : Number.NaN);

/** The form's flat fields (`deliveryTimes.LOCAL.STANDARD.min`…) as the settings' shape. */
function settingFromForm(values: Record<string, string>) {
  const field = (name: string) => values[name] ?? '';
  return {
    business: {
      number: field('business.number'),
      issuedBy: { vi: field('business.issuedBy.vi'), en: field('business.issuedBy.en') },
      issuedOn: field('business.issuedOn'),
      moitUrl: field('business.moitUrl'),
    },
    deliveryTimes: Object.fromEntries(
      SHIPPING_ZONES.map((zone) => [
        zone,
        Object.fromEntries(
          DELIVERY_METHODS.map((method) => {
            const at = `deliveryTimes.${zone}.${method}`;
            return [method, { min: days(values[`${at}.min`]), max: days(values[`${at}.max`]) }];
          }),
        ),
      ]),
    ),
    warrantyMonths: days(values.warrantyMonths),
  };
}

/** PUT the form, checked first with core's schema (what the API checks too). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context, { action: 'settings.edit' });
  const checked = shopSettingSchema.safeParse(
    settingFromForm(formValues(await request.formData())),
  );
  if (!checked.success) {
    return data<ShopSettingsActionData>(
      { ok: false, fieldErrors: issuesToFieldErrors(checked.error) },
      { status: 400 },
    );
  }
  try {
    await createApiClient(context.api).call(portalShopSettingContract.update, {
      body: checked.data,
    });
    return data<ShopSettingsActionData>({ ok: true, at: Date.now() });
  } catch (error) {
    const status = error instanceof ApiRequestError && error.status >= 400 ? error.status : 400;
    return data<ShopSettingsActionData>(apiFormFailure(error), { status });
  }
}

const card = 'rounded-2xl border border-ink-100 bg-white p-5 shadow-sm sm:p-6';

/** A zone's two delivery methods, each from–to working days. */
function DeliveryRow({
  zone,
  times,
  errors,
}: {
  zone: ShippingZone;
  times: ShopSetting['deliveryTimes'][ShippingZone];
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('portal');
  const cell = (method: DeliveryMethod, end: 'min' | 'max') => {
    const name = `deliveryTimes.${zone}.${method}.${end}`;
    return (
      <TextField
        key={name}
        name={name}
        type="number"
        min={0}
        max={30}
        inputMode="numeric"
        required
        label={t(`shopSettings.delivery.${end}`, { method: t(`shopSettings.delivery.${method}`) })}
        defaultValue={String(times[method][end])}
        error={errors[name]}
      />
    );
  };
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-2 font-semibold text-ink-900">
        {t(`shopSettings.delivery.zone.${zone}`)}
      </legend>
      {DELIVERY_METHODS.flatMap((method) => [cell(method, 'min'), cell(method, 'max')])}
    </fieldset>
  );
}

/**
 * `/portal/shop-settings` (admins): the business registration and the record of the site's
 * notification to the Ministry of Industry and Trade (every page's footer and the order mails
 * show them), the delivery times by zone and method (the checkout, the FAQ and the shipping
 * policy quote them) and the warranty robots carry at least.
 */
export default function PortalShopSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('portal');
  const notify = useNotify();
  const navigation = useNavigation();
  const { setting } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const errors = failure?.fieldErrors ?? {};
  const saving = navigation.state === 'submitting';
  const toasted = useRef<number | null>(null);
  useEffect(() => {
    if (!actionData?.ok || toasted.current === actionData.at) return;
    toasted.current = actionData.at;
    notify.success('portal:shopSettings.saved');
  }, [actionData, notify]);
  const { business } = setting;

  return (
    <section aria-labelledby="shop-settings-title" className="flex flex-col gap-5">
      <PageTitle title={t('shopSettings.title')} />
      <div>
        <h1 id="shop-settings-title" className="text-xl font-bold tracking-tight text-ink-900">
          {t('shopSettings.title')}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-600">{t('shopSettings.subtitle')}</p>
      </div>
      {failure ? (
        <FormAlert tone="error">
          {failure.formError
            ? translateKey(t, failure.formError.key, failure.formError.values)
            : t('shopSettings.invalid')}
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="flex flex-col gap-5">
        <RequiredNote />
        <fieldset className={`grid gap-4 sm:grid-cols-2 ${card}`}>
          <legend className="sr-only">{t('shopSettings.business.title')}</legend>
          <p className="text-lg font-bold text-ink-900 sm:col-span-2" aria-hidden="true">
            {t('shopSettings.business.title')}
          </p>
          <p className="-mt-2 text-sm text-ink-600 sm:col-span-2">
            {t('shopSettings.business.hint')}
          </p>
          <TextField
            name="business.number"
            label={t('shopSettings.business.number')}
            hint={t('shopSettings.business.numberHint')}
            inputMode="numeric"
            required
            defaultValue={business.number}
            error={errors['business.number']}
          />
          <TextField
            name="business.issuedOn"
            type="date"
            label={t('shopSettings.business.issuedOn')}
            required
            defaultValue={business.issuedOn}
            error={errors['business.issuedOn']}
          />
          <TextField
            name="business.issuedBy.vi"
            label={t('shopSettings.business.issuedByVi')}
            required
            defaultValue={business.issuedBy.vi}
            error={errors['business.issuedBy.vi']}
          />
          <TextField
            name="business.issuedBy.en"
            label={t('shopSettings.business.issuedByEn')}
            optionalText={t('shopSettings.optional')}
            defaultValue={business.issuedBy.en}
            error={errors['business.issuedBy.en']}
          />
          <TextField
            className="sm:col-span-2"
            name="business.moitUrl"
            type="url"
            label={t('shopSettings.business.moitUrl')}
            hint={t('shopSettings.business.moitUrlHint')}
            optionalText={t('shopSettings.optional')}
            defaultValue={business.moitUrl}
            error={errors['business.moitUrl']}
          />
        </fieldset>
        <div className={`flex flex-col gap-5 ${card}`}>
          <div>
            <p className="text-lg font-bold text-ink-900">{t('shopSettings.delivery.title')}</p>
            <p className="mt-1 text-sm text-ink-600">{t('shopSettings.delivery.hint')}</p>
          </div>
          {SHIPPING_ZONES.map((zone) => (
            <DeliveryRow
              key={zone}
              zone={zone}
              times={setting.deliveryTimes[zone]}
              errors={errors}
            />
          ))}
        </div>
        <div className={card}>
          <TextField
            className="max-w-xs"
            name="warrantyMonths"
            type="number"
            min={1}
            max={120}
            inputMode="numeric"
            required
            label={t('shopSettings.warranty')}
            hint={t('shopSettings.warrantyHint')}
            defaultValue={String(setting.warrantyMonths)}
            error={errors.warrantyMonths}
          />
        </div>
        <button type="submit" disabled={saving} className="btn-primary self-start">
          {saving ? t('shopSettings.saving') : t('shopSettings.save')}
        </button>
      </Form>
    </section>
  );
}
