import { contentPageContract, type ContentPage, type Faq } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused } from '../test/fake-api';
import { renderInRouter } from '../test/router';
import FaqPage from './faq';
import PolicyPage, { loader } from './policy';

const PAGE: ContentPage = {
  key: 'exchange-return',
  group: 'exchange-return',
  title: 'Chính sách đổi trả',
  summary: 'Đổi trả trong 7 ngày.',
  body: '<h2>Điều kiện</h2><ul><li>Còn tem</li></ul><p><a href="/contact">Liên hệ</a></p>',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

async function load(key: string, ...routes: Parameters<typeof fakeApi>) {
  const api = fakeApi(...routes);
  const result = await Promise.resolve(
    loader({ params: { key }, context: { lang: 'vi', requestId: 't', api } } as never),
  ).catch((e: unknown) => e);
  return { result: result as any, api };
}

describe('a policy page', () => {
  it('asks the API for the page of the address', async () => {
    const { result, api } = await load('exchange-return', on(contentPageContract.page, ok(PAGE)));
    expect(api.calls.at(-1)!.path).toBe('/api/policy/exchange-return');
    expect(result).toEqual({ page: PAGE });
  });

  it('is a 404 for an unknown key, without asking the API', async () => {
    const { result, api } = await load('blog');
    expect(result).toMatchObject({ init: { status: 404 } });
    expect(api.calls).toHaveLength(0);
  });

  it('passes the API’s 404 on', async () => {
    const { result } = await load(
      'warranty',
      on(contentPageContract.page, refused('CONTENT_PAGE_NOT_FOUND', { status: 404 })),
    );
    expect(result).toMatchObject({ init: { status: 404 } });
  });

  it.each([
    ['vi', 'Trang chủ'],
    ['en', 'Home'],
  ] as const)(
    'shows the title, the body as HTML and the others beside it (%s)',
    async (lang, home) => {
      renderInRouter(
        <PolicyPage
          {...({ loaderData: { page: PAGE } } as unknown as Parameters<typeof PolicyPage>[0])}
        />,
        {
          lang,
          root: {
            policies: [
              { group: 'security', pages: [{ key: 'security', title: 'Bảo mật' }] },
              { group: 'exchange-return', pages: [{ key: 'exchange-return', title: 'Đổi trả' }] },
            ],
          },
        },
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: PAGE.title }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Điều kiện' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('href', '/contact');
      const crumbs = screen.getAllByRole('navigation')[0]!;
      expect(within(crumbs).getByRole('link', { name: home })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Đổi trả' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Bảo mật' })).toHaveAttribute(
        'href',
        '/policy/security',
      );
    },
  );
});

describe('the FAQ page', () => {
  const FAQS: Faq[] = [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      question: 'How long does delivery take?',
      answer: '<p>1–2 days in Ho Chi Minh City.</p>',
    },
  ];

  it('shows each question as a disclosure with its answer, and FAQPage data', async () => {
    const { container } = renderInRouter(
      <FaqPage {...({ loaderData: { faqs: FAQS } } as unknown as Parameters<typeof FaqPage>[0])} />,
      { lang: 'en' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    const summary = screen.getByText('How long does delivery take?');
    expect(summary.closest('summary')).not.toBeNull();
    expect(container.querySelector('details')).toHaveTextContent('1–2 days in Ho Chi Minh City.');
    const ld = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')!.textContent ?? '',
    );
    expect(ld).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How long does delivery take?' }],
    });
  });
});
