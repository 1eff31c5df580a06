import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import type { ExtractedLine } from '../types';
import { sectionTypeOf, sectionTypeWithin } from './heading-type';
import { splitSections } from './sections';

const line = (text: string, overrides: Partial<ExtractedLine> = {}): ExtractedLine => ({
  text, page: 1, column: 0, x: 0, y: 0, fontSize: 10, bold: false, headingHint: false, gapBefore: 1, ...overrides,
});

describe('sectionTypeOf', () => {
  it.each([
    ['Experience', 'experience'],
    ['Work History', 'experience'],
    ['Technical Summary', 'skills'],
    ['Areas of Specialization', 'skills'],
    ['Scholastic Profile', 'education'],
    ['Administrative Positions', 'experience'],
    ['PROFESSIONAL EXPERIENCE:', 'experience'],
    ['Berufserfahrung', 'experience'],
    ['Experiencia laboral', 'experience'],
    ['Expérience professionnelle', 'experience'],
    ['Experiência Profissional', 'experience'],
    ['Werkervaring', 'experience'],
    ['Esperienza lavorativa', 'experience'],
    ['Education & Training', 'education'],
    ['Ausbildung', 'education'],
    ['Formación', 'education'],
    ['Skills', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Compétences', 'skills'],
    ['Languages', 'languages'],
    ['Sprachen', 'languages'],
    ['Idiomas', 'languages'],
    ['Licenses & Certifications', 'certifications'],
    ['Kurzprofil', 'summary'],
    ['1. Projects', 'projects'],
    ['— Interests —', 'interests'],
    ['Doświadczenie zawodowe', 'experience'],
    ['Wykształcenie', 'education'],
    ['Umiejętności', 'skills'],
    ['INTERNSHIP', 'experience'],
    ['EDUCATIONAL QUALIFICATION', 'education'],
    ['Languages Known', 'languages'],
    ['QUALIFICATIONS SUMMARY', 'summary'],
    ['Summary of Qualification', 'summary'],
  ])('%s → %s', (heading, type) => {
    expect(sectionTypeOf(heading)).toBe(type);
  });

  it('does not match ordinary lines', () => {
    expect(sectionTypeOf('Senior Engineer')).toBeNull();
    expect(sectionTypeOf('Experience with Kafka')).toBeNull();
  });

  it.each([
    ['FORMAL EDUCATION AND ONGOING TRAINING', 'education'],
    ['Education and Professional Training', 'education'],
    ['Academic Degrees', 'education'],
    ['Volunteer Work and Community Involvement', 'volunteer'],
    // two sections named, or a sentence's end: no heading of one section
    ['Skills and Experience', null],
    ['Work Experience and Education', null],
    ['Education and Special Education.', null],
  ])('a heading naming one section twice, joined by "and": %s → %s', (heading, type) => {
    expect(sectionTypeOf(heading)).toBe(type);
  });
});

describe('sectionTypeWithin', () => {
  it.each([
    ['Technology (years of experience)', null],
    ['TOOL (LEVEL OF EXPERIENCE)', null],
    ['Skills (Years of Experience)', 'skills'],
    ['Relevant Work Experience (selected)', 'experience'],
    ['Academic (Teaching Experience)', 'experience'],
    ['(Experience)', 'experience'],
  ])('a bracket saying what figures measure does not name the section: %s → %s', (heading, type) => {
    expect(sectionTypeWithin(heading)).toBe(type);
  });
});

describe('splitSections', () => {
  const types = (lines: ExtractedLine[]) => splitSections(lines).map((s) => [s.section.type, s.section.heading]);

  it('keeps a column header with a bracketed qualifier inside its skills section', () => {
    const text = 'Jane Doe\n\nEXPERIENCE\nSenior Engineer, Acme Ltd\n2019 - 2023\n\nCOMPUTER SKILLS\n\nTECHNOLOGY (YEARS OF EXPERIENCE)\nJava (13), Python (10)\n\nINTERESTS\nCycling';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['experience', 'EXPERIENCE'],
      ['skills', 'COMPUTER SKILLS'],
      ['interests', 'INTERESTS'],
    ]);
  });

  it('reads an education heading in capitals that shares its line with the school after a colon', () => {
    const text = 'Jane Doe\nOBJECTIVE:\nAn engineering post.\nEDUCATION: Western Ridge University\nBachelor of Science in Civil Engineering\nSKILLS: AutoCAD, MATLAB\nEXPERIENCE:\nIntern, Acme Roads\n2024';
    const spans = splitSections(extractText(text).lines);
    expect(spans.map((s) => [s.section.type, s.section.heading])).toEqual([
      ['contact', ''],
      ['summary', 'OBJECTIVE'],
      ['education', 'EDUCATION'],
      ['experience', 'EXPERIENCE'],
    ]);
    expect(spans[2].section.lines.slice(0, 2)).toEqual(['Western Ridge University', 'Bachelor of Science in Civil Engineering']);
  });

  it('keeps an inline education label that names no school or degree a line of its own', () => {
    const text = 'Jane Doe\nSUMMARY\nTeacher.\nEDUCATION: ongoing evening classes\nEXPERIENCE\nTeacher, Oak School\n2020 - 2024';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['summary', 'SUMMARY'],
      ['experience', 'EXPERIENCE'],
    ]);
  });

  it('puts the lines before the first heading into the contact block', () => {
    const spans = splitSections(extractText('Jane Doe\njane@x.io\n\nSUMMARY\nEngineer.\n\nSKILLS\nGo, Rust').lines);
    expect(spans.map((s) => [s.section.type, s.section.heading, s.section.lines, s.section.startLine])).toEqual([
      ['contact', '', ['Jane Doe', 'jane@x.io'], -1],
      ['summary', 'SUMMARY', ['Engineer.'], 2],
      ['skills', 'SKILLS', ['Go, Rust'], 4],
    ]);
  });

  it('finds a synonym inside a formatted heading, not inside a sentence or an inline label', () => {
    expect(types([line('Jane'), line('RELEVANT WORK EXPERIENCE'), line('Skills: Go, Rust'), line('I have experience with Go')])).toEqual([
      ['contact', ''],
      ['experience', 'RELEVANT WORK EXPERIENCE'],
    ]);
  });

  it('accepts unknown headings styled like the known ones, but not bold job titles', () => {
    const heading = { fontSize: 13, bold: true, headingHint: true };
    const lines = [
      line('Jane Doe', { fontSize: 20, bold: true, headingHint: true }),
      line('Experience', heading),
      line('Staff Engineer', { bold: true, headingHint: true }),
      line('Built the billing platform.'),
      line('Ran the on-call rota.'),
      line('Education', heading),
      line('BSc Physics, University of Leeds'),
      line('Mentoring & Outreach', heading),
      line('Code Club tutor'),
    ];
    expect(types(lines)).toEqual([
      ['contact', ''],
      ['experience', 'Experience'],
      ['education', 'Education'],
      ['other', 'Mentoring & Outreach'],
    ]);
  });

  it('starts a new block where a column starts, so the sidebar does not swallow the main column', () => {
    const lines = [
      line('SKILLS', { headingHint: true }),
      line('Go'),
      line('Marcus Whitfield', { column: 1, fontSize: 22 }),
      line('SUMMARY', { column: 1, headingHint: true }),
      line('Backend engineer.', { column: 1 }),
    ];
    expect(types(lines)).toEqual([
      ['skills', 'SKILLS'],
      ['contact', ''],
      ['summary', 'SUMMARY'],
    ]);
  });

  it('reads a heading in a left label column with its content beside it', () => {
    const spans = splitSections(extractText('Maria Gonzalez\n\nLICENSES        Arizona RN License #RN123456\n                BLS, ACLS\n\nEXPERIENCE\nNurse').lines);
    expect(spans.map((s) => [s.section.type, s.section.heading, s.section.lines])).toEqual([
      ['contact', '', ['Maria Gonzalez']],
      ['certifications', 'LICENSES', ['Arizona RN License #RN123456', 'BLS, ACLS']],
      ['experience', 'EXPERIENCE', ['Nurse']],
    ]);
    // two headings side by side, and a sentence starting with a heading word, are not label columns
    expect(types([line('Jane'), line('SKILLS    LANGUAGES'), line('Skills  in Go and Rust')]).map(([type]) => type)).not.toContain('certifications');
    expect(types([line('Jane'), line('Skills  in Go and Rust')])).toEqual([['contact', '']]);
  });

  it('finds a synonym in a title-case heading after a blank line in plain text', () => {
    const text = 'Jane Doe\n\nWork Experience and Internships\nAnalyst, Acme Ltd\n\nPublications & Presentations\nA paper\n\nLeadership & Activities\nChess club\n\nHead of Education\nMore text';
    expect(splitSections(extractText(text).lines).map((s) => [s.section.type, s.section.heading])).toEqual([
      ['contact', ''],
      ['experience', 'Work Experience and Internships'],
      ['publications', 'Publications & Presentations'],
      ['volunteer', 'Leadership & Activities'],
    ]);
  });

  it('does not take the lower-case end of a wrapped line for a heading', () => {
    expect(types([line('SKILLS', { bold: true }), line('Product strategy · Roadmapping · Team'), line('leadership'), line('LANGUAGES', { bold: true })])).toEqual([
      ['skills', 'SKILLS'],
      ['languages', 'LANGUAGES'],
    ]);
  });
});

