import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseCv } from './index';
import { isRunningNameLine } from './running-name';

describe('isRunningNameLine', () => {
  it('reads the candidate name alone, or beside a page number, as page furniture', () => {
    expect(isRunningNameLine('Marta Quellwood', 'Marta Quellwood')).toBe(true);
    expect(isRunningNameLine('MARTA QUELLWOOD', 'Marta Quellwood')).toBe(true);
    expect(isRunningNameLine('Marta Quellwood 3', 'Marta Quellwood')).toBe(true);
    expect(isRunningNameLine('Marta Quellwood, Page 2 of 4', 'Marta Quellwood')).toBe(true);
    // the page numbers the page furniture of a PDF knows, in the languages it knows
    expect(isRunningNameLine('Marta Quellwood – Seite 2/3', 'Marta Quellwood')).toBe(true);
    expect(isRunningNameLine('Marta Quellwood - 2 -', 'Marta Quellwood')).toBe(true);
    expect(isRunningNameLine('Marta Quellwood Página 2 de 3', 'Marta Quellwood')).toBe(true);
  });

  it('keeps lines that say more than the name, and a one-word name', () => {
    expect(isRunningNameLine('Marta Quellwood Consulting', 'Marta Quellwood')).toBe(false);
    expect(isRunningNameLine('Marta Quellwood, Founder', 'Marta Quellwood')).toBe(false);
    expect(isRunningNameLine('Oracle', 'Oracle')).toBe(false);
    expect(isRunningNameLine('Marta Quellwood', null)).toBe(false);
  });
});

describe('a running header between the lines of a job', () => {
  const text = [
    'Marta Quellwood',
    'marta@example.org',
    '',
    'WORK EXPERIENCE',
    'ORBIT SYSTEMS -- Web Developer (consultant at Acme), June 2012 – July 2012',
    'Technologies: PHP, CSS',
    'Built a landing page.',
    'Marta Quellwood',
    'VANTORA',
    'Web Developer, August 2011 – January 2012',
    'Technologies: Drupal 6, PHP5',
    'Moved the site to a faster server.',
  ].join('\n');

  it('leaves the one-word employer under the name in its place', () => {
    expect(parseCv(extractText(text)).experience.map((j) => [j.title, j.employer])).toEqual([
      ['Web Developer (consultant at Acme)', 'ORBIT SYSTEMS'],
      ['Web Developer', 'VANTORA'],
    ]);
  });
});
