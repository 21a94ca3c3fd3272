import { z } from 'zod';

/* City, state and country lookups for address fields (spec 7: public calls under /api/public/geo/). */

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'invalid')
  .transform((code) => code.toUpperCase())
  .describe('ISO 3166-1 alpha-2 country code');
const stateCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'invalid')
  .transform((code) => code.toUpperCase())
  .describe("The state's code within its country");
const search = z.string().trim().min(1).max(64);
const page = {
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
};

export const GeoCountrySchema = z.object({ code: z.string(), name: z.string() });
export type GeoCountry = z.infer<typeof GeoCountrySchema>;
export const GeoCountryListSchema = z.object({ results: z.array(GeoCountrySchema) });

export const GeoStateSchema = z.object({ code: z.string(), name: z.string() });
export type GeoState = z.infer<typeof GeoStateSchema>;
export const GeoStateListSchema = z.object({ results: z.array(GeoStateSchema) });
export const GeoStateQuerySchema = z.strictObject({ country: countryCode });

export const GeoCitySchema = z.object({
  name: z.string(),
  state_code: z.string(),
  state: z.string(),
  country_code: z.string(),
  country: z.string(),
});
export type GeoCity = z.infer<typeof GeoCitySchema>;
export const GeoCityPageSchema = z.object({ count: z.number().int(), results: z.array(GeoCitySchema) });
export type GeoCityPage = z.infer<typeof GeoCityPageSchema>;

/** A country's cities (of one state, when given) whose name starts with the search, ignoring case and accents. */
export const GeoCityQuerySchema = z.strictObject({
  country: countryCode,
  state: stateCode.optional(),
  search: search.optional(),
  ...page,
});
export type GeoCityQuery = z.infer<typeof GeoCityQuerySchema>;

/** Cities of every country whose name starts with the search: at least two letters, the world being large. */
export const GeoGlobalCityQuerySchema = z.strictObject({ search: search.min(2), ...page });
export type GeoGlobalCityQuery = z.infer<typeof GeoGlobalCityQuerySchema>;
