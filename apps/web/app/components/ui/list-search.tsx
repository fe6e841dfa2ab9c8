import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from './icons';
import { inputClass } from './text-field';

/**
 * A list's search box: a GET form that puts `search` in the page's address (the loader reads it),
 * with a visually hidden label and a submit button. `children` are hidden fields to keep (a tab).
 */
export function ListSearch({
  id,
  label,
  placeholder,
  submit,
  defaultValue,
  secondary = false,
  className = '',
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  defaultValue: string;
  /** The quieter button, where searching is not the page's main action. */
  secondary?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" className={`flex gap-2 ${className}`}>
      {children}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <SearchIcon
          size={18}
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-400"
        />
        <input
          id={id}
          name="search"
          type="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          className={`${inputClass} pl-10`}
        />
      </div>
      <button type="submit" className={`${secondary ? 'btn-secondary' : 'btn-primary'} px-5`}>
        {submit}
      </button>
    </Form>
  );
}
