/** Vietnamese addresses: the administrative unit pickers and the shopper's address book. */
export {
  createAddress,
  deleteAddress,
  getAddress,
  listUnits,
  searchAddresses,
  updateAddress,
  type UnitLevel,
} from './api/address-api';
export { addressFromForm, placeFromForm } from './address-form-values';
export { AddressCard } from './components/address-card';
export { AddressForm, DEFAULT_NATIONAL } from './components/address-form';
export { AddressPlaceFields, type PlaceChoice } from './components/address-place-fields';
