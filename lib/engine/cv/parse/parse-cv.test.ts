import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import type { ExtractedLine } from '../types';
import { parseCv } from './index';

const SAMPLE = `Jane Doe
jane.doe@example.com | +44 7700 900123 | Leeds, UK

Summary
Backend engineer who likes queues.

Experience
Senior Engineer — Acme Ltd, Leeds | Jan 2020 – Present
- Cut latency by 40%.
- Mentored two engineers.
Engineer — Beta plc, York | 2017 – 2019
- Built the billing service.

Education
BSc Computer Science, University of York, 2014 – 2017

Skills
Go, PostgreSQL, Kafka

Languages
English (native), German (B1)

Volunteering
- Code Club tutor`;

describe('parseCv', () => {
  const cv = parseCv(extractText(SAMPLE));

  it('assembles every field', () => {
    expect(cv.contact.name).toBe('Jane Doe');
    expect(cv.summary).toBe('Backend engineer who likes queues.');
    expect(cv.experience.map((e) => [e.title, e.employer, e.rawDates])).toEqual([
      ['Senior Engineer', 'Acme Ltd', 'Jan 2020 – Present'],
      ['Engineer', 'Beta plc', '2017 – 2019'],
    ]);
    expect(cv.education).toEqual([
      { institution: 'University of York', degree: 'BSc Computer Science', field: null, start: { year: 2014, month: null }, end: { year: 2017, month: null }, grade: null },
    ]);
    expect(cv.listedSkills).toEqual(['Go', 'PostgreSQL', 'Kafka']);
    expect(cv.languages).toEqual([
      { language: 'English', proficiency: 'native' },
      { language: 'German', proficiency: 'B1' },
    ]);
    expect(cv.language).toBe('en');
  });

  it('lists every bullet in order with its section and job', () => {
    expect(cv.bullets).toEqual([
      { text: 'Cut latency by 40%.', section: 'experience', experienceIndex: 0 },
      { text: 'Mentored two engineers.', section: 'experience', experienceIndex: 0 },
      { text: 'Built the billing service.', section: 'experience', experienceIndex: 1 },
      { text: 'Code Club tutor', section: 'volunteer', experienceIndex: null },
    ]);
  });

  it('guesses the language of a German CV', () => {
    const german = parseCv(extractText('Max Mustermann\n\nBerufserfahrung\nEntwickler bei der Firma und für die Kunden mit dem Team\n\nAusbildung\nStudium der Informatik'));
    expect(german.language).toBe('de');
  });

  it('reads a "Languages" section that names no spoken language as programming languages, and one that does as languages', () => {
    const cv = parseCv(extractText('Ravi Kumar\n\nSkills\nSelenium, JIRA\n\nLanguages\nC, C++, Java\nPython (5)\n\nEducation\nB.E., Anna University, 2012'));
    expect(cv.listedSkills).toEqual(['Selenium', 'JIRA', 'C', 'C++', 'Java', 'Python']);
    expect(cv.languages).toEqual([]);
    const spoken = parseCv(extractText('Ravi Kumar\n\nSkills\nSelenium\n\nLanguages\nEnglish, Tamil\n\nEducation\nB.E., Anna University, 2012'));
    expect(spoken.listedSkills).toEqual(['Selenium']);
    expect(spoken.languages.map((l) => l.language)).toEqual(['English', 'Tamil']);
  });

  it('reads labelled skills and languages lines when the CV has no such section', () => {
    const cv = parseCv(extractText('Priya Raghavan\n\nEducation\nMBA, University of Toronto, 2016\n\nSkills: Product strategy, SQL, Jira\n\nPersonal Details\nLanguages Known: English, Hindi'));
    expect(cv.listedSkills).toEqual(['Product strategy', 'SQL', 'Jira']);
    expect(cv.languages.map((l) => l.language)).toEqual(['English', 'Hindi']);
    // under a job, "Skills:" lists that job's tools and is left to the experience parser
    const job = parseCv(extractText('Experience\nEngineer — Acme Ltd | 2019 – 2021\nSkills: Go, Kafka'));
    expect(job.listedSkills).toEqual([]);
  });

  it('splits a line of several certificates, but not one certificate with its details', () => {
    const cv = parseCv(extractText('Certifications\nBLS, ACLS, Manual Handling\nRegistered Nurse, Illinois; CCRN\nAWS Solutions Architect, Amazon, 2021'));
    expect(cv.certifications).toEqual(['BLS', 'ACLS', 'Manual Handling', 'Registered Nurse, Illinois', 'CCRN', 'AWS Solutions Architect, Amazon, 2021']);
  });

  it('leaves a private driving licence out of the certificates, but keeps a commercial one', () => {
    const cv = parseCv(extractText('Zusätzliche Qualifikationen\nFührerschein Klasse B\nSAP Certified Associate\nLicences\nFull clean UK driving licence\nClass A CDL driver\'s license\nPermis B'));
    expect(cv.certifications).toEqual(['SAP Certified Associate', "Class A CDL driver's license"]);
  });

  it('returns empty fields for a document with nothing recognisable', () => {
    const empty = parseCv(extractText('lorem ipsum'));
    expect(empty.experience).toEqual([]);
    expect(empty.contact.email).toBeNull();
    expect(empty.listedSkills).toEqual([]);
  });

  it('never throws, whatever the lines contain', () => {
    const line = fc.record({
      text: fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('EXPERIENCE', 'Skills:', '• ', 'Jan 2019 – Present', '+1', '@', 'Languages: , ,', '()', ' – ', 'Education'),
      ),
      page: fc.integer({ min: 1, max: 3 }),
      column: fc.integer({ min: 0, max: 2 }),
      x: fc.double({ min: 0, max: 600, noNaN: true }),
      y: fc.double({ min: 0, max: 800, noNaN: true }),
      fontSize: fc.constantFrom(0, 8, 10, 14),
      bold: fc.boolean(),
      headingHint: fc.boolean(),
      gapBefore: fc.double({ min: 0, max: 4, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines: ExtractedLine[]) => {
        const doc = extractText('x');
        parseCv({ ...doc, lines, text: lines.map((l) => l.text).join('\n') });
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('pairs a "label : value" table read column by column', () => {
    const cv = parseCv(extractText('Jane Doe\n\nTechnical Proficiency\nOperating System\nRDBMS\nLanguages\n: Windows, Linux\n: Oracle 8i\n: C, Java\n\nExperience\nAnalyst, Acme Ltd, 2019 – 2021'));
    expect(cv.sections.map((s) => s.type)).toEqual(['contact', 'skills', 'experience']);
    expect(cv.sections[1].lines).toEqual(['Operating System: Windows, Linux', 'RDBMS: Oracle 8i', 'Languages: C, Java']);
    expect(cv.sections[2].startLine).toBe(8); // the heading's line in the document, not in the paired lines
  });

  it('does not take the running header\'s name for an employer', () => {
    const cv = parseCv(extractText('Shelli Kuvalis\nshelli@example.com\n\nExperience\nOperations Manager, Acme Ltd, 2015 – 2020\n- Ran the warehouse.\nShelli Kuvalis\n2011 – 2015\n- Page two of the same job.'));
    expect(cv.experience.map((e) => e.employer)).not.toContain('Shelli Kuvalis');
  });

  // a two-column template flattened: the skills column under "Work experience", the job under the next heading
  it('reads a dated job printed under another heading when the experience heading holds none', () => {
    const text = 'Jane Doe\njane@example.com\n\nWORK EXPERIENCE\nDatabase marketing\nData warehousing systems\n\nPERSONAL SKILLS\nAnalytical\nPeople skills\nNorthwind Energy\nCoventry\nDATA ANALYST\nJune 2008 - Present\nCollecting and analysing customer data for the managers.';
    expect(parseCv(extractText(text)).experience.map((e) => [e.title, e.employer, e.rawDates])).toEqual([['DATA ANALYST', 'Northwind Energy', 'June 2008 - Present']]);
  });
  it('reads no job from a dated line under another heading that names no title as its head', () => {
    const text = 'Jane Doe\njane@example.com\n\nWORK EXPERIENCE\nDatabase marketing\nData warehousing systems\n\nPERSONAL DETAILS\nDriver license\n6 years of IT experience (part-time jobs)\nfrom September 2016';
    expect(parseCv(extractText(text)).experience).toEqual([]);
  });

  it('reads degrees on lines of their own above their schools as the education of a CV with no education heading, but no lone degree tagline', () => {
    const text = 'Master of Science in Special Education\nMay 2006\nNorthfield University, Baltimore, Maryland\nBachelor of Arts in Social Sciences\nRiverton College, Springfield, Ohio\nPROFESSIONAL EXPERIENCE\nTeacher, Hillside School\n2008 - 2012';
    expect(parseCv(extractText(text)).education.map((e) => [e.institution, e.degree, e.field])).toEqual([
      ['Northfield University', 'Master of Science', 'Special Education'],
      ['Riverton College', 'Bachelor of Arts', 'Social Sciences'],
    ]);
    const tagline = 'Jane Doe\nMBA, PMP\nNorthfield Consulting Group\nPROFESSIONAL EXPERIENCE\nManager, Acme Ltd\n2008 - 2012';
    expect(parseCv(extractText(tagline)).education).toEqual([]);
  });
});

describe('the summary under the name', () => {
  it('is never a personal-details form, and a labelled paragraph still is one', () => {
    const form = parseCv(extractText('Camille Laurent\nPrénom : Camille\nNom : Laurent\nTéléphone : 06 12 34 56 78\nPermis : B, CACES 1-3-5\n\nExpérience professionnelle\nChef de projet chez Decathlon\nSept. 2020 – aujourd\'hui'));
    expect(form.summary).toBeNull();
    const profile = parseCv(extractText('Camille Laurent\nProfil : Chef de projet digital avec six ans de refonte de sites e-commerce pour trois marques.\n\nExpérience professionnelle\nChef de projet chez Decathlon\nSept. 2020 – aujourd\'hui'));
    expect(profile.summary).toMatch(/^Profil : Chef de projet digital/);
  });

  it('is never a letter-spaced tagline', () => {
    const cv = parseCv(extractText('Camille Rousseau\nC O M P TA B L E C O N F I R M É E\ncamille@example.fr\n\nExpériences professionnelles\nComptable chez Fiducial\n2019 – 2024'));
    expect(cv.summary).toBeNull();
  });
});

describe('a section that also lists the jobs (no experience heading)', () => {
  const cv = parseCv(
    extractText(
      'Jordan Avery\njordan@example.com\n\nHIGHLIGHTS\nEight years of testing across web and mobile.\nBuilt automation programs at three firms.\n\nSenior QA Engineer, Northwind Systems (Mar 2021 - Present)\n• Cut the regression suite from six hours to forty minutes\n\nQA Engineer, Contoso Labs (Jun 2018 - Feb 2021)\n• Wrote the first end-to-end suite\n\nEDUCATION\nB.S. in Computer Science, Ridgemont State University, 2016',
    ),
  );

  it('keeps as the summary only what comes before the first job', () => {
    expect(cv.experience.map((e) => e.employer)).toEqual(['Northwind Systems', 'Contoso Labs']);
    expect(cv.summary).toBe('Eight years of testing across web and mobile. Built automation programs at three firms.');
  });

  it("counts the jobs' bullets as theirs", () => {
    expect(cv.bullets.map((b) => [b.section, b.experienceIndex])).toEqual([
      ['experience', 0],
      ['experience', 1],
    ]);
  });
});
