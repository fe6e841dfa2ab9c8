import {
  addressInputSchema,
  DEFAULT_ADDRESS_SET,
  type Address,
  type AddressInput,
} from '@lotus/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useNavigate } from 'react-router';
import { ListSearch } from '../components/ui/list-search';
import { PageTitle } from '../components/ui/page-title';
import { Pagination } from '../components/ui/pagination';
import {
  AddressCard,
  addressFromForm,
  AddressForm,
  createAddress,
  deleteAddress,
  getAddress,
  listUnits,
  searchAddresses,
  updateAddress,
} from '../features/addresses';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import { createApiClient } from '../lib/api-client';
import { formInvalid, formRefusal, formValues, type FormFailure } from '../lib/form-errors';
import { schemaValidator } from '../lib/use-form-errors';
import { toRouteError } from '../lib/route-errors';
import { useNotify } from '../store/use-notify';
import type { Route } from './+types/profile.addresses';

export const handle = i18nHandle('addresses');

/** The spec's profile lists show 10 a page. */
const PAGE_SIZE = 10;

const PATH = '/profile/addresses';

/**
 * The address book (`?search=`, `?page=`), the provinces for the pickers, and the entry being
 * edited (`?edit=<id>`) or a new one (`?new=1`). The profile layout has made sure of the session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const search = url.searchParams.get('search')?.trim().slice(0, 100) || undefined;
  const editId = url.searchParams.get('edit');
  const api = createApiClient(context.api);
  const [book, provinces] = await Promise.all([
    searchAddresses(api, { page, limit: PAGE_SIZE, search }),
    listUnits(api, 'provinces', null),
  ]).catch(toRouteError);
  const editing = editId
    ? (book.items.find((a) => a.id === editId) ?? (await getAddress(api, editId).catch(() => null)))
    : null;
  return {
    addresses: book.items,
    meta: book.meta,
    search: search ?? '',
    provinces,
    set: provinces[0]?.set ?? DEFAULT_ADDRESS_SET,
    editing,
    creating: url.searchParams.has('new'),
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

export type AddressActionData =
  | { ok: true; intent: 'create' | 'update' | 'delete' | 'default' | 'upgrade'; at: number }
  | FormFailure;

/** An address as the update endpoint takes it, from what the book shows. */
function asInput(address: Address): AddressInput {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    phone: address.phone,
    address: address.address,
    provinceId: address.province.id,
    districtId: address.district?.id ?? null,
    wardId: address.ward.id,
    national: address.national,
    set: address.set,
    isDefault: address.isDefault,
  };
}

/**
 * POST (intent create | update | delete | default | upgrade): a change to the address book.
 * `upgrade` moves an old-set address to the ward the shopper confirmed in the current set.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const api = createApiClient(context.api);
  const intent = values.intent;
  const id = values.id ?? '';
  const done = (kind: Exclude<AddressActionData, FormFailure>['intent']) =>
    data<AddressActionData>({ ok: true, intent: kind, at: Date.now() });
  try {
    if (intent === 'create' || intent === 'update') {
      const parsed = addressInputSchema.safeParse(addressFromForm(values));
      if (!parsed.success) return formInvalid(parsed.error);
      if (intent === 'create') await createAddress(api, parsed.data);
      else await updateAddress(api, id, parsed.data);
      return done(intent);
    }
    if (intent === 'delete') {
      await deleteAddress(api, id);
      return done('delete');
    }
    if (intent === 'default' || intent === 'upgrade') {
      const current = asInput(await getAddress(api, id));
      await updateAddress(
        api,
        id,
        intent === 'default'
          ? { ...current, isDefault: true }
          : {
              ...current,
              provinceId: values.provinceId ?? '',
              districtId: null,
              wardId: values.wardId ?? '',
              set: '2025-07',
            },
      );
      return done(intent);
    }
    return data<AddressActionData>(
      { ok: false, fieldErrors: {}, formError: { key: 'errors:BAD_REQUEST' } },
      { status: 400 },
    );
  } catch (error) {
    return formRefusal(error);
  }
}

const validate = schemaValidator(
  () => import('../lib/form-schemas').then((schemas) => schemas.addressInputSchema),
  addressFromForm,
);

const NOTICE = {
  create: 'addresses:notify.created',
  update: 'addresses:notify.updated',
  delete: 'addresses:notify.deleted',
  default: 'addresses:notify.defaultSet',
  upgrade: 'addresses:notify.upgraded',
} as const;

/** `/profile/addresses`: the address book, with the pickers to add or change an address. */
export default function ProfileAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('addresses');
  const { addresses, meta, search, provinces, set, editing, creating } = loaderData;
  const notify = useNotify();
  const navigate = useNavigate();
  const told = useRef<AddressActionData | undefined>(undefined);
  useEffect(() => {
    if (!actionData || told.current === actionData) return;
    told.current = actionData;
    if (actionData.ok) {
      notify.success(NOTICE[actionData.intent]);
      if (actionData.intent === 'create' || actionData.intent === 'update')
        void navigate(PATH, { replace: true, preventScrollReset: true });
    } else if (actionData.formError && !creating && !editing) {
      notify.error(actionData.formError.key, actionData.formError.values);
    }
  }, [actionData, notify, navigate, creating, editing]);
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const formOpen = creating || editing !== null;

  return (
    <section aria-labelledby="addresses-title" className="flex flex-col gap-5">
      <PageTitle title={t('title')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="addresses-title" className="text-xl font-bold tracking-tight">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('subtitle')}</p>
        </div>
        {!formOpen ? (
          <Link to={`${PATH}?new=1`} preventScrollReset className="btn-primary">
            {t('add')}
          </Link>
        ) : null}
      </div>

      {formOpen ? (
        <AddressForm
          key={editing?.id ?? 'new'}
          address={editing ?? undefined}
          set={set}
          provinces={provinces}
          validate={validate}
          serverErrors={failure?.fieldErrors}
          formError={failure?.formError}
          cancelHref={PATH}
        />
      ) : null}

      {meta.total > PAGE_SIZE || search ? (
        <ListSearch
          id="address-search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          submit={t('search')}
          defaultValue={search}
          secondary
        />
      ) : null}

      {addresses.length > 0 ? (
        <>
          <p className="text-sm text-ink-600">{t('count', { count: meta.total })}</p>
          <ul className="flex flex-col gap-3">
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                editHref={`${PATH}?edit=${address.id}`}
              />
            ))}
          </ul>
          <Pagination meta={meta} />
        </>
      ) : !formOpen ? (
        <p className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-12 text-center text-ink-600">
          {t('empty')}
        </p>
      ) : null}
    </section>
  );
}
