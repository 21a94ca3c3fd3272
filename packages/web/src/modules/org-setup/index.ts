/** The org-setup module's tool screens, loaded lazily, and the address fields other modules' forms share. */

export { CityField, CityTagsField } from './CityFields';
export { PlaceFields } from './PlaceFields';
export { orgSetupTools } from './tools';
