import type { Category, ClientSetting, Language, User } from '@lotus/core';
import { useRouteLoaderData } from 'react-router';
import { FALLBACK_CLIENT_SETTING } from '../features/settings/api/setting-api';
import type { loader as rootLoader } from '../root';

export interface RootData {
  /** The request's language as the server saw it; undefined when the root loader failed. */
  lang: Language | undefined;
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  setting: ClientSetting;
  categories: Category[];
  year: number;
}

/**
 * The root loader's data for the shell; safe in the Layout and error boundaries, where the root
 * loader may have failed (the shop's fallback setting then stands in).
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  return {
    lang: data?.lang,
    user: data?.user ?? null,
    setting: data?.setting ?? FALLBACK_CLIENT_SETTING,
    categories: data?.categories ?? [],
    year: data?.year ?? 2026,
  };
}
