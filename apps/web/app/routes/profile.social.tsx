import { SOCIAL_NETWORKS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/ui/text-field';
import { ProfileForm, saveProfileSection, useProfileUser } from '../features/accounts';
import { CardSocialForm, loadMyCard, saveCardSection } from '../features/cards';
import { i18nHandle } from '../i18n/i18n';
import { withNamespaces } from '../i18n/lazy-namespaces';
import type { Route } from './+types/profile.social';

export const handle = i18nHandle('cards');

/** The member's e-card, whose social part this tab edits too (none for staff). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyCard(request, context);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespaces(handle, serverLoader());
}

/** POST: the profile's social fields, or (intent=card) the card's. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get('intent') === 'card') return saveCardSection(form, context, 'social');
  return saveProfileSection(request, context, 'social');
}

/** `/profile/social`: the spec's thirteen social links, each optional. */
export default function ProfileSocial({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['accounts', 'common']);
  const { profile } = useProfileUser();
  const card = loaderData.card;
  // A member's networks live on their card as handles; staff keep the profile's links.
  if (card?.owner) return <CardSocialForm card={{ ...card, owner: card.owner }} />;
  return (
    <ProfileForm
      section="social"
      title={t('accounts:profile.social.title')}
      description={t('accounts:profile.social.description')}
    >
      {(errors) =>
        SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            name={`socialLinks.${network}`}
            type="url"
            inputMode="url"
            label={t(`common:social.${network}`)}
            placeholder="https://"
            defaultValue={profile?.socialLinks[network] ?? ''}
            error={errors[`socialLinks.${network}`]}
          />
        ))
      }
    </ProfileForm>
  );
}
