import 'i18next';
import type vi from '../locales/vi/index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof vi;
  }
}
