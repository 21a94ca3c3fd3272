/** The org-setup module's tool screens, loaded lazily, and the address fields other modules' forms share. */

export { CityField } from './CityField';
export { CityTagsField } from './CityTagsField';
export { PlaceFields } from './PlaceFields';
export { orgSetupTools } from './tools';
