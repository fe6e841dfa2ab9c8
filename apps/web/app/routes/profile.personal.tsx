import { useTranslation } from 'react-i18next';
import { TextField } from '../components/ui/text-field';
import { ProfileForm, saveProfileSection, useProfileUser } from '../features/accounts';
import { CardPersonalForm, loadMyCard, saveCardPhoto, saveCardSection } from '../features/cards';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import type { Route } from './+types/profile.personal';

export const handle = i18nHandle('cards');

/** The member's e-card, whose personal part this tab edits too (none for staff). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyCard(request, context);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** POST: the profile's personal fields, or (intent=card, photo, remove-photo) the card's. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  const intent = form.get('intent');
  if (intent === 'card') return saveCardSection(form, context, 'personal');
  if (intent === 'photo' || intent === 'remove-photo') return saveCardPhoto(form, context);
  return saveProfileSection(request, context, 'personal');
}

/** `/profile`: name, phone, date of birth, company and business name. */
export default function ProfilePersonal({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('accounts');
  const user = useProfileUser();
  const profile = user.profile;
  const names = ['firstName', 'lastName'] as const;
  const nameOrder = i18n.language === 'vi' ? [...names].reverse() : names;
  const card = loaderData.card;
  return (
    <div className="flex flex-col gap-10">
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
      {card?.owner ? <CardPersonalForm card={{ ...card, owner: card.owner }} /> : null}
    </div>
  );
}
