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
import { CalculatorIcon, TagIcon, TicketIcon, ZapIcon } from '../../backoffice';
import { FileTextIcon, HelpCircleIcon, NewspaperIcon, StoreIcon } from '../../content';
import { StarIcon } from '../../reviews';
import type { PortalIconName } from '../portal-sections';

export const MenuIcon = icon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SettingsIcon = icon(
  'settings',
  <>
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
);

/** The icon of each back-office screen. */
export const PORTAL_ICONS: Record<PortalIconName, ComponentType<IconProps>> = {
  orders: ClipboardListIcon,
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
  reviews: StarIcon,
  accounts: UsersIcon,
  tracking: EyeIcon,
  settings: SettingsIcon,
};
