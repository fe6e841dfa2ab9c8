import type { Card } from '@lotus/core';

/** The initials of a name as an avatar shows them (`Quốc Bảo` → `QB`). */
export function initials(firstName: string, lastName: string): string {
  const words = firstName.split(/\s+/).filter(Boolean);
  const picked = words.length >= 2 ? words.slice(-2) : [lastName, ...words].filter(Boolean);
  return picked
    .slice(-2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

const SIZES = {
  md: 'size-20 text-2xl',
  lg: 'size-24 text-3xl ring-4 ring-white shadow-md',
} as const;

/** The member's photo, or their initials on the shop's colour when they have none. */
export function CardAvatar({ card, size }: { card: Card; size: keyof typeof SIZES }) {
  return card.photoUrl ? (
    <img
      src={card.photoUrl}
      alt=""
      width={96}
      height={96}
      className={`${SIZES[size]} shrink-0 rounded-full bg-white object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-white font-bold text-lotus-700 ring-1 ring-lotus-100`}
    >
      {initials(card.firstName, card.lastName)}
    </span>
  );
}
