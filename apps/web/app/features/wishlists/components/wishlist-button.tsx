import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/icons';
import { useWishlistToggle } from '../hooks/use-wishlist';

/**
 * The heart that puts a product on the wishlist or takes it off (a toggle button, so a screen
 * reader hears whether it is pressed). `round` sits on a product picture and is named after the
 * product; `wide` is the detail page's button, named by the word it shows, so that saying what
 * one sees works it (WCAG 2.5.3).
 */
export function WishlistButton({
  productId,
  productName,
  look = 'round',
}: {
  productId: string;
  productName: string;
  look?: 'round' | 'wide';
}) {
  const { t } = useTranslation('catalog');
  const { active, toggle } = useWishlistToggle(productId);
  const label = active
    ? t('wishlist.remove', { name: productName })
    : t('wishlist.add', { name: productName });
  const wide = look === 'wide';
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={active}
      {...(wide ? { 'data-testid': 'wishlist-toggle' } : { 'aria-label': label })}
      className={
        wide
          ? 'inline-flex h-12 items-center justify-center gap-2 rounded-full border border-ink-200 bg-white px-5 text-sm font-semibold text-ink-800 transition hover:border-lotus-300 hover:text-lotus-800'
          : 'relative z-10 grid size-10 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-ink-100 backdrop-blur transition hover:bg-white hover:ring-lotus-300'
      }
    >
      <HeartIcon
        size={20}
        fill={active ? 'currentColor' : 'none'}
        className={active ? 'text-lotus-700' : 'text-ink-700'}
      />
      {wide ? <span>{active ? t('wishlist.saved') : t('wishlist.save')}</span> : null}
    </button>
  );
}
