import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  formValues,
  issuesToFieldErrors,
  type FieldErrors,
  type SchemaIssues,
} from './form-errors';

/** Something with zod's `safeParse` (core's schemas). */
export interface ParsingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: SchemaIssues };
}

/** A validator of a form's values: the field errors, empty when the form may be sent. */
export type FormValidator = (values: Record<string, string>) => FieldErrors;

/** Validates with a core schema, after an optional shaping of the raw form values. */
export function schemaValidator(
  schema: ParsingSchema,
  shape: (values: Record<string, string>) => unknown = (values) => values,
): FormValidator {
  return (values) => {
    const result = schema.safeParse(shape(values));
    return result.success ? {} : issuesToFieldErrors(result.error);
  };
}

function focusField(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  const field = form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
  field?.focus();
}

/**
 * The one form pattern: the browser checks the form with the same core schema the server applies
 * and stops a submit that would be refused (errors beside the fields, focus on the first); the
 * action's errors (`server`, new on every answer) replace them; editing a field clears its error.
 */
export function useFormErrors(server: FieldErrors | undefined, validate?: FormValidator) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(server ?? {});
  const [shown, setShown] = useState(server);
  if (server !== shown) {
    setShown(server);
    setErrors(server ?? {});
  }

  useEffect(() => {
    if (server && Object.keys(server).length > 0) focusField(formRef.current, server);
  }, [server]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validate) return;
    const found = validate(formValues(new FormData(event.currentTarget)));
    setErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusField(event.currentTarget, found);
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const { name } = event.target as unknown as { name?: unknown };
    if (typeof name !== 'string' || !(name in errors)) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  return { formRef, errors, onSubmit, onChange };
}
