/** The e-card: the public card page, the profile tabs' card forms, contacts. */
export {
  cardFiles,
  getCard,
  getMyCard,
  giveBack,
  listContacts,
  removeContact,
  saveContact,
  type CardVisit,
} from './api/card-api';
export { isCardSection, type CardSection } from './card-sections';
export { CardContactForm, CardPaymentForm, CardSocialForm } from './components/card-field-forms';
export { CardPersonalForm } from './components/card-personal-form';
export { CardView } from './components/card-view';
export { loadMyCard } from './load-card';
export { saveCardPhoto, saveCardSection, type CardActionData } from './save-card';
