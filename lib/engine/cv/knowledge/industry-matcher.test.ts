import { describe, expect, it } from 'vitest';
import { matchIndustry, mentions } from './industry-matcher';

describe('matchIndustry', () => {
  it.each([
    ['Fintech', 'Financial services'],
    ['Healthcare / hospitals', 'Healthcare'],
    ['Einzelhandel', 'E-commerce and retail'],
    ['Oil & Gas', 'Energy and utilities'],
    ['B2B SaaS', 'Software and SaaS'],
    ['Santé', 'Healthcare'],
  ])('%s is %s', (text, name) => {
    expect(matchIndustry(text)?.name).toBe(name);
  });

  it('names no industry for unknown or empty text', () => {
    expect(matchIndustry('Underwater basket weaving')).toBeNull();
    expect(matchIndustry('')).toBeNull();
    expect(matchIndustry(null)).toBeNull();
  });
});

describe('mentions', () => {
  it('finds short terms as whole words only', () => {
    expect(mentions('built a rest api for payments', 'API')).toBe(true);
    expect(mentions('rapid prototyping', 'API')).toBe(false);
    expect(mentions('led the kyc programme', 'KYC')).toBe(true);
    expect(mentions('improved fraud detection rates', 'fraud detection')).toBe(true);
  });

  it('reads the boundaries as whole code points, at every occurrence', () => {
    expect(mentions('apis, then api', 'api')).toBe(true);
    expect(mentions('api2 and 3api', 'api')).toBe(false);
    expect(mentions('😀api😀', 'api')).toBe(true);
    expect(mentions('𝐀api', 'api')).toBe(false);
    expect(mentions('c++ and c#', 'c++')).toBe(true);
    expect(mentions('ünited api', 'united')).toBe(false);
  });
});
