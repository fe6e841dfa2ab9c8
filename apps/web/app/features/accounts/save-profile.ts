import { data, type AppLoadContext } from 'react-router';
import { createApiClient } from '../../lib/api-client';
import { formRefusal, formValues, type FormFailure } from '../../lib/form-errors';
import { updateProfile } from './api/account-api';
import { checkProfileSection, type ProfileSection } from './profile-sections';
import { requireUser } from './require-user';

/** What a profile tab's action answers. */
export type ProfileActionData =
  { ok: true; savedAt: number } | (FormFailure & { elsewhere?: string[] });

/**
 * The action of a profile tab: the tab's fields over the rest of the profile, checked with core's
 * schema, then one `accountContract.updateProfile`. Errors land beside the tab's fields; a field
 * of another tab that keeps the profile from being saved is named apart.
 */
export async function saveProfileSection(
  request: Request,
  context: AppLoadContext,
  section: ProfileSection,
) {
  const user = await requireUser(request, context);
  const checked = checkProfileSection(user, section, formValues(await request.formData()));
  if (!checked.input) {
    return data<ProfileActionData>(
      { ok: false, fieldErrors: checked.errors, elsewhere: checked.elsewhere },
      { status: 400 },
    );
  }
  try {
    await updateProfile(createApiClient(context.api), checked.input);
    return data<ProfileActionData>({ ok: true, savedAt: Date.now() });
  } catch (error) {
    return formRefusal(error, { PHONE_NUMBER_ALREADY_EXIST: 'phone' });
  }
}
