import {
  portalShowroomContract,
  showroomContract,
  type PortalShowroom,
  type Showroom,
  type ShowroomInput,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** The published stores and service centres in their order, in the request's language. */
export function listShowrooms(api: ApiClient): Promise<Showroom[]> {
  return api.call(showroomContract.list);
}

/** Every showroom in both languages, hidden ones too (back office). */
export function listPortalShowrooms(api: ApiClient): Promise<PortalShowroom[]> {
  return api.call(portalShowroomContract.list);
}

/** Adds a showroom (no id) or changes one. */
export function saveShowroom(
  api: ApiClient,
  id: string | null,
  body: ShowroomInput,
): Promise<PortalShowroom> {
  return id
    ? api.call(portalShowroomContract.update, { params: { id }, body })
    : api.call(portalShowroomContract.create, { body });
}

export function setShowroomVisibility(
  api: ApiClient,
  id: string,
  isPublished: boolean,
): Promise<PortalShowroom> {
  return api.call(portalShowroomContract.visibility, { params: { id }, body: { isPublished } });
}

export function deleteShowroom(api: ApiClient, id: string): Promise<{ id: string }> {
  return api.call(portalShowroomContract.remove, { params: { id } });
}
