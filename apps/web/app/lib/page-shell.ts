import type { UIMatch } from 'react-router';

/**
 * A route whose `handle` carries `shell: 'back-office'` draws its own frame: the document then
 * leaves out the storefront's header and footer around it.
 */
export const BACK_OFFICE_SHELL = { shell: 'back-office' } as const;

/**
 * Whether the page draws the back office's frame: a matched route asks for it and its loader
 * answered (a customer refused at the door sees the 403 page inside the shop's own frame).
 */
export function usesBackOfficeShell(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (match) =>
      (match.handle as { shell?: unknown } | undefined)?.shell === BACK_OFFICE_SHELL.shell &&
      match.loaderData !== undefined,
  );
}
