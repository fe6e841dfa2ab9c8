import { useState } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import { useFormErrors, type LazyValidator } from '../../../lib/use-form-errors';

/**
 * The one form pattern (`useFormErrors`) for the programme forms, which also hold fields that
 * are not inputs a shopper types in (the chosen products, the flash-sale rows): `clear(name)`
 * takes a field's error away when the operator changes such a field, and `errorOf(name)` also
 * finds an error on one element of a list field (`productIds.2`). The form element's ref comes
 * apart from the rest, which fields are handed.
 */
export function useOfferForm(server: FieldErrors | undefined, validate: LazyValidator) {
  const form = useFormErrors(server, validate);
  const [cleared, setCleared] = useState<{ of: FieldErrors; names: string[] }>({
    of: form.errors,
    names: [],
  });
  const names = cleared.of === form.errors ? cleared.names : [];
  const element = (name: string) => new RegExp(`^${name.replace(/\./g, '\\.')}\\.\\d+$`);

  const errorOf = (name: string): string | undefined => {
    if (names.includes(name)) return undefined;
    if (form.errors[name]) return form.errors[name];
    const pattern = element(name);
    return Object.entries(form.errors).find(([field]) => pattern.test(field))?.[1];
  };
  const clear = (name: string) => {
    if (!names.includes(name)) setCleared({ of: form.errors, names: [...names, name] });
  };
  const hasErrors = Object.keys(form.errors).some((name) => !names.includes(name));

  return {
    formRef: form.formRef,
    form: { onSubmit: form.onSubmit, onChange: form.onChange, errorOf, clear, hasErrors },
  };
}

/** What the programme forms' fields read of their form: its errors and how to clear one. */
export type OfferFormState = ReturnType<typeof useOfferForm>['form'];
