import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figuresIn, hasPlaceholder, inventedFigures, isQuantified } from './figures';

describe('isQuantified', () => {
  it.each([
    ['Cut costs by 12%', true],
    ['Managed a $1.2M budget', true],
    ['Led a team of five engineers', true],
    ['Doubled conversion', true],
    ['Migrated to Kubernetes in 2019', false],
    ['Built the billing service', false],
    ['Wrote editor tools that cut level iteration time in half', true],
    ['Reduced returns by a third', true],
    ['Tutrice de trois étudiants infirmiers par an', true],
    ['Atención de cinco grupos de alumnos', true],
    ['Betreuung von zwei beatmeten Patienten', true],
    ['Worked on the first half of the roadmap', false],
    ['Joined in Sept 2015 and ran MS-DOS migrations', false],
  ])('%s → %s', (text, expected) => {
    expect(isQuantified(text)).toBe(expected);
  });
});

describe('figuresIn', () => {
  it('normalises thousands separators and keeps decimals apart from whole numbers', () => {
    expect(figuresIn('Served 1,200,000 users and 3.5 TB')).toEqual(['1200000', '3.5']);
    expect(figuresIn('€1.200.000 in sales, 2,5 % churn, 007 agents, 4.50 rating')).toEqual(['1200000', '2.5', '7', '4.5']);
  });
});

describe('inventedFigures: the one guard of the report, the LLM merge and the improved CV', () => {
  it.each([
    ['Mentored 4 engineers', 'Mentored 4 engineers to promotion', []],
    ['Cut costs', 'Cut costs by [X%]', []],
    ['Cut costs', 'Cut costs by 30%', ['30']],
    ['Served 1,200 customers', 'Served 1200 customers daily', []],
    ['Handled tickets', 'Handled 50+ tickets a week', ['50']],
    ['Led a team of 5', 'Led a team of 6', ['6']],
    ['Cut build time from 20 to 5 minutes', 'Reduced build time from 20 to 5 minutes by [X%]', []],
    ['Improved search', 'Improved search relevance by 35% for 1,200 users', ['35', '1200']],
    // "1.5M" and "15M" are different figures: the two old guards disagreed here
    ['Grew revenue to $1.5M', 'Grew revenue to $15M', ['15']],
    ['Grew revenue to $15M', 'Grew revenue to $1.5M', ['1.5']],
  ])('%j → %j: %j', (original, rewritten, expected) => {
    expect(inventedFigures(original, rewritten)).toEqual(expected);
  });

  it('never finds a text inventing figures relative to itself', () => {
    fc.assert(fc.property(fc.string(), (s) => inventedFigures(s, s).length === 0));
  });
});

describe('hasPlaceholder', () => {
  it('finds bracketed fill-ins', () => {
    expect(hasPlaceholder('as part of a [N]-person team')).toBe(true);
    expect(hasPlaceholder('Cut costs by 30%')).toBe(false);
  });
});
