import { icon } from '../../../components/ui/icons';

/** The back office's reviews section. */
export const StarIcon = icon(
  'star',
  <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />,
);
