import type { ReactNode } from 'react';

/** The form's main button; while the form is on its way it says so and can't be pressed twice. */
export function SubmitButton({
  pending,
  pendingText,
  children,
  className = '',
  ...rest
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
  className?: string;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`btn-primary w-full disabled:cursor-progress disabled:opacity-80 ${className}`}
      {...rest}
    >
      {pending ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          {pendingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
