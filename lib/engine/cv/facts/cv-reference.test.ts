import { describe, expect, it } from 'vitest';
import { backendCv } from '../../interview/fixtures/cvs';
import { bulletReference, listPhrase, quote, roleLabel, roleYears } from './cv-reference';

describe('cv references', () => {
  it('names a role by employer, title and years', () => {
    expect(roleLabel(backendCv.experience[1])).toBe('Acme Corp, Software Engineer, 2016–2020');
    expect(roleYears(backendCv.experience[0])).toBe('2022–present');
    expect(roleYears(backendCv.experience[2])).toBe('2015');
  });

  it('quotes a bullet verbatim and cuts long ones at a word boundary', () => {
    expect(bulletReference(backendCv.experience[1], 'Designed REST APIs')).toBe("Acme Corp, Software Engineer, 2016–2020: 'Designed REST APIs'");
    const long = quote('word '.repeat(60), 50);
    expect(long.endsWith("…'")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(53);
    expect(quote('• Led the migration')).toBe("'Led the migration'");
  });

  it('joins lists in prose', () => {
    expect(listPhrase(['a'])).toBe('a');
    expect(listPhrase(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
