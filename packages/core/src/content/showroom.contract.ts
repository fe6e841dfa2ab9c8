import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  portalShowroomSchema,
  showroomInputSchema,
  showroomSchema,
  showroomVisibilitySchema,
} from './showroom.schema.ts';

const errors = [400, 401, 403, 404] as const;
const id = z.object({ id: z.uuid() });

/** The stores and service centres: the storefront's list and the back office's editing. */
export const showroomContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/system/svcenter',
    access: 'public',
    tag: 'content',
    summary: 'Published stores and service centres in their order, in the request language',
    response: z.array(showroomSchema),
  }),
};

export const portalShowroomContract = {
  list: endpoint({
    method: 'GET',
    path: '/api/portal/showrooms',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Every showroom (hidden ones too) in their order',
    response: z.array(portalShowroomSchema),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/portal/showrooms',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Add a store or service centre',
    body: showroomInputSchema,
    response: portalShowroomSchema,
    status: 201,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/portal/showrooms/:id',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Change a showroom',
    params: id,
    body: showroomInputSchema,
    response: portalShowroomSchema,
    errors,
  }),
  visibility: endpoint({
    method: 'POST',
    path: '/api/portal/showrooms/:id/visibility',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Show or hide a showroom on the storefront',
    params: id,
    body: showroomVisibilitySchema,
    response: portalShowroomSchema,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/portal/showrooms/:id',
    access: 'content.manage',
    tag: 'portal',
    summary: 'Delete a showroom',
    params: id,
    response: z.object({ id: z.uuid() }),
    errors,
  }),
};
