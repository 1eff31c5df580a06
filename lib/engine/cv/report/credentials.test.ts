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
