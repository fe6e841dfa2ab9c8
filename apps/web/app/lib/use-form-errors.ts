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

/** A validator whose schema loads on demand: `loaded` once `load()` has finished. */
export interface LazyValidator {
  loaded: FormValidator | undefined;
  load(): Promise<FormValidator>;
}

/**
 * A validator that loads on demand: `load()` (an import of the code that checks, with zod) runs
 * when the form is first focused, so a page's first load does without it.
 */
export function lazyValidator(load: () => Promise<FormValidator>): LazyValidator {
  let loading: Promise<FormValidator> | undefined;
  const validator: LazyValidator = {
    loaded: undefined,
    load: () =>
      (loading ??= load().then((validate) => {
        validator.loaded = validate;
        return validate;
      })),
  };
  return validator;
}

/**
 * Validates with a core schema, loaded by `schema()` when first needed (an import of
 * `lib/form-schemas`), after an optional shaping of the raw form values.
 */
export function schemaValidator(
  schema: () => Promise<ParsingSchema>,
  shape: (values: Record<string, string>) => unknown = (values) => values,
): LazyValidator {
  return lazyValidator(() =>
    schema().then((parser) => (values) => {
      const result = parser.safeParse(shape(values));
      return result.success ? {} : issuesToFieldErrors(result.error);
    }),
  );
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
export function useFormErrors(
  server: FieldErrors | undefined,
  validate?: FormValidator | LazyValidator,
) {
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

  // The schema loads when the shopper first reaches the form, not with the page.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !validate || typeof validate === 'function') return;
    const load = () => void validate.load().catch(() => {});
    form.addEventListener('focusin', load, { once: true });
    return () => form.removeEventListener('focusin', load);
  }, [validate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validate) return;
    const check = typeof validate === 'function' ? validate : validate.loaded;
    const form = event.currentTarget;
    if (!check) {
      // Not loaded yet (a very quick submit): check once it is, then send again; if it can't
      // load, the server checks the form all the same.
      event.preventDefault();
      void (validate as LazyValidator)
        .load()
        .catch(() => undefined)
        .then((loaded) => {
          const found = loaded ? loaded(formValues(new FormData(form))) : {};
          setErrors(found);
          if (Object.keys(found).length === 0) form.requestSubmit();
          else focusField(form, found);
        });
      return;
    }
    const found = check(formValues(new FormData(form)));
    setErrors(found);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    focusField(form, found);
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
