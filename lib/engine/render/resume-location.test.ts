import { describe, expect, it } from 'vitest';
import { resumeLocation } from './resume-location';

describe('resumeLocation', () => {
  it('prints a town once when its province in brackets bears its name', () => {
    expect(resumeLocation('Brindale (Brindale)', 'ES')).toEqual({ city: 'Brindale', countryCode: 'ES' });
    expect(resumeLocation('Brindale (Northshire)', 'ES')).toEqual({ city: 'Brindale', region: 'Northshire', countryCode: 'ES' });
  });
  it('leaves a postcode before the town out of the city', () => {
    expect(resumeLocation('1234-567 Vilaverde', 'PT')).toEqual({ city: 'Vilaverde', countryCode: 'PT' });
    expect(resumeLocation('12345 Neustadt', 'DE')).toEqual({ city: 'Neustadt', countryCode: 'DE' });
    expect(resumeLocation('D-12345 Neustadt', 'DE')).toEqual({ city: 'Neustadt', countryCode: 'DE' });
    // a street's short word inside a town's name, after a letter no ASCII word holds, is no street
    expect(resumeLocation('12345 Rüst', 'DE')).toEqual({ city: 'Rüst', countryCode: 'DE' });
    expect(resumeLocation('12345 Möln', 'DE')).toEqual({ city: 'Möln', countryCode: 'DE' });
    expect(resumeLocation('1234 AB Dorpstad', 'NL')).toEqual({ city: 'Dorpstad', countryCode: 'NL' });
  });

  it('prints the town, not the barangay before it, of a Philippine address', () => {
    expect(resumeLocation('Brgy. San Roque, Davao City 8000', 'PH')).toEqual({ city: 'Davao City', countryCode: 'PH' });
    expect(resumeLocation('Purok 4, Tagum', 'PH')).toEqual({ city: 'Tagum', countryCode: 'PH' });
    // a barangay alone is all the place there is
    expect(resumeLocation('Barangay Poblacion', 'PH')).toEqual({ city: 'Barangay Poblacion', countryCode: 'PH' });
  });

  it('reads a state and postcode after the town as region and no postcode', () => {
    expect(resumeLocation('Springvale VIC 3171', 'AU')).toEqual({ city: 'Springvale', region: 'VIC', countryCode: 'AU' });
    expect(resumeLocation('Springvale NSW', 'AU')).toEqual({ city: 'Springvale', region: 'NSW', countryCode: 'AU' });
    expect(resumeLocation('Vila Nova/MG', 'BR')).toEqual({ city: 'Vila Nova', region: 'MG', countryCode: 'BR' });
  });

  it('leaves a British postcode or an Eircode out, in the town or as a field of its own', () => {
    expect(resumeLocation('Northtown NT1 2AB', 'GB')).toEqual({ city: 'Northtown', countryCode: 'GB' });
    expect(resumeLocation('Northtown, NT1 2AB', 'GB')).toEqual({ city: 'Northtown', countryCode: 'GB' });
    expect(resumeLocation('Ballymore A12 B3C4', 'IE')).toEqual({ city: 'Ballymore', countryCode: 'IE' });
  });

  it('prints no town for a lone postcode or a country name', () => {
    expect(resumeLocation('12345', 'FR')).toEqual({ countryCode: 'FR' });
    expect(resumeLocation('Australia', 'AU')).toEqual({ countryCode: 'AU' });
  });

  it('drops a bracketed country after the town and keeps a bracketed region as the region', () => {
    expect(resumeLocation('12345 Villeneuve (France)', 'FR')).toEqual({ city: 'Villeneuve', countryCode: 'FR' });
    expect(resumeLocation('Saint-Pierre (Québec)', 'CA')).toEqual({ city: 'Saint-Pierre', region: 'Québec', countryCode: 'CA' });
  });

  it('keeps what is already a town, region and country', () => {
    expect(resumeLocation('Springfield, IL', 'US')).toEqual({ city: 'Springfield', region: 'IL', countryCode: 'US' });
    expect(resumeLocation('Dublin 15', 'IE')).toEqual({ city: 'Dublin 15', countryCode: 'IE' });
    expect(resumeLocation('4567 Main Street Springfield', null)).toEqual({ city: '4567 Main Street Springfield' });
    expect(resumeLocation(null, null)).toBeUndefined();
  });

  it('prints a country code after the town as the country, and no dangling dash', () => {
    expect(resumeLocation('Nagar IN', 'IN')).toEqual({ city: 'Nagar', countryCode: 'IN' });
    expect(resumeLocation('Townsville, UK', 'GB')).toEqual({ city: 'Townsville', countryCode: 'GB' });
    expect(resumeLocation('Nagar- 110001', 'IN')).toEqual({ city: 'Nagar', countryCode: 'IN' });
  });

  it('keeps the city or region after a district, the widest place named before the country', () => {
    expect(resumeLocation('Westpark, Bigtown', 'KE')).toEqual({ city: 'Westpark', region: 'Bigtown', countryCode: 'KE' });
    expect(resumeLocation('Col. Norte, Borough, Ciudad Grande, México', 'MX')).toEqual({ city: 'Col. Norte', region: 'Ciudad Grande', countryCode: 'MX' });
    expect(resumeLocation('Villa Alta, Estado Sur, C.P. 12345', 'MX')).toEqual({ city: 'Villa Alta', region: 'Estado Sur', countryCode: 'MX' });
    expect(resumeLocation('Townsville, Kenya', 'KE')).toEqual({ city: 'Townsville', countryCode: 'KE' });
    expect(resumeLocation('Townsville, D15', 'IE')).toEqual({ city: 'Townsville', countryCode: 'IE' });
  });
});
