import type { ReactNode, SVGProps } from 'react';

/**
 * The shop's one icon set: a few stroke icons drawn after Lucide (ISC licence), inlined so no
 * icon library ships to the browser. Decorative by default (`aria-hidden`); give a label where an
 * icon stands alone.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(name: string, paths: ReactNode) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-icon={name}
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const SearchIcon = icon(
  'search',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const BagIcon = icon(
  'bag',
  <>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
    <path d="M3 6h18" />
    <path d="M16 10a4 4 0 0 1-8 0" />
  </>,
);
export const UserIcon = icon(
  'user',
  <>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const ChevronDownIcon = icon('chevron-down', <path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = icon('chevron-left', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = icon('chevron-right', <path d="m9 18 6-6-6-6" />);
export const ArrowRightIcon = icon(
  'arrow-right',
  <>
    <path d="M5 12h14" />
    <path d="m12 5 7 7-7 7" />
  </>,
);
export const CheckCircleIcon = icon(
  'check-circle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const XCircleIcon = icon(
  'x-circle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6" />
    <path d="m9 9 6 6" />
  </>,
);
export const AlertTriangleIcon = icon(
  'alert-triangle',
  <>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);
export const InfoIcon = icon(
  'info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </>,
);
export const CloseIcon = icon(
  'close',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
export const PhoneIcon = icon(
  'phone',
  <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />,
);
export const MailIcon = icon(
  'mail',
  <>
    <rect width="20" height="16" x="2" y="4" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </>,
);
export const MapPinIcon = icon(
  'map-pin',
  <>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const ClockIcon = icon(
  'clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const TruckIcon = icon(
  'truck',
  <>
    <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2" />
    <path d="M15 18H9" />
    <path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14" />
    <circle cx="17" cy="18" r="2" />
    <circle cx="7" cy="18" r="2" />
  </>,
);
export const ShieldCheckIcon = icon(
  'shield-check',
  <>
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const ReturnIcon = icon(
  'return',
  <>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
  </>,
);
export const HeadsetIcon = icon(
  'headset',
  <>
    <path d="M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5Zm0 0a9 9 0 1 1 18 0m0 0v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3Z" />
    <path d="M21 16v2a4 4 0 0 1-4 4h-5" />
  </>,
);
export const GlobeIcon = icon(
  'globe',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </>,
);
export const ExternalLinkIcon = icon(
  'external-link',
  <>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </>,
);

/** The lotus mark of the logo and favicon (filled, in the current colour). */
export function LotusMark({ size = 32, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path
        fill="currentColor"
        d="M16 4c2.9 2.6 4.6 6.3 4.6 10.2 0 4.2-1.8 7.3-4.6 9.8-2.8-2.5-4.6-5.6-4.6-9.8C11.4 10.3 13.1 6.6 16 4Z"
      />
      <path
        fill="currentColor"
        opacity=".72"
        d="M4.5 11.5c3.8-.3 7.2 1.2 9.3 4.2 1.8 2.6 2.1 5.6 1.2 8.6-3.2-.2-6.2-1.6-8-4.2-1.9-2.6-2.7-5.4-2.5-8.6Zm23 0c.2 3.2-.6 6-2.5 8.6-1.8 2.6-4.8 4-8 4.2-.9-3-.6-6 1.2-8.6 2.1-3 5.5-4.5 9.3-4.2Z"
      />
      <path
        fill="currentColor"
        opacity=".45"
        d="M3 20.5c2.7 2.4 5.7 3.7 9 4 1.5.1 2.8 0 4-.3 1.2.3 2.5.4 4 .3 3.3-.3 6.3-1.6 9-4-.8 3.9-5 6.9-13 6.9S3.8 24.4 3 20.5Z"
      />
    </svg>
  );
}
