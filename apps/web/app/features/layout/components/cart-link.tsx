import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagIcon } from '../../../components/ui/icons';
import { useRootData } from '../../../lib/root-data';
import { useAppSelector } from '../../../store/store';

/**
 * The cart with its line count: a signed-in shopper's from the server (the root's data), a
 * visitor's from local storage, read after hydration, so the server and the first browser render
 * both show no badge.
 */
export function CartLink() {
  const { t } = useTranslation();
  const { user, cartCount } = useRootData();
  const localCount = useAppSelector((state) => state.product.totalCart);
  const count = user ? (cartCount ?? 0) : localCount;
  return (
    <Link
      to="/cart"
      className="relative grid size-11 place-items-center rounded-full text-ink-800 hover:bg-lotus-50 hover:text-lotus-800"
      aria-label={count > 0 ? t('cart.itemCount', { count }) : t('cart.label')}
    >
      <BagIcon size={22} />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-lotus-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
