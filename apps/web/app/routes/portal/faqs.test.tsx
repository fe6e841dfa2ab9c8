import { authContract, portalFaqContract, type PortalFaq, type Role } from '@lotus/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused, type FakeRoute } from '../../test/fake-api';
import { renderInRouter } from '../../test/router';
import PortalFaqs, { action, loader } from './faqs';

const meOf = (role: Role) =>
  on(
    authContract.me,
    ok({
      id: '00000000-0000-4000-8000-0000000000e1',
      email: `${role}@lotus.vn`,
      role,
      isActive: true,
      profile: null,
    }),
  );

const faq = (n: number, overrides: Partial<PortalFaq> = {}): PortalFaq => ({
  id: `00000000-0000-4000-8000-00000000f00${n}`,
  position: n,
  questionVi: `Câu hỏi ${n}?`,
  questionEn: `Question ${n}?`,
  answerVi: `<p>Trả lời ${n}</p>`,
  answerEn: `<p>Answer ${n}</p>`,
  isPublished: true,
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});
const FAQS = [faq(1), faq(2, { isPublished: false }), faq(3)];

const context = (api: ReturnType<typeof fakeApi>) => ({ lang: 'vi', requestId: 't', api });

async function post(values: Record<string, string>, ...routes: FakeRoute[]) {
  const api = fakeApi(meOf('OPERATOR'), ...routes);
  const body = new URLSearchParams(values);
  const result = await Promise.resolve(
    action({
      request: new Request('http://x/portal/faqs', { method: 'POST', body }),
      params: {},
      context: context(api),
    } as never),
  ).catch((e: unknown) => e);
  return { result: result as any, api };
}

describe('back office: FAQs', () => {
  it('refuses a customer (403) without asking for the questions', async () => {
    const api = fakeApi(meOf('CUSTOMER'));
    const result = await Promise.resolve(
      loader({
        request: new Request('http://x/portal/faqs'),
        params: {},
        context: context(api),
      } as never),
    ).catch((e: unknown) => e);
    expect(result).toMatchObject({ init: { status: 403 } });
    expect(api.calls.map((c) => c.path)).not.toContain('/api/portal/faqs');
  });

  it('moves a question down by sending the whole new order', async () => {
    const { result, api } = await post(
      { intent: 'move', id: FAQS[0]!.id, direction: 'down' },
      on(portalFaqContract.list, ok(FAQS)),
      on(portalFaqContract.reorder, ok(FAQS)),
    );
    expect(result).toEqual({ ok: true, notice: 'moved' });
    expect(api.requests.at(-1)).toMatchObject({
      path: '/api/portal/faqs/reorder',
      body: { ids: [FAQS[1]!.id, FAQS[0]!.id, FAQS[2]!.id] },
    });
  });

  it('refuses an empty question before asking the API, naming the fields', async () => {
    const { result, api } = await post({
      intent: 'save',
      questionVi: '',
      questionEn: 'Q?',
      answerVi: '<p>A</p>',
      answerEn: '',
    });
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.fieldErrors).sort()).toEqual(['answerEn', 'questionVi']);
    expect(api.calls.map((c) => c.path)).not.toContain('/api/portal/faqs');
  });

  it('passes the API’s refusal of a deleted question on', async () => {
    const { result } = await post(
      { intent: 'publish', id: FAQS[0]!.id, isPublished: 'false' },
      on(portalFaqContract.publish, refused('FAQ_NOT_FOUND', { status: 404 })),
    );
    expect(result.init.status).toBe(404);
    expect(result.data.formError).toEqual({ key: 'errors:FAQ_NOT_FOUND' });
  });

  it.each([
    ['vi', 'Câu hỏi 1?', 'Đang ẩn', 'Hiển thị'],
    ['en', 'Question 1?', 'Hidden', 'Show'],
  ] as const)(
    'lists the questions in order with their state (%s)',
    async (lang, first, hidden, show) => {
      renderInRouter(
        <PortalFaqs
          {...({
            loaderData: { faqs: FAQS, editing: null, creating: false },
          } as unknown as Parameters<typeof PortalFaqs>[0])}
        />,
        { lang },
      );
      const table = await screen.findByRole('table', {}, { timeout: 5000 });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      expect(rows[0]).toHaveTextContent(first);
      expect(rows[1]).toHaveTextContent(hidden);
      expect(within(rows[1]!).getByRole('button', { name: show })).toBeInTheDocument();
      expect(within(rows[0]!).getAllByRole('button')[0]).toBeDisabled();
    },
  );
});
