import { z } from 'zod';
import { endpoint } from '../http/contract.ts';
import {
  addressInputSchema,
  addressSchema,
  addressSearchQuerySchema,
  addressSetQuerySchema,
  addressUpgradeSchema,
  adminUnitSchema,
  unitIdSchema,
} from './address.schema.ts';

const errors = [400, 401, 403, 404, 409, 422] as const;
const unitParams = z.object({ id: unitIdSchema });
const addressId = z.object({ id: z.uuid() });

/**
 * The administrative units (public, cacheable) and the signed-in shopper's address book. In the
 * two-level set `districts/:id` answers an empty list and `wards/:id` takes a province id.
 */
export const addressContract = {
  provinces: endpoint({
    method: 'GET',
    path: '/api/address/provinces',
    access: 'public',
    tag: 'addresses',
    summary: 'Provinces of the current set (or `?set=`), with their search forms',
    query: addressSetQuerySchema,
    response: z.array(adminUnitSchema),
    errors,
  }),
  /** The spec's spelling of the same call. */
  provices: endpoint({
    method: 'GET',
    path: '/api/address/provices',
    access: 'public',
    tag: 'addresses',
    summary: 'The spec spelling of /api/address/provinces',
    query: addressSetQuerySchema,
    response: z.array(adminUnitSchema),
    errors,
  }),
  districts: endpoint({
    method: 'GET',
    path: '/api/address/districts/:id',
    access: 'public',
    tag: 'addresses',
    summary: 'Districts of a province (three-level set; empty in the two-level set)',
    params: unitParams,
    query: addressSetQuerySchema,
    response: z.array(adminUnitSchema),
    errors,
  }),
  wards: endpoint({
    method: 'GET',
    path: '/api/address/wards/:id',
    access: 'public',
    tag: 'addresses',
    summary: 'Wards of a province (two-level set) or of a district (three-level set)',
    params: unitParams,
    query: addressSetQuerySchema,
    response: z.array(adminUnitSchema),
    errors,
  }),
  upgrade: endpoint({
    method: 'GET',
    path: '/api/address/upgrade/:id',
    access: 'public',
    tag: 'addresses',
    summary: 'The new ward(s) of a pre-2025 ward code, from the 2025 old→new mapping',
    params: unitParams,
    response: addressUpgradeSchema,
    errors,
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/user-address/search',
    access: 'user',
    tag: 'addresses',
    summary: 'Your address book, the default first; `search` filters by name, phone or place',
    query: addressSearchQuerySchema,
    response: addressSchema,
    paged: true,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/user-address/:id',
    access: 'user',
    tag: 'addresses',
    summary: 'One address of your address book',
    params: addressId,
    response: addressSchema,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user-address',
    access: 'user',
    tag: 'addresses',
    summary: 'Add an address; the first one, or one marked default, becomes the default',
    body: addressInputSchema,
    response: addressSchema,
    status: 201,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/user-address/:id',
    access: 'user',
    tag: 'addresses',
    summary: 'Change an address of your address book',
    params: addressId,
    body: addressInputSchema,
    response: addressSchema,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user-address/:id',
    access: 'user',
    tag: 'addresses',
    summary: 'Delete an address; when it was the default, the newest other one becomes it',
    params: addressId,
    response: z.object({ id: z.uuid() }),
    errors,
  }),
};
