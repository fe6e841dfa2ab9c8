import type { User } from '@lotus/core';
import { useOutletContext } from 'react-router';

/** What the profile layout hands to its tabs (the signed-in user it loaded). */
export interface ProfileOutletContext {
  user: User;
}

/** The signed-in user, inside a tab of the profile (`/profile/*`). */
export function useProfileUser(): User {
  return useOutletContext<ProfileOutletContext>().user;
}
