import { useTranslation } from 'react-i18next';
import { TextField } from '../components/ui/text-field';
import { ProfileForm, saveProfileSection, useProfileUser } from '../features/accounts';
import { CardContactForm, loadMyCard, saveCardSection } from '../features/cards';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import type { Route } from './+types/profile.contact';

export const handle = i18nHandle('cards');

/** The member's e-card, whose contact part this tab edits too (none for staff). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyCard(request, context);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** POST: the profile's contact fields, or (intent=card) the card's. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get('intent') === 'card') return saveCardSection(form, context, 'contact');
  return saveProfileSection(request, context, 'contact');
}

/** `/profile/contact`: address, city and country. */
export default function ProfileContact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('accounts');
  const { profile } = useProfileUser();
  const card = loaderData.card;
  return (
    <div className="flex flex-col gap-10">
      <ProfileForm
        section="contact"
        title={t('profile.contact.title')}
        description={t('profile.contact.description')}
      >
        {(errors) => (
          <>
            <TextField
              className="sm:col-span-2"
              name="address"
              label={t('fields.address')}
              optionalText={t('fields.optional')}
              autoComplete="street-address"
              defaultValue={profile?.address ?? ''}
              error={errors.address}
            />
            <TextField
              name="city"
              label={t('fields.city')}
              optionalText={t('fields.optional')}
              autoComplete="address-level1"
              defaultValue={profile?.city ?? ''}
              error={errors.city}
            />
            <TextField
              name="country"
              label={t('fields.country')}
              optionalText={t('fields.optional')}
              autoComplete="country-name"
              defaultValue={profile?.country ?? ''}
              error={errors.country}
            />
          </>
        )}
      </ProfileForm>
      {card?.owner ? <CardContactForm card={{ ...card, owner: card.owner }} /> : null}
    </div>
  );
}
