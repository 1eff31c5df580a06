import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseCv } from './index';

describe('a section that labels the lists it gathers', () => {
  it('opens a section for each label of another kind and takes its own label off', () => {
    const cv = parseCv(
      extractText(
        [
          'Riley Kaur',
          'riley.kaur@example.com',
          '',
          'Experience',
          'Software Engineer, Ridgemont Consulting  Aug 2022 - Present',
          '• Owned the customer analytics service',
          '',
          'Certifications & Activities',
          'Certifications: AWS Certified Cloud Practitioner',
          'Achievements: Graduated B.E. with Distinction; mentored 3 interns',
          'Leadership: Led CSR initiatives; competed in inter-college hackathons',
        ].join('\n'),
      ),
    );
    expect(cv.certifications).toEqual(['AWS Certified Cloud Practitioner']);
    expect(cv.sections.map((s) => [s.type, s.heading, s.lines])).toEqual(
      expect.arrayContaining([
        ['certifications', 'Certifications & Activities', ['AWS Certified Cloud Practitioner']],
        ['awards', 'Achievements', ['Graduated B.E. with Distinction; mentored 3 interns']],
        ['volunteer', 'Leadership', ['Led CSR initiatives; competed in inter-college hackathons']],
      ]),
    );
  });

  it('leaves a certificate whose own wording has a colon', () => {
    const cv = parseCv(extractText(['Jane Roe', '', 'Certifications', 'AWS: Solutions Architect Associate, 2021', 'Awards: none listed here', 'PMP, 2019'].join('\n')));
    expect(cv.sections.filter((s) => s.type === 'awards')).toEqual([]);
  });
});
