import { useRootData } from '../../lib/root-data';

/** An absolute address on the shop (PUBLIC_URL), or the path itself when it is unknown. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * What search engines and link previews read about a page: description, canonical address, Open
 * Graph and Twitter card, and whether to index it. React 19 hoists these tags into the head, in
 * the server render as well.
 */
export function SeoMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
}: {
  /** The page's own title (the shop's name is added). */
  title?: string | undefined;
  description: string;
  /** The canonical path (`/products/x`). */
  path: string;
  /** A picture for link previews (a path or an absolute address). */
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
  /** A variation of another page (a search, a filter): follow its links, don't index it. */
  noindex?: boolean;
}) {
  const { setting, lang } = useRootData();
  const fullTitle = title ? `${title} | ${setting.siteName}` : setting.siteName;
  const url = absoluteUrl(setting.publicUrl, path);
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex,follow" /> : null}
      <meta property="og:site_name" content={setting.siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={lang === 'en' ? 'en_US' : 'vi_VN'} />
      {image ? <meta property="og:image" content={absoluteUrl(setting.publicUrl, image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}

/** Structured data for search engines (`application/ld+json`), safe inside HTML. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // JSON.stringify escapes quotes; `<` is escaped so no `</script>` can end the block early.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
