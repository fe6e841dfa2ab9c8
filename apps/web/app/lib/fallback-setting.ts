import {
  DEFAULT_DELIVERY_TIMES,
  DEFAULT_LANGUAGE,
  DEFAULT_WARRANTY_MONTHS,
  LANGUAGES,
  type ClientSetting,
} from '@lotus/core';

/** Shown when the setting cannot be read, so the shell still renders (and names the shop). */
export const FALLBACK_CLIENT_SETTING: ClientSetting = {
  siteName: 'Lotus',
  // Relative links still work when the setting can't be read.
  publicUrl: '',
  defaultLanguage: DEFAULT_LANGUAGE,
  languages: [...LANGUAGES],
  contact: {
    companyName: 'Lotus',
    address: '',
    phone: '',
    hotline: '',
    email: '',
    workingHours: '',
  },
  // Spelled out (the type checks every key): importing SOCIAL_NETWORKS would pull zod into the
  // browser bundle, because core's schema module builds its schemas on load.
  socialLinks: {
    facebook: null,
    github: null,
    instagram: null,
    linkedin: null,
    skype: null,
    telegram: null,
    twitter: null,
    whatsapp: null,
    website: null,
    zalo: null,
    momo: null,
    paypal: null,
    zalopay: null,
  },
  business: { registration: '', moitUrl: '' },
  deliveryTimes: DEFAULT_DELIVERY_TIMES,
  warrantyMonths: DEFAULT_WARRANTY_MONTHS,
};
