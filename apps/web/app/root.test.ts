// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FALLBACK_CLIENT_SETTING } from './lib/fallback-setting';
import { loader, shouldRevalidate } from './root';
import { categoryFixture } from './test/fixtures';
import { authContract, catalogContract, systemContract } from '@lotus/core';
import { fakeApi, ok, on } from './test/fake-api';

type LoaderArgs = Parameters<typeof loader>[0];
const args = (api: ReturnType<typeof fakeApi>, lang: 'vi' | 'en' = 'en') =>
  ({
    request: new Request('http://x/'),
    url: new URL('http://x/'),
    pattern: '/',
    params: {},
    context: { lang, requestId: 't', api },
  }) as LoaderArgs;

describe('root loader', () => {
  it('gives the shell the language, the shop setting and the categories in tree order', async () => {
    const setting = { ...FALLBACK_CLIENT_SETTING, siteName: 'Lotus Shop' };
    const top = categoryFixture({ slug: 'robots', priority: 1 });
    const other = categoryFixture({ slug: 'fashion', priority: 2 });
    const child = categoryFixture({ slug: 'mini', parentId: top.id });
    const api = fakeApi(
      on(systemContract.clientSetting, ok(setting)),
      on(catalogContract.categories, ok([other, child, top])),
    );
    const data = await loader(args(api));
    expect(data.lang).toBe('en');
    expect(data.setting.siteName).toBe('Lotus Shop');
    expect(data.categories.map((c) => c.slug)).toEqual(['robots', 'mini', 'fashion']);
  });

  it('refuses an address with a NUL or a lone surrogate with a 400 naming the parameter', async () => {
    const refused = async (url: string) => {
      const request = new Request(url);
      const error = (await loader({ ...args(fakeApi()), request }).catch((e: unknown) => e)) as {
        init: { status: number };
        data: { field: string };
      };
      return { status: error.init?.status, field: error.data?.field };
    };
    expect(await refused('http://x/products?name=a%00b')).toEqual({ status: 400, field: 'name' });
    expect(await refused('http://x/products/%00')).toEqual({ status: 400, field: 'path' });
    expect(await refused('http://x/products/%E0%A4%A')).toEqual({ status: 400, field: 'path' });
  });

  it('still renders the shop when the setting or categories cannot be read', async () => {
    const data = await loader(args(fakeApi(), 'vi'));
    expect(data.setting).toEqual(FALLBACK_CLIENT_SETTING);
    expect(data.categories).toEqual([]);
  });

  it('sends the shopper to log in (and back) when their session could not be renewed', async () => {
    const request = new Request('http://x/products?name=robot');
    const expired = {
      ...args(fakeApi()),
      request,
      context: {
        lang: 'vi' as const,
        requestId: 't',
        api: fakeApi(),
        session: { expired: true, anonymous: false },
      },
    } as LoaderArgs;
    const response = (await loader(expired).catch((error: unknown) => error)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/login?redirect=%2Fproducts%3Fname%3Drobot&expired=1',
    );
    // On the login page itself the page just loads (it says why).
    const onLogin = { ...expired, request: new Request('http://x/login?expired=1') } as LoaderArgs;
    expect((await loader(onLogin)).user).toBeNull();
  });

  it('asks who the shopper is only when they carry a session cookie', async () => {
    const user = {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'lan@example.vn',
      role: 'CUSTOMER',
      isActive: true,
      profile: null,
    };
    let asked = 0;
    const api = fakeApi(
      on(authContract.me, () => {
        asked += 1;
        return ok(user);
      }),
    );
    const withSession = (anonymous: boolean) =>
      ({
        ...args(api),
        context: { lang: 'vi', requestId: 't', api, session: { expired: false, anonymous } },
      }) as LoaderArgs;
    expect((await loader(withSession(true))).user).toBeNull();
    expect(asked).toBe(0);
    expect((await loader(withSession(false))).user).toMatchObject({ email: 'lan@example.vn' });
    expect(asked).toBe(1);
  });

  it('reloads the shell only after an action (the language switch), not on navigation', () => {
    const base = {
      defaultShouldRevalidate: true,
      currentUrl: new URL('http://x/profile'),
      nextUrl: new URL('http://x/'),
    } as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate({ ...base, formMethod: 'POST' })).toBe(true);
    expect(shouldRevalidate({ ...base, formMethod: 'GET' })).toBe(false);
    expect(shouldRevalidate({ ...base })).toBe(false);
    // Asked again in place (after a logout left a protected page): the shell reloads too.
    expect(shouldRevalidate({ ...base, currentUrl: new URL('http://x/') })).toBe(true);
  });
});
