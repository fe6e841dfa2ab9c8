import { trackingContract } from '@lotus/core';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, on, refused } from '../test/fake-api';
import { action } from './tracking';

async function beacon(body: BodyInit | null, ...routes: Parameters<typeof fakeApi>) {
  const api = fakeApi(...routes);
  const response = await action({
    request: new Request('http://x/tracking', { method: 'POST', body }),
    params: {},
    context: { lang: 'vi', requestId: 't', api },
  } as never);
  return { response, api };
}

describe('the page-view beacon', () => {
  it('hands the page to the API and answers 204', async () => {
    let sent: unknown;
    const { response } = await beacon(
      new URLSearchParams({ accessedUrl: '/products/ao-thun' }),
      on(trackingContract.record, (request) => {
        sent = request.body;
        return ok({ recorded: true });
      }),
    );
    expect(response.status).toBe(204);
    expect(sent).toEqual({ accessedUrl: '/products/ao-thun' });
  });

  it("passes on the API's refusal, and refuses a beacon without a page", async () => {
    const foreign = await beacon(
      new URLSearchParams({ accessedUrl: 'https://evil.example/' }),
      on(trackingContract.record, refused('TRACKED_URL_NOT_ALLOWED')),
    );
    expect(foreign.response.status).toBe(400);
    const limited = await beacon(
      new URLSearchParams({ accessedUrl: '/' }),
      on(trackingContract.record, refused('RATE_LIMITED', { params: { retryAfter: 5 } })),
    );
    expect(limited.response.status).toBe(429);
    const empty = await beacon(new URLSearchParams({}));
    expect(empty.response.status).toBe(400);
    expect(empty.api.calls).toEqual([]);
  });
});
