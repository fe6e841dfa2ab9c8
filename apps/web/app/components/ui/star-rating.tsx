/** Five stars filled to `value` (0 to 5, halves shown), with the words for screen readers. */
export function StarRating({
  value,
  label,
  size = 16,
  className = '',
}: {
  value: number;
  /** What a screen reader says, e.g. "4.5 out of 5 stars". */
  label: string;
  size?: number;
  className?: string;
}) {
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, value - star + 1));
        const percent = fill >= 0.75 ? 100 : fill >= 0.25 ? 50 : 0;
        return (
          <span
            key={star}
            aria-hidden="true"
            className="relative inline-block"
            style={{ width: size, height: size }}
          >
            <StarShape size={size} className="absolute inset-0 text-ink-200" />
            {percent > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${percent}%` }}>
                <StarShape size={size} className="text-amber-500" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

function StarShape({ size, className }: { size: number; className: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className}
      focusable="false"
    >
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
