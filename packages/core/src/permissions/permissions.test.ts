import { describe, expect, it } from 'vitest';
import { ROLES } from '../accounts/account.schema.ts';
import { ACTIONS, PERMISSIONS, can, isAction, scopeOf } from './permissions.ts';

describe('can', () => {
  it('lets admins and operators list accounts, and only admins lock them', () => {
    expect(can({ role: 'ADMIN' }, 'accounts.list')).toBe(true);
    expect(can({ role: 'OPERATOR' }, 'accounts.list')).toBe(true);
    expect(can({ role: 'CUSTOMER' }, 'accounts.list')).toBe(false);
    expect(can({ role: 'ADMIN' }, 'accounts.lock')).toBe(true);
    expect(can({ role: 'OPERATOR' }, 'accounts.lock')).toBe(false);
  });

  it('allows a visitor nothing', () => {
    for (const action of ACTIONS) expect(can(null, action)).toBe(false);
  });

  it('gives customers and providers no back-office action', () => {
    const shopperActions = new Set([
      'orders.place',
      'orders.read-own',
      'orders.cancel-own',
      'vouchers.claim',
      'payments.cards',
      'reviews.write',
      'referral.join',
      'referral.be-invited',
      'referral.contacts',
    ]);
    for (const role of ['CUSTOMER', 'PROVIDER'] as const) {
      for (const action of ACTIONS) {
        // Providers, like customers, keep an e-card (a member's, not the shop's); only providers
        // keep solutions.
        const expected =
          action === 'cards.own' ||
          (role === 'CUSTOMER' && shopperActions.has(action)) ||
          (role === 'PROVIDER' && action === 'solutions.own');
        expect(can({ role }, action)).toBe(expected);
      }
    }
  });

  it('lets customers order and the shop move orders, not the other way round', () => {
    expect(can({ role: 'CUSTOMER' }, 'orders.place')).toBe(true);
    expect(can({ role: 'CUSTOMER' }, 'orders.update-status')).toBe(false);
    expect(can({ role: 'OPERATOR' }, 'orders.update-status')).toBe(true);
    expect(can({ role: 'ADMIN' }, 'orders.list')).toBe(true);
    expect(can({ role: 'OPERATOR' }, 'orders.place')).toBe(false);
  });

  it('names only real roles, and each action at least one', () => {
    for (const roles of Object.values(PERMISSIONS)) {
      expect(roles.length).toBeGreaterThan(0);
      for (const role of roles) expect(ROLES).toContain(role);
    }
  });

  it('recognises actions and nothing else', () => {
    expect(isAction('accounts.lock')).toBe(true);
    expect(isAction('toString')).toBe(false);
    expect(isAction('public')).toBe(false);
  });
});

describe('can, on a row (decision 027)', () => {
  const alice = { id: 'alice', role: 'CUSTOMER' as const };
  const operator = { id: 'op', role: 'OPERATOR' as const };

  it('lets a customer act on its own row only, and staff on any row of their actions', () => {
    expect(can(alice, 'orders.cancel-own', { ownerId: 'alice' })).toBe(true);
    expect(can(alice, 'orders.cancel-own', { ownerId: 'bob' })).toBe(false);
    expect(can(alice, 'orders.cancel-own', {})).toBe(false);
    expect(can(operator, 'orders.update-status', { ownerId: 'bob' })).toBe(true);
    // The role must hold the action first, whoever owns the row.
    expect(can(operator, 'orders.cancel-own', { ownerId: 'op' })).toBe(false);
    expect(can({ role: 'CUSTOMER' }, 'orders.cancel-own', { ownerId: 'alice' })).toBe(false);
  });

  it("keeps a referral-company session within its company's rows", () => {
    const member = { ...alice, companyId: 'acme' };
    expect(can(member, 'orders.read-own', { ownerId: 'alice', companyId: 'acme' })).toBe(true);
    expect(can(member, 'orders.read-own', { ownerId: 'alice', companyId: 'globex' })).toBe(false);
    expect(can(member, 'orders.read-own', { ownerId: 'alice' })).toBe(false);
    // A company's manager acts on every row of its company, and on no other company's.
    const manager = { ...alice, companyId: 'acme', companyRole: 'manager' as const };
    expect(can(manager, 'referral.join', { ownerId: 'bob', companyId: 'acme' })).toBe(true);
    expect(can(manager, 'referral.join', { ownerId: 'bob', companyId: 'globex' })).toBe(false);
    expect(can(member, 'referral.join', { ownerId: 'bob', companyId: 'acme' })).toBe(false);
  });

  it('scopes a list to what the principal may see', () => {
    expect(scopeOf(operator)).toEqual({});
    expect(scopeOf(alice)).toEqual({ ownerId: 'alice' });
    expect(scopeOf({ ...operator, companyId: 'acme' })).toEqual({ companyId: 'acme' });
    expect(scopeOf({ ...alice, companyId: 'acme' })).toEqual({
      ownerId: 'alice',
      companyId: 'acme',
    });
    expect(scopeOf({ ...alice, companyId: 'acme', companyRole: 'manager' })).toEqual({
      companyId: 'acme',
    });
  });
});
