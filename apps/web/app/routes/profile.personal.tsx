import { useTranslation } from 'react-i18next';
import { TextField } from '../components/ui/text-field';
import { ProfileForm, saveProfileSection, useProfileUser } from '../features/accounts';
import type { Route } from './+types/profile.personal';

export function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection(request, context, 'personal');
}

/** `/profile`: name, phone, date of birth, company and business name. */
export default function ProfilePersonal() {
  const { t, i18n } = useTranslation('accounts');
  const user = useProfileUser();
  const profile = user.profile;
  const names = ['firstName', 'lastName'] as const;
  const nameOrder = i18n.language === 'vi' ? [...names].reverse() : names;
  return (
    <ProfileForm
      section="personal"
      title={t('profile.personal.title')}
      description={t('profile.personal.description')}
    >
      {(errors) => (
        <>
          {nameOrder.map((name) => (
            <TextField
              key={name}
              name={name}
              label={t(`fields.${name}`)}
              autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
              required
              defaultValue={profile?.[name] ?? ''}
              error={errors[name]}
            />
          ))}
          <TextField
            name="phone"
            type="tel"
            label={t('fields.phone')}
            autoComplete="tel"
            inputMode="tel"
            required
            defaultValue={profile?.phone ?? ''}
            hint={t('hints.phone')}
            error={errors.phone}
          />
          <TextField
            name="dateOfBirth"
            type="date"
            label={t('fields.dateOfBirth')}
            optionalText={t('fields.optional')}
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            min="1900-01-01"
            defaultValue={profile?.dateOfBirth ?? ''}
            error={errors.dateOfBirth}
          />
          <TextField
            name="company"
            label={t('fields.company')}
            optionalText={t('fields.optional')}
            autoComplete="organization"
            defaultValue={profile?.company ?? ''}
            error={errors.company}
          />
          <TextField
            name="businessName"
            label={t('fields.businessName')}
            optionalText={t('fields.optional')}
            defaultValue={profile?.businessName ?? ''}
            error={errors.businessName}
          />
        </>
      )}
    </ProfileForm>
  );
}
