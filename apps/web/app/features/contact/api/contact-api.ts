import {
  contactContract,
  newsletterContract,
  type ContactMessageInput,
  type NewsletterIssueInput,
  type NewsletterStatus,
  type NewsletterSubscribeInput,
} from '@lotus/core';
import type { ApiClient } from '../../../lib/api-client';

/** Sends the contact form (the API keeps it and mails the shop). */
export function sendContactMessage(api: ApiClient, body: ContactMessageInput) {
  return api.call(contactContract.send, { body });
}

/** Asks for the newsletter: a confirmation link is mailed. */
export function subscribeNewsletter(api: ApiClient, body: NewsletterSubscribeInput) {
  return api.call(newsletterContract.subscribe, { body });
}

export function confirmNewsletter(api: ApiClient, token: string) {
  return api.call(newsletterContract.confirm, { body: { token } });
}

/** The address an unsubscribe link names (changes nothing). */
export function newsletterLinkInfo(api: ApiClient, token: string) {
  return api.call(newsletterContract.unsubscribeInfo, { query: { token } });
}

export function unsubscribeNewsletter(api: ApiClient, token: string) {
  return api.call(newsletterContract.unsubscribe, { body: { token } });
}

// Back office

export function listContactMessages(
  api: ApiClient,
  query: { status: 'open' | 'handled' | 'all'; page: number; limit: number },
) {
  return api.call(contactContract.list, { query });
}

export function getContactMessage(api: ApiClient, id: string) {
  return api.call(contactContract.get, { params: { id } });
}

export function setContactMessageHandled(api: ApiClient, id: string, handled: boolean) {
  return api.call(contactContract.setHandled, { params: { id }, body: { handled } });
}

export function listSubscribers(
  api: ApiClient,
  query: {
    status?: NewsletterStatus | undefined;
    search?: string | undefined;
    page: number;
    limit: number;
  },
) {
  return api.call(newsletterContract.subscribers, { query });
}

export function subscriberCounts(api: ApiClient) {
  return api.call(newsletterContract.counts);
}

export function listIssues(api: ApiClient, query: { page: number; limit: number }) {
  return api.call(newsletterContract.issues, { query });
}

export function sendIssue(api: ApiClient, body: NewsletterIssueInput) {
  return api.call(newsletterContract.send, { body });
}
