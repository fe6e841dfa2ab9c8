export {
  confirmNewsletter,
  getContactMessage,
  listContactMessages,
  listIssues,
  listSubscribers,
  newsletterLinkInfo,
  sendContactMessage,
  sendIssue,
  setContactMessageHandled,
  subscribeNewsletter,
  subscriberCounts,
  unsubscribeNewsletter,
} from './api/contact-api';
export { ContactForm, type ContactPrefill } from './components/contact-form';
export { NewsletterBox, type NewsletterActionData } from './components/newsletter-box';
export { TextAreaField } from '../../components/ui/text-area-field';
