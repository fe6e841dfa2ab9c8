import { useTranslation } from 'react-i18next';
import { TextField } from '../components/ui/text-field';
import { ProfileForm, saveProfileSection, useProfileUser } from '../features/accounts';
import type { Route } from './+types/profile.contact';

export function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection(request, context, 'contact');
}

/** `/profile/contact`: address, city and country. */
export default function ProfileContact() {
  const { t } = useTranslation('accounts');
  const { profile } = useProfileUser();
  return (
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
  );
}
