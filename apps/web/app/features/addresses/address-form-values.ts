/**
 * The place fields of a form as core's schemas take them: empty district is null (the
 * two-level set has none), an empty set is left to the shop's current one.
 */
export function placeFromForm(values: Record<string, string>) {
  return {
    address: values.address ?? '',
    provinceId: values.provinceId ?? '',
    districtId: values.districtId || null,
    wardId: values.wardId ?? '',
    national: values.national ?? '',
    ...(values.set ? { set: values.set } : {}),
  };
}

/** An address book entry from its form (core's `addressInputSchema` checks it). */
export function addressFromForm(values: Record<string, string>) {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    phone: values.phone ?? '',
    ...placeFromForm(values),
    isDefault: values.isDefault === 'on' || values.isDefault === 'true',
  };
}
