import type { Category, ClientSetting, Language, PolicyIndex, User } from '@lotus/core';
import { useRouteLoaderData } from 'react-router';
import { FALLBACK_CLIENT_SETTING } from './fallback-setting';

/** What the root loader (root.tsx) gives the shell. */
export interface RootData {
  /** The request's language as the server saw it; undefined when the root loader failed. */
  lang: Language | undefined;
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /**
   * The number of lines in the signed-in user's cart (kept on the server), or null for a visitor
   * (whose cart is in local storage) or when it could not be read. Loaded again after every
   * change (a POST revalidates the root), so the header's count follows the cart.
   */
  cartCount: number | null;
  /**
   * How many of the signed-in user's notifications are unread (the bell), or null for a visitor
   * or when it could not be read; like `cartCount`, loaded again after every action.
   */
  unreadCount: number | null;
  setting: ClientSetting;
  categories: Category[];
  /** The footer's policy pages, group by group (empty when they could not be read). */
  policies: PolicyIndex;
  year: number;
}

/**
 * The root loader's data for the shell; safe in the Layout and error boundaries, where the root
 * loader may have failed (the shop's fallback setting then stands in).
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  return {
    lang: data?.lang,
    user: data?.user ?? null,
    cartCount: data?.cartCount ?? null,
    unreadCount: data?.unreadCount ?? null,
    setting: data?.setting ?? FALLBACK_CLIENT_SETTING,
    categories: data?.categories ?? [],
    policies: data?.policies ?? [],
    year: data?.year ?? 2026,
  };
}
