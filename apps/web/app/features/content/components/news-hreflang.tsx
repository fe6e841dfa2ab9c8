import { absoluteUrl } from '../../../components/ui/seo-meta';
import { useRootData } from '../../../lib/root-data';

/**
 * The page's languages for search engines. The shop serves both at the same address (the
 * visitor's choice or browser decides), so each alternate names that one address.
 */
export function SameUrlHreflang({ path }: { path: string }) {
  const { setting } = useRootData();
  const url = absoluteUrl(setting.publicUrl, path);
  return (
    <>
      <link rel="alternate" hrefLang="vi" href={url} />
      <link rel="alternate" hrefLang="en" href={url} />
      <link rel="alternate" hrefLang="x-default" href={url} />
    </>
  );
}
