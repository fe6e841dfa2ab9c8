import type { BrowserContext, Page } from '@playwright/test';

/** Collects the page's uncaught errors, for a journey to assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Sets the shop's language for `context`: English by its cookie; Vietnamese is the default. */
export async function useLanguage(
  context: BrowserContext,
  baseURL: string | undefined,
  lang: 'vi' | 'en',
) {
  if (lang === 'en') await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
}

/** Waits until React has hydrated the page (its elements carry React's fiber keys). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * A filter's choice by its label: its accessible name also says how many products have it
 * ("M (24 products)", "Đen (33 sản phẩm)").
 */
export function filterChoice(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`);
}