describe('splitSections on real-world shapes', () => {
  const types = (text: string) => splitSections(extractText(text).lines).map((s) => `${s.section.type}:${s.section.heading}`);

  it('reads a heading wrapped onto a second line', () => {
    expect(types('Jane Doe\n\nPROFESSIONAL\nEXPERIENCE\nAnalyst, Acme Ltd, 2019 – 2021\n\nCERTIFICATIONS &\nACCREDITATIONS\nCPA')).toEqual([
      'contact:', 'experience:PROFESSIONAL EXPERIENCE', 'certifications:CERTIFICATIONS & ACCREDITATIONS',
    ]);
  });

  it('keeps a job\'s tool label, "Highlights at X" and an employer in capitals inside the experience section', () => {
    const text = 'Jane Doe\n\nWORK EXPERIENCE\nAnalyst\nAcme Ltd - Pune -\nJune 2016 to Present\nSAP Modules/ Tools:\n• PP, MM and SD\n\nHighlights at Acme\n• Won an award.\n\nGLOBEX SYSTEMS\nDeveloper, March 2012\nMay 2016\n\nSKILLS\nSQL';
    expect(types(text)).toEqual(['contact:', 'experience:WORK EXPERIENCE', 'skills:SKILLS']);
  });

  it('reads publication lists as publications', () => {
    expect(sectionTypeOf('Journal Articles')).toBe('publications');
    expect(sectionTypeOf('Conference Presentations')).toBe('publications');
  });
});

