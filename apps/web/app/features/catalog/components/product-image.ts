/** The 400 px variant that sits beside every 800 px product image (`x-1.webp` → `x-1-400.webp`). */
export function smallVariant(url: string): string {
  return url.replace(/\.webp$/, '-400.webp');
}
