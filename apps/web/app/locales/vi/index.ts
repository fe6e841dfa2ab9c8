import accounts from './accounts.json';
import catalog from './catalog.json';
import common from './common.json';
import contact from './contact.json';
import clientErrors from './errors.json';
import home from './home.json';
import notifications from './notifications.json';
import pages from './pages.json';
import reviews from './reviews.json';
import { errors, validation } from 'virtual:core-messages/vi';

/**
 * Every namespace of one language; the browser loads only the current language's module. The
 * words for API error codes and validation keys come from core's tables (one definition for the
 * API and the web), this language's column only (build-plugins/core-messages.ts); `errors.json`
 * adds the failures that happen before an answer arrives.
 */
export default {
  common,
  home,
  catalog,
  pages,
  accounts,
  contact,
  notifications,
  reviews,
  errors: { ...errors, ...clientErrors },
  validation,
};
