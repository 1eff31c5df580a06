import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseEducation } from './education';
import { degreesUnderCertifications } from './education-elsewhere';
import { splitSections } from './sections';

const degrees = (text: string) => {
  const spans = splitSections(extractText(text).lines);
  const education = parseEducation(spans.filter((s) => s.section.type === 'education').flatMap((s) => s.lines));
  return degreesUnderCertifications(spans, education).map((e) => [e.institution, e.degree]);
};

describe('degreesUnderCertifications', () => {
  const development =
    'PROFESSIONAL DEVELOPMENT\nRio Grande State University, El Paso, TX\nMaster of Arts, Educational Administration, 2015\nTexas Principal Certificate, 2016\nCrisis Prevention Institute Training, 2019';

  it('reads a university degree listed under a heading of courses when the CV has no education heading', () => {
    expect(degrees(`Jo Hale\njo@example.com\nEXPERIENCE\nTeacher, Sunset School\n2008 - 2016\n${development}`)).toEqual([['Rio Grande State University', 'Master of Arts']]);
  });

  it('leaves the certifications alone when the CV\'s education section names a degree of its own', () => {
    expect(degrees(`Jo Hale\nEDUCATION\nBA Sociology, Westbrook University, 2008\n${development}`)).toEqual([]);
    expect(degrees(`Jo Hale\nEDUCATION\nBachelor of Arts in Sociology\nWestbrook University, 2008\n${development}`)).toEqual([]);
  });

  it('reads the degree when the education heading holds trainings only ("TRAINING:")', () => {
    expect(degrees(`Jo Hale\nEXPERIENCE\nTeacher, Sunset School\n2008 - 2016\n${development}\nTRAINING\nFirst Aid at Work, 2019\nConfined Space Entry Training, 2018`)).toEqual([['Rio Grande State University', 'Master of Arts']]);
  });
});
