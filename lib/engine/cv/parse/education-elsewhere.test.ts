import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { degreesUnderCertifications } from './education-elsewhere';
import { splitSections } from './sections';

const degrees = (text: string) => degreesUnderCertifications(splitSections(extractText(text).lines)).map((e) => [e.institution, e.degree]);

describe('degreesUnderCertifications', () => {
  const development =
    'PROFESSIONAL DEVELOPMENT\nRio Grande State University, El Paso, TX\nMaster of Arts, Educational Administration, 2015\nTexas Principal Certificate, 2016\nCrisis Prevention Institute Training, 2019';

  it('reads a university degree listed under a heading of courses when the CV has no education heading', () => {
    expect(degrees(`Jo Hale\njo@example.com\nEXPERIENCE\nTeacher, Sunset School\n2008 - 2016\n${development}`)).toEqual([['Rio Grande State University', 'Master of Arts']]);
  });

  it('leaves the certifications alone when the CV has an education section of its own', () => {
    expect(degrees(`Jo Hale\nEDUCATION\nBA Sociology, Westbrook University, 2008\n${development}`)).toEqual([]);
  });
});
