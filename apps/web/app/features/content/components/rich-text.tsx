/**
 * Rich text the server sanitised when it was saved (policy pages, FAQ answers, previews), shown
 * as HTML with the shop's typography (`.rich-text` in app.css). Never give it anything else.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
