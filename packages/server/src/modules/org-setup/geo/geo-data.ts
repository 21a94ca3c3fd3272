import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { GeoCity, GeoCityQuery, GeoCountry, GeoGlobalCityQuery, GeoState } from '@atrium/contracts';
import { AppError } from '../../../platform/http/app-error';

/*
 * The countries, states and cities of the maintained @countrystatecity/countries data package, read from its
 * published data files (`@countrystatecity/countries/data/*`) on first use, so a process that never looks a place up
 * never holds them. Only names and codes are kept; the package's own loaders would keep every file whole.
 */

interface City {
  name: string;
  /** The name in lower case without accents, which searches compare with. */
  folded: string;
  stateCode: string;
  countryCode: string;
}

interface Country extends GeoCountry {
  dir: string;
}

/** A name for comparing: lower case, accents dropped ('Zürich' and 'zurich' alike). */
export const foldName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byFolded = (a: City, b: City) =>
  a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : a.countryCode.localeCompare(b.countryCode);

const dataDir = () =>
  dirname(createRequire(import.meta.url).resolve('@countrystatecity/countries/data/countries.json'));

const readJson = async <T>(...path: string[]) => JSON.parse(await readFile(join(...path), 'utf8')) as T;

/** A value loaded once on first use; a failed load is tried again by the next caller. */
function once<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** A value per key loaded once on first use, as `once`. */
function oncePerKey<T>(load: (key: string) => Promise<T>) {
  const loads = new Map<string, () => Promise<T>>();
  return (key: string) => {
    let get = loads.get(key);
    if (!get) {
      get = once(() => load(key));
      loads.set(key, get);
    }
    return get();
  };
}

const loadCountries = once(async () => {
  const root = dataDir();
  const listed = await readJson<{ iso2: string; name: string }[]>(root, 'countries.json');
  // Each country's folder is named `<Name>-<ISO2>`.
  const dirs = new Map(
    (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name.slice(entry.name.lastIndexOf('-') + 1), entry.name]),
  );
  const countries = new Map<string, Country>();
  for (const { iso2, name } of listed) {
    const dir = dirs.get(iso2);
    if (dir) countries.set(iso2, { code: iso2, name, dir });
  }
  return countries;
});

const loadStates = oncePerKey(async (countryCode) => {
  const country = (await loadCountries()).get(countryCode);
  if (!country) return null;
  const states = await readJson<{ iso2: string; name: string }[]>(dataDir(), country.dir, 'states.json');
  return new Map<string, GeoState>(
    states
      .map(({ iso2, name }) => ({ code: iso2, name }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((state) => [state.code, state]),
  );
});

const loadCities = oncePerKey(async (countryCode): Promise<City[]> => {
  const country = (await loadCountries()).get(countryCode);
  if (!country) return [];
  const countryDir = join(dataDir(), country.dir);
  const stateDirs = (await readdir(countryDir, { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  );
  const files = await Promise.all(
    stateDirs.map((entry) =>
      readJson<{ name: string; state_code: string }[]>(countryDir, entry.name, 'cities.json'),
    ),
  );
  return files
    .flat()
    .map((city) => ({
      name: city.name,
      folded: foldName(city.name),
      stateCode: city.state_code,
      countryCode,
    }))
    .sort(byFolded);
});

const loadWorld = once(async () => {
  const cities: City[] = [];
  for (const code of (await loadCountries()).keys()) cities.push(...(await loadCities(code)));
  return cities.sort(byFolded);
});

/** The cities of a list sorted by folded name whose folded name starts with the prefix, found by bisection. */
function startingWith(cities: readonly City[], prefix: string): readonly City[] {
  let low = 0;
  let high = cities.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cities[middle] as City).folded < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < cities.length && (cities[end] as City).folded.startsWith(prefix)) end += 1;
  return cities.slice(low, end);
}

async function page(
  cities: readonly City[],
  { search, limit, offset }: { search?: string; limit: number; offset: number },
) {
  const matching = search ? startingWith(cities, foldName(search)) : cities;
  const countries = await loadCountries();
  const results: GeoCity[] = [];
  for (const city of matching.slice(offset, offset + limit)) {
    const states = await loadStates(city.countryCode);
    results.push({
      name: city.name,
      state_code: city.stateCode,
      state: states?.get(city.stateCode)?.name ?? city.stateCode,
      country_code: city.countryCode,
      country: countries.get(city.countryCode)?.name ?? city.countryCode,
    });
  }
  return { count: matching.length, results };
}

/** Every country, by name. */
export async function findCountries(): Promise<GeoCountry[]> {
  return [...(await loadCountries()).values()]
    .map(({ code, name }) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function statesOf(countryCode: string) {
  const states = await loadStates(countryCode);
  if (!states) throw new AppError('unknown_country');
  return states;
}

/** A country's states by name; `unknown_country` for a code the data does not know. */
export async function findStates(countryCode: string): Promise<GeoState[]> {
  return [...(await statesOf(countryCode)).values()];
}

/**
 * A page of a country's cities (of one of its states, when given) whose name starts with the search;
 * `unknown_country` or `unknown_state` for a code the data does not know.
 */
export async function findCities(query: GeoCityQuery) {
  const states = await statesOf(query.country);
  if (query.state !== undefined && !states.has(query.state)) throw new AppError('unknown_state');
  const cities = await loadCities(query.country);
  const inState =
    query.state === undefined ? cities : cities.filter((city) => city.stateCode === query.state);
  return page(inState, query);
}

/** A page of the cities of every country whose name starts with the search. */
export async function findGlobalCities(query: GeoGlobalCityQuery) {
  return page(await loadWorld(), query);
}
