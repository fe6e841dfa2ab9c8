import { useRootData } from '../../lib/root-data';

/**
 * The document title: the shop's name, after the page's own name when there is one. React 19
 * hoists `<title>` into the head, in the server render as well.
 */
export function PageTitle({ title }: { title?: string | undefined }) {
  const { setting } = useRootData();
  return <title>{title ? `${title} | ${setting.siteName}` : setting.siteName}</title>;
}
