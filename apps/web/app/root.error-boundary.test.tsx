import type { Language } from '@lotus/core';
import { screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './lib/api-client';
import { toRouteError } from './lib/route-errors';
import { ErrorBoundary } from './root';
import { renderWithProviders } from './test/render';

/** A page whose loader met `error` from the API, under the shop's error boundary. */
function renderFailedPage(lang: Language, error: ApiRequestError) {
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: () => toRouteError(error),
      Component: () => null,
      HydrateFallback: () => null,
      ErrorBoundary,
    },
  ]);
  return renderWithProviders(<Stub initialEntries={['/']} />, { lang });
}

describe('a page while the database is away (503)', () => {
  it.each([
    {
      lang: 'vi' as const,
      title: 'Chúng tôi sẽ quay lại ngay',
      body: 'Cửa hàng đang tạm gián đoạn trong giây lát. Vui lòng thử lại sau ít giây.',
      retry: 'Thử lại',
    },
    {
      lang: 'en' as const,
      title: "We'll be right back",
      body: 'The shop is briefly unavailable. Please try again in a few seconds.',
      retry: 'Try again',
    },
  ])('says "$title" in $lang and offers to try again', async ({ lang, title, body, retry }) => {
    renderFailedPage(lang, new ApiRequestError(503, 'SERVICE_UNAVAILABLE'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(body)).toBeInTheDocument();
    // The same address again (an empty href): the page the shopper asked for, reloaded.
    expect(screen.getByText(retry).closest('a')).toHaveAttribute('href', '');
    // Not the page of a failure of ours: no error reference to quote.
    expect(screen.queryByText(/503/)).not.toBeInTheDocument();
  });

  it('is not shown for a failure of ours (500), which keeps the error page', async () => {
    renderFailedPage('en', new ApiRequestError(500, 'INTERNAL_ERROR'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Something went wrong',
    );
    expect(screen.queryByText("We'll be right back")).not.toBeInTheDocument();
  });
});
