import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';

/** The way to the wishlist page (visitors are asked to log in there; their list merges). */
export function WishlistLink() {
  const { t } = useTranslation('catalog');
  return (
    <Link
      to="/profile/wishlist"
      className="grid size-11 place-items-center rounded-full text-ink-800 hover:bg-lotus-50 hover:text-lotus-800"
      aria-label={t('wishlist.link')}
    >
      <HeartIcon size={22} />
    </Link>
  );
}
