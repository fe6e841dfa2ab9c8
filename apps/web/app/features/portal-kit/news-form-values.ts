import {
  fromVietnamLocal,
  toVietnamLocal,
  type NewsInput,
  type PortalNews,
  type PortalShowroom,
  type ShowroomInput,
} from '@lotus/core';
import type { FormFailure } from '../../lib/form-errors';

type Values = Record<string, string | undefined>;

/** Each of `keys` as text from `source`, a form's values or a stored row (blank when absent). */
function texts<K extends string>(
  keys: readonly K[],
  source: Partial<Record<K, string | null | undefined>> | null,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, source?.[key] ?? ''])) as Record<K, string>;
}

/** An article's text fields, in both languages (blank slug and image: the server reads none). */
const NEWS_TEXTS = [
  'slug',
  'titleVi',
  'titleEn',
  'summaryVi',
  'summaryEn',
  'bodyVi',
  'bodyEn',
  'image',
] as const;

/** A showroom's text fields, in both languages. */
const SHOWROOM_TEXTS = [
  'nameVi',
  'nameEn',
  'addressVi',
  'addressEn',
  'openingHoursVi',
  'openingHoursEn',
  'phone',
  'email',
  'mapUrl',
] as const;

/**
 * The article form's fields as the API's input: the publication time typed in Vietnam's time
 * (blank: a draft), blank slug and image left for the server to read as none.
 */
export function newsFromForm(values: Values): NewsInput {
  const publishedAt = (values.publishedAt ?? '').trim();
  return {
    ...texts(NEWS_TEXTS, values),
    publishedAt: publishedAt ? fromVietnamLocal(publishedAt) : null,
  };
}

/** The form's starting values: an article's, or a new one's (blank, a draft). */
export function newsFormDefaults(news: PortalNews | null) {
  return { ...texts(NEWS_TEXTS, news), publishedAt: toVietnamLocal(news?.publishedAt) };
}

/** The showroom form's fields as the API's input (a checkbox is present only when ticked). */
export function showroomFromForm(values: Values): ShowroomInput {
  return {
    kind: (values.kind ?? '') as ShowroomInput['kind'],
    ...texts(SHOWROOM_TEXTS, values),
    position: (values.position ?? '').trim() || 0,
    isPublished: values.isPublished === 'on',
  };
}

export function showroomFormDefaults(showroom: PortalShowroom | null, nextPosition: number) {
  return {
    kind: showroom?.kind ?? 'STORE',
    ...texts(SHOWROOM_TEXTS, showroom),
    position: String(showroom?.position ?? nextPosition),
    isPublished: showroom?.isPublished ?? true,
  };
}

/** What the news and showroom pages' actions answer. */
export type ContentActionData =
  | {
      ok: true;
      intent: 'save' | 'publish' | 'unpublish' | 'delete' | 'visibility';
      /** The `content:` key of the toast, with its values. */
      notice: string;
      values: Record<string, string>;
      /** Back to the list afterwards (a saved form). */
      back: boolean;
      at: number;
    }
  | { ok: true; intent: 'preview'; bodyVi: string; bodyEn: string; at: number }
  | (FormFailure & { intent: string });
