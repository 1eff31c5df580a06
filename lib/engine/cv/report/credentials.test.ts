import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseCv } from '../parse';
import { nameableCertifications } from './credentials';

const parse = (text: string) => parseCv(extractText(text));

describe('certifications a sentence may name', () => {
  it('names certificates, not a school result or a personal detail read under a development heading', () => {
    const cv = parse(
      [
        'Priya Raman',
        'priya@example.com',
        '',
        'CERTIFICATIONS',
        'AWS Certified Solutions Architect – Associate, 2022',
        'St. Mary Higher Secondary School, Madurai, 82%, 2009',
        'Date of Birth: 4th May 1991',
      ].join('\n'),
    );
    expect(cv.certifications).not.toContain('Date of Birth: 4th May 1991');
    expect(nameableCertifications(cv)).toEqual(['AWS Certified Solutions Architect – Associate, 2022']);
  });
});

describe('certifications a summary names', () => {
  it('names each by its name, without the issuer, place, date or number after it, and leaves out a bare status', async () => {
    const { certificationsForSentence } = await import('./credentials');
    const cv = parse(
      [
        'Priya Raman',
        'priya@example.com',
        '',
        'CERTIFICATIONS',
        'Certified Bookkeeper (CB), Northgate Institute of Bookkeepers, 2019',
        'Conflict Resolution – Riverside Academy, Leeds (May 2021)',
        'Full registration, Dental Council (DC), DC-0042117',
      ].join('\n'),
    );
    expect(certificationsForSentence(cv)).toEqual(['Certified Bookkeeper (CB)', 'Conflict Resolution – Riverside Academy']);
  });
});
