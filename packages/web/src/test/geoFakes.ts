import type { FakeRoutes } from './fakeApi';

const city = (name: string, state: string, stateCode: string, country = 'India', countryCode = 'IN') => ({
  name,
  state,
  state_code: stateCode,
  country,
  country_code: countryCode,
});
const found = <T>(results: T[]) => ({ body: { count: results.length, results } });

/** The public geography lookups: India with two states, and cities found by the start of their names. */
export const GEO_ROUTES: FakeRoutes = {
  'GET /api/public/geo/countries/': () => ({
    body: {
      results: [
        { code: 'IN', name: 'India' },
        { code: 'LK', name: 'Sri Lanka' },
      ],
    },
  }),
  'GET /api/public/geo/states/': ({ query }) => ({
    body: {
      results:
        query.get('country') === 'IN'
          ? [
              { code: 'KA', name: 'Karnataka' },
              { code: 'MH', name: 'Maharashtra' },
            ]
          : [],
    },
  }),
  'GET /api/public/geo/cities/': ({ query }) =>
    found(
      [city('Bengaluru', 'Karnataka', 'KA'), city('Belagavi', 'Karnataka', 'KA')].filter(
        (candidate) =>
          query.get('state') === 'KA' && candidate.name.toLowerCase().startsWith(query.get('search') ?? ''),
      ),
    ),
  'GET /api/public/geo/global-cities/': () =>
    found([city('Kandy', 'Central Province', '2', 'Sri Lanka', 'LK')]),
};
