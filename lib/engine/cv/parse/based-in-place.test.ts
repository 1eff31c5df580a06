import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { basedInPlace } from './based-in-place';
import { parseContact } from './contact';

const linesOf = (text: string) => extractText(text).lines;

describe('where a CV without an address says its writer is based', () => {
  it.each([
    ['Product designer based in Lisbon, open to hybrid roles.', 'PT'],
    ['UK based, preference for remote work.', 'GB'],
    ['I am a Toronto-based data analyst with six years in retail banking.', 'CA'],
    ['Currently based in the Netherlands and looking for a new challenge.', 'NL'],
  ])('%s', (sentence, country) => {
    expect(basedInPlace(linesOf(`Jamie Ortega\n\nPROFILE\n${sentence}`))?.country).toBe(country);
  });

  it.each([
    'Worked for a London-based fintech on payment APIs.',
    'Supported clients based in Germany and Austria.',
    'Five years at Berlin-based Acme building search.',
    'Built Windows based tools and Java based services for a Delhi based MNC.',
    'Delivered cloud based solutions for Mumbai based companies.',
  ])('takes no place from %s', (sentence) => {
    expect(basedInPlace(linesOf(`Jamie Ortega\n\nPROFILE\n${sentence}`))).toBeNull();
  });

  it('is the last resort: a printed address wins, and the country follows the phrase', () => {
    const lines = linesOf('Jamie Ortega\nMadrid, Spain\njamie@example.com\n\nPROFILE\nPreviously based in Lisbon.');
    expect(parseContact(lines, lines.slice(0, 3)).location).toBe('Madrid, Spain');
    const without = linesOf('Jamie Ortega\njamie@example.com\n\nPROFILE\nEngineer based in Lyon, happy to relocate.');
    expect([parseContact(without, without.slice(0, 2)).location, parseContact(without, without.slice(0, 2)).country]).toEqual(['Lyon', 'FR']);
  });
});
