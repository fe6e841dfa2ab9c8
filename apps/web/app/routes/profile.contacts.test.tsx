import { authContract, type Contact, cardContactContract } from '@lotus/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import ProfileContacts, { action, loader } from './profile.contacts';

const USER_ID = '00000000-0000-4000-8000-0000000000e1';
const meAs = (role: 'CUSTOMER' | 'OPERATOR') =>
  on(
    authContract.me,
    ok({ id: USER_ID, email: 'lan@example.vn', role, isActive: true, profile: null }),
  );
const context = (api: unknown) => ({ lang: 'vi', requestId: 't', api });

const SAVED: Contact = {
  id: '00000000-0000-4000-8000-0000000000c1',
  slug: 'le-quoc-bao',
  fullName: 'Lê Quốc Bảo',
  title: 'Kỹ sư tự động hoá',
  company: 'Bảo Lê Automation',
  note: 'Gặp ở showroom Hà Nội',
  source: 'saved',
  savedAt: '2026-11-29T08:00:00.000Z',
};
const GIVEN: Contact = {
  ...SAVED,
  id: '00000000-0000-4000-8000-0000000000c2',
  slug: 'pham-thao',
  fullName: 'Phạm Thảo',
  title: null,
  company: null,
  note: null,
  source: 'given',
};

async function run(fn: typeof loader | typeof action, request: Request, ...routes: FakeRoute[]) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    fn({ request, params: {}, context: context(api) } as never),
  ).catch((e: unknown) => e);
  return { result: result as any, api };
}

describe('the contacts tab: loader and action', () => {
  it("asks for the member's own list, 10 a page, with the search typed", async () => {
    const { result, api } = await run(
      loader,
      new Request('http://x/profile/contacts?search=showroom&page=2'),
      meAs('CUSTOMER'),
      on(cardContactContract.list, ok([SAVED], { meta: { page: 2, pageSize: 10, total: 11 } })),
    );
    const call = api.calls.find((c) => c.path.startsWith('/api/relationship/list-contact/'));
    expect(call?.path).toBe(`/api/relationship/list-contact/${USER_ID}`);
    expect(call?.query).toEqual({ page: 2, limit: 10, search: 'showroom' });
    expect(result).toEqual({
      contacts: [SAVED],
      meta: { page: 2, pageSize: 10, total: 11 },
      search: 'showroom',
    });
  });

  it('is not for staff accounts, which keep no card (403)', async () => {
    const { result, api } = await run(
      loader,
      new Request('http://x/profile/contacts'),
      meAs('OPERATOR'),
    );
    expect(result).toMatchObject({ init: { status: 403 } });
    expect(api.calls.map((c) => c.path)).not.toContain(`/api/relationship/list-contact/${USER_ID}`);
  });

  it('removes a contact, and says so when it was already gone', async () => {
    const post = (...routes: FakeRoute[]) =>
      run(
        action,
        new Request('http://x/profile/contacts', {
          method: 'POST',
          body: new URLSearchParams({ id: SAVED.id }),
        }),
        meAs('CUSTOMER'),
        ...routes,
      );
    const removed = await post(on(cardContactContract.remove, ok({ id: SAVED.id })));
    expect(removed.result.data).toMatchObject({ ok: true });
    const gone = await post(on(cardContactContract.remove, refused('ECARD_CONTACT_NOT_FOUND')));
    expect(gone.result).toMatchObject({
      data: { ok: false, formError: { key: 'errors:ECARD_CONTACT_NOT_FOUND' } },
      init: { status: 404 },
    });
  });
});

describe('the contacts tab', () => {
  it.each([
    ['vi', 'Danh bạ', '2 liên hệ', 'Đã gửi danh thiếp cho bạn', 'Xoá Phạm Thảo khỏi danh bạ'],
    ['en', 'Contacts', '2 contacts', 'Left their card with you', 'Remove Phạm Thảo from contacts'],
  ] as const)(
    'lists saved and given cards with their notes, in %s',
    async (lang, title, count, given, remove) => {
      renderInRouter(
        <ProfileContacts
          {...({
            loaderData: {
              contacts: [SAVED, GIVEN],
              meta: { page: 1, pageSize: 10, total: 2 },
              search: '',
            },
          } as unknown as Parameters<typeof ProfileContacts>[0])}
        />,
        { lang },
      );
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(count)).toBeInTheDocument();
      expect(screen.getByText('“Gặp ở showroom Hà Nội”')).toBeInTheDocument();
      expect(screen.getByText(new RegExp(given))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: remove })).toBeInTheDocument();
      expect(
        screen.getAllByRole('link', { name: lang === 'vi' ? 'Mở danh thiếp' : 'Open card' })[0],
      ).toHaveAttribute('href', '/c/le-quoc-bao');
    },
  );

  it('says when a search finds nobody', async () => {
    renderInRouter(
      <ProfileContacts
        {...({
          loaderData: { contacts: [], meta: { page: 1, pageSize: 10, total: 0 }, search: 'xyz' },
        } as unknown as Parameters<typeof ProfileContacts>[0])}
      />,
      { lang: 'en' },
    );
    expect(await screen.findByText('No contact matches “xyz”.')).toBeInTheDocument();
  });
});
