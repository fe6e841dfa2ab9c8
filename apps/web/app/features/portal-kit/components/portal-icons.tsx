import type { ComponentType } from 'react';
import {
  EyeIcon,
  GiftIcon,
  HeadsetIcon,
  icon,
  MailIcon,
  ReturnIcon,
  type IconProps,
} from '../../../components/ui/icons';
import { ClipboardListIcon, UsersIcon } from '../../../components/ui/shop-icons';
import type { PortalIconName } from '../portal-sections';

/* The back office's screens' icons, drawn after Lucide (ISC), kept with the kit. */

export const TagIcon = icon(
  'tag',
  <>
    <path d="M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z" />
    <circle cx="7.5" cy="7.5" r=".5" fill="currentColor" />
  </>,
);
export const ZapIcon = icon(
  'zap',
  <path d="M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z" />,
);
export const TicketIcon = icon(
  'ticket',
  <>
    <path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z" />
    <path d="M13 5v2M13 17v2M13 11v2" />
  </>,
);
export const CalculatorIcon = icon(
  'calculator',
  <>
    <rect width="16" height="20" x="4" y="2" rx="2" />
    <path d="M8 6h8M16 14v4M16 10h.01M12 10h.01M8 10h.01M12 14h.01M8 14h.01M12 18h.01M8 18h.01" />
  </>,
);

/** A page of text: the back office's policy pages. */
export const FileTextIcon = icon(
  'file-text',
  <>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
    <path d="M14 2v5h6M16 13H8M16 17H8M10 9H8" />
  </>,
);

/** A question in a circle: the back office's FAQs. */
export const HelpCircleIcon = icon(
  'help-circle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01" />
  </>,
);

/** A newspaper (the back office's news section), drawn after Lucide's. */
export const NewspaperIcon = icon(
  'newspaper',
  <>
    <path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2Zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2" />
    <path d="M18 14h-8" />
    <path d="M15 18h-5" />
    <path d="M10 6h8v4h-8V6Z" />
  </>,
);

/** A shop front (the back office's stores section), drawn after Lucide's. */
export const StoreIcon = icon(
  'store',
  <>
    <path d="m2 7 4.41-4.41A2 2 0 0 1 7.83 2h8.34a2 2 0 0 1 1.42.59L22 7" />
    <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
    <path d="M15 22v-4a2 2 0 0 0-2-2h-2a2 2 0 0 0-2 2v4" />
    <path d="M2 7h20" />
    <path d="M22 7v3a2 2 0 0 1-2 2a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 16 12a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 12 12a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 8 12a2.7 2.7 0 0 1-1.59-.63.7.7 0 0 0-.82 0A2.7 2.7 0 0 1 4 12a2 2 0 0 1-2-2V7" />
  </>,
);

/** A speech bubble with a star: the reviews awaiting moderation. */
export const ReviewsIcon = icon(
  'message-square-star',
  <>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="m12 6.5 1.1 2.2 2.4.4-1.75 1.7.4 2.4L12 12.1l-2.15 1.1.4-2.4-1.75-1.7 2.4-.4z" />
  </>,
);

export const MenuIcon = icon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SettingsIcon = icon(
  'settings',
  <>
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
);

/** A webhook's hook (the back office's webhooks), drawn after Lucide's. */
export const WebhookIcon = icon(
  'webhook',
  <>
    <path d="M18 16.98h-5.99c-1.1 0-1.95.94-2.48 1.9A4 4 0 0 1 2 17c.01-.7.2-1.4.57-2" />
    <path d="m6 17 3.13-5.78c.53-.97.1-2.18-.5-3.1a4 4 0 1 1 6.89-4.06" />
    <path d="m12 6 3.13 5.73C15.66 12.7 16.9 13 18 13a4 4 0 0 1 0 8" />
  </>,
);

/** A parcel: the back office's products. */
export const PackageIcon = icon(
  'package',
  <>
    <path d="M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z" />
    <path d="M12 22V12" />
    <path d="m3.3 7 7.703 4.734a2 2 0 0 0 1.994 0L20.7 7" />
    <path d="m7.5 4.27 9 5.15" />
  </>,
);

/** A dashboard's panels: the back office's home. */
export const DashboardIcon = icon(
  'layout-dashboard',
  <>
    <rect width="7" height="9" x="3" y="3" rx="1" />
    <rect width="7" height="5" x="14" y="3" rx="1" />
    <rect width="7" height="9" x="14" y="12" rx="1" />
    <rect width="7" height="5" x="3" y="16" rx="1" />
  </>,
);

/** A badge with a person: the shop's staff. */
export const StaffIcon = icon(
  'user-cog',
  <>
    <circle cx="18" cy="15" r="3" />
    <circle cx="9" cy="7" r="4" />
    <path d="M10 15H6a4 4 0 0 0-4 4v2" />
    <path d="m21.7 16.4-.9-.3M15.2 13.9l-.9-.3M16.6 18.7l.3-.9M19.1 12.2l.3-.9M19.6 18.7l-.4-1M16.8 12.3l-.4-1M14.3 16.6l1-.4M20.7 13.8l1-.4" />
  </>,
);

/** A scroll of history: the audit log. */
export const HistoryIcon = icon(
  'history',
  <>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
    <path d="M12 7v5l4 2" />
  </>,
);

/** The icon of each back-office screen. */
export const PORTAL_ICONS: Record<PortalIconName, ComponentType<IconProps>> = {
  orders: ClipboardListIcon,
  products: PackageIcon,
  refunds: ReturnIcon,
  vouchers: TicketIcon,
  flashSales: ZapIcon,
  promotions: GiftIcon,
  priceRules: TagIcon,
  preview: CalculatorIcon,
  pages: FileTextIcon,
  faqs: HelpCircleIcon,
  news: NewspaperIcon,
  showrooms: StoreIcon,
  newsletter: MailIcon,
  messages: HeadsetIcon,
  reviews: ReviewsIcon,
  accounts: UsersIcon,
  tracking: EyeIcon,
  settings: SettingsIcon,
  referral: GiftIcon,
  webhooks: WebhookIcon,
  dashboard: DashboardIcon,
  staff: StaffIcon,
  audit: HistoryIcon,
};
