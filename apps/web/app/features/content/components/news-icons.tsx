/** The news and stores screens' icons live with the back office's kit. */
export { NewspaperIcon, StoreIcon } from '../../portal-kit';
