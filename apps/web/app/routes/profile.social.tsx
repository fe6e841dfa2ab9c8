import { SOCIAL_NETWORKS } from '@lotus/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../components/ui/text-field';
import { ProfileForm, saveProfileSection, useProfileUser } from '../features/accounts';
import type { Route } from './+types/profile.social';

export function action({ request, context }: Route.ActionArgs) {
  return saveProfileSection(request, context, 'social');
}

/** `/profile/social`: the spec's thirteen social links, each optional. */
export default function ProfileSocial() {
  const { t } = useTranslation(['accounts', 'common']);
  const { profile } = useProfileUser();
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
