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

/**
 * The article form's fields as the API's input: the publication time typed in Vietnam's time
 * (blank: a draft), blank slug and image left for the server to read as none.
 */
export function newsFromForm(values: Values): NewsInput {
  const publishedAt = (values.publishedAt ?? '').trim();
  return {
    slug: values.slug ?? '',
    titleVi: values.titleVi ?? '',
    titleEn: values.titleEn ?? '',
    summaryVi: values.summaryVi ?? '',
    summaryEn: values.summaryEn ?? '',
    bodyVi: values.bodyVi ?? '',
    bodyEn: values.bodyEn ?? '',
    image: values.image ?? '',
    publishedAt: publishedAt ? fromVietnamLocal(publishedAt) : null,
  };
}

/** The form's starting values: an article's, or a new one's (blank, a draft). */
export function newsFormDefaults(news: PortalNews | null) {
  return {
    slug: news?.slug ?? '',
    titleVi: news?.titleVi ?? '',
    titleEn: news?.titleEn ?? '',
    summaryVi: news?.summaryVi ?? '',
    summaryEn: news?.summaryEn ?? '',
    bodyVi: news?.bodyVi ?? '',
    bodyEn: news?.bodyEn ?? '',
    image: news?.image ?? '',
    publishedAt: toVietnamLocal(news?.publishedAt),
  };
}

/** The showroom form's fields as the API's input (a checkbox is present only when ticked). */
export function showroomFromForm(values: Values): ShowroomInput {
  return {
    kind: (values.kind ?? '') as ShowroomInput['kind'],
    nameVi: values.nameVi ?? '',
    nameEn: values.nameEn ?? '',
    addressVi: values.addressVi ?? '',
    addressEn: values.addressEn ?? '',
    openingHoursVi: values.openingHoursVi ?? '',
    openingHoursEn: values.openingHoursEn ?? '',
    phone: values.phone ?? '',
    email: values.email ?? '',
    mapUrl: values.mapUrl ?? '',
    position: (values.position ?? '').trim() || 0,
    isPublished: values.isPublished === 'on',
  };
}

export function showroomFormDefaults(showroom: PortalShowroom | null, nextPosition: number) {
  return {
    kind: showroom?.kind ?? 'STORE',
    nameVi: showroom?.nameVi ?? '',
    nameEn: showroom?.nameEn ?? '',
    addressVi: showroom?.addressVi ?? '',
    addressEn: showroom?.addressEn ?? '',
    openingHoursVi: showroom?.openingHoursVi ?? '',
    openingHoursEn: showroom?.openingHoursEn ?? '',
    phone: showroom?.phone ?? '',
    email: showroom?.email ?? '',
    mapUrl: showroom?.mapUrl ?? '',
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