describe('real-world headings of academic CVs and text exports', () => {
  const types = (text: string) => splitSections(extractText(text).lines).map((s) => `${s.section.type}:${s.section.heading}`);
  // a plain-text CV sets its headings apart by a blank line
  it('reads qualified position headings, publication kinds after a colon, and research and funding headings', () => {
    expect(types('Jane Roe\n\nTenure-line Academic Positions\n2012 to present: Professor of History,\nState University\nExternal Funding: Principal Investigator on Grants (selected)\n$40,000: Archive study. Mellon Foundation (2015-2016)\nCurrent Research:\nA book on ports.\nPublications: Book Chapters\nPorts and Power (2014).')).toEqual([
      'contact:', 'experience:Tenure-line Academic Positions', 'publications:External Funding: Principal Investigator on Grants (selected)', 'publications:Current Research', 'publications:Publications: Book Chapters',
    ]);
  });

  it('reads a gutter label glued to its first row, but not a sentence that starts with the word', () => {
    expect(types('Ray Delgado\nSkills\nC#, Python\nExperience Pacific Media Interactive January 2016\nSenior Web Developer Burbank, CA')).toEqual(['contact:', 'skills:Skills', 'experience:Experience']);
    expect(types('Ray Delgado\nSummary\nExperience in building web platforms since 2016')).toEqual(['contact:', 'summary:Summary']);
  });
});

describe('headings of exported small caps and labels repeated inside jobs', () => {
  const types = (text: string) => splitSections(extractText(text).lines).map((s) => `${s.section.type}:${s.section.heading}`);

  it('reads a small-caps heading split after each capital, but not a line of capitals with no heading in it', () => {
    expect(sectionTypeOf('P ROFE SSI ONAL E XPER IENCE')).toBe('experience');
    expect(sectionTypeOf('P ROFESSIONAL D EVELOPMENT')).toBe('certifications');
    expect(sectionTypeOf('S AMPLE WORKS')).toBeNull();
  });

  it('keeps an "Achievements" label repeated under each job inside the experience section', () => {
    const text = 'Ann Lee\n\nEmployment History\n2011\nMonash University\nPosition: Tutor\nAchievements\nTaught politics to first-year students\n2008-2009\nDavid Jones, Melbourne\nPosition: Sales Assistant\nAchievements\nPromoted within a year\n\nReferees\nOn request';
    expect(types(text)).toEqual(['contact:', 'experience:Employment History', 'references:Referees']);
    // said once, after the jobs, it is the CV's own section
    expect(types('Ann Lee\n\nEmployment History\n2011\nMonash University\nPosition: Tutor\n\nAchievements\nDean\'s list 2010')).toEqual(['contact:', 'experience:Employment History', 'awards:Achievements']);
  });
});
