/**
 * The header forms of jobs and degrees (lib/engine/render/entry-layout.ts): each entry is written
 * in a form the engine's own entry readers read back as it was meant, and the forms are plain
 * ones (title above employer, "Degree in Subject — School | dates").
 */
import { describe, expect, it } from 'vitest';
import { parseEducation } from '../cv/parse/education';
import { parseExperience } from '../cv/parse/experience';
import { degreeEntries, ENGLISH_DEGREE_LABELS, ENGLISH_JOB_LABELS, jobEntries, splitProse, type DegreeHead } from './entry-layout';

const asLines = (texts: string[]) => texts.map((text) => ({ text, page: 1, column: 0, x: 0, y: 0, fontSize: 0, bold: false, headingHint: false, gapBefore: 0 }));

const degree = (d: Partial<DegreeHead>): DegreeHead => ({ dates: null, grade: null, connector: 'in', ...d });

describe('degreeEntries', () => {
  it('writes a degree with its school and dates on one line, the subject joined by "in"', () => {
    const [entry] = degreeEntries([degree({ degree: 'MSc', subject: 'Data Science', institution: 'Ridgemont University', dates: '2021 – 2023' })]);
    expect(entry.title).toBe('MSc in Data Science — Ridgemont University');
    expect(entry.aside).toBe('2021 – 2023');
  });

  it('prints the thesis below the degree as written, and it reads back as the entry\'s detail, not its grade', () => {
    const [entry] = degreeEntries([
      degree({ degree: 'Master of Science', subject: 'Marketing', institution: 'Universität zu Köln', dates: '2011 – 2013', notes: ['Masterarbeit: Preispromotions im Handel (Note 1,3)'] }),
    ]);
    expect(entry.paragraphs).toEqual(['Masterarbeit: Preispromotions im Handel (Note 1,3)']);
    const [read] = parseEducation(asLines([[entry.title, entry.aside].join('  |  '), ...entry.details, ...entry.paragraphs]));
    expect([read.grade, read.details]).toEqual([null, ['Masterarbeit: Preispromotions im Handel (Note 1,3)']]);
  });

  it('writes a degree named with "of" as a title line, since it reads back as that degree and its subject', () => {
    const [entry] = degreeEntries([degree({ degree: 'Bachelor of Nursing', institution: 'Northgate University', dates: '2012 – 2015' })], ENGLISH_DEGREE_LABELS);
    expect([entry.title, entry.aside]).toEqual(['Bachelor of Nursing — Northgate University', '2012 – 2015']);
  });

  it('keeps a programme named like no degree apart from a school named like no school', () => {
    const entries = degreeEntries([
      degree({ degree: 'Electrical Apprenticeship Program', institution: 'Independent Electrical Contractors Rocky Mountain', dates: '2012 – 2016' }),
      degree({ degree: 'High School Diploma', institution: 'Thomas Jefferson High School', dates: '2011' }),
    ]);
    // the first is too long to share a line with its dates: the school goes on the line below
    expect(entries.map((e) => [e.title, e.aside, e.details])).toEqual([
      ['Electrical Apprenticeship Program', '2012 – 2016', ['Independent Electrical Contractors Rocky Mountain']],
      ['High School Diploma — Thomas Jefferson High School', '2011', []],
    ]);
    const lines = entries.flatMap((e) => [`${e.title}  |  ${e.aside}`, ...(e.details.length ? [e.details.join('  |  ')] : [])]);
    expect(parseEducation(asLines(lines)).map((e) => [e.institution, e.degree])).toEqual([
      ['Independent Electrical Contractors Rocky Mountain', 'Electrical Apprenticeship Program'],
      ['Thomas Jefferson High School', 'High School Diploma'],
    ]);
  });

  it('picks a form that reads back right as DOCX paragraphs too: a school cut after "OF" does not take the subject below', () => {
    const heads = [
      degree({ degree: 'Ph.D. coursework', subject: 'Social Systems Sciences', institution: 'UNIVERSITY OF PENNSYLVANIA' }),
      degree({ degree: 'B.A. with honors', subject: 'Communications & Mass Media complete except for thesis', institution: 'CITY COLLEGE OF', grade: 'honors in Communications & Mass Media complete except for thesis' }),
    ];
    const entries = degreeEntries(heads, ENGLISH_DEGREE_LABELS);
    const lines = entries.flatMap((e) => [e.aside ? `${e.title}  |  ${e.aside}` : e.title, ...(e.details.length ? [e.details.join('  |  ')] : []), ...e.paragraphs]);
    expect(parseEducation(asLines(lines)).map((e) => [e.institution, e.degree])).toEqual(heads.map((h) => [h.institution, h.degree]));
  });

  it('writes two degrees of one name (a degree taken twice, in two subjects) so that both come back', () => {
    const entries = degreeEntries([
      degree({ degree: 'BSc', subject: 'Math', institution: 'Magadh Univercity', dates: 'Jul 1999 – Apr 2001' }),
      degree({ degree: 'BSc', subject: 'Computer', institution: 'Magadh Univercity' }),
    ], ENGLISH_DEGREE_LABELS);
    const lines = entries.flatMap((e) => [e.aside ? `${e.title}  |  ${e.aside}` : e.title, ...(e.details.length ? [e.details.join('  |  ')] : []), ...e.paragraphs]);
    expect(parseEducation(asLines(lines)).map((e) => [e.institution, e.degree])).toEqual([
      ['Magadh Univercity', 'BSc'],
      ['Magadh Univercity', 'BSc'],
    ]);
  });

  it('judges a school without a degree by the dates line it prints alone, which would take the school above it', () => {
    const entries = degreeEntries([
      degree({ degree: 'Bachelor of Technology Specialization: Bio-Informatics', institution: 'Sathyabama University', dates: '2010 – 2014' }),
      degree({ institution: 'Anna Gem Science Park Higher secondary School, Anna University Campus', dates: '2005 – 2008', grade: 'Grade: 74%' }),
    ], ENGLISH_DEGREE_LABELS);
    // as the renderers print them: an entry without a title prints its dates alone
    const lines = entries.flatMap((e) => [e.title ? (e.aside ? `${e.title}  |  ${e.aside}` : e.title) : (e.aside ?? ''), ...(e.details.length ? [e.details.join('  |  ')] : []), ...e.paragraphs]);
    expect(parseEducation(asLines(lines.filter(Boolean))).map((e) => [e.institution, e.degree])).toEqual([
      ['Sathyabama University', 'Bachelor of Technology Specialization: Bio-Informatics'],
      ['Anna Gem Science Park Higher secondary School, Anna University Campus', null],
    ]);
  });

  it('counts capitals wider: a degree in capitals that would wrap beside its dates goes on its own line', () => {
    const entries = degreeEntries([
      degree({ degree: 'UNDERGRADUATE DEGREE', subject: 'Computer Science & Telecommunications', institution: 'University of Kwa Zulu Natal (Westville Campus)', dates: '2000 – 2003' }),
    ]);
    expect(entries[0].title).not.toContain('UNDERGRADUATE DEGREE in Computer Science & Telecommunications —');
    expect(entries[0].title.length + (entries[0].aside?.length ?? 0)).toBeLessThanOrEqual(60);
    const lines = entries.flatMap((e) => [`${e.title}  |  ${e.aside}`, ...e.details]);
    expect(parseEducation(asLines(lines)).map((e) => [e.institution, e.degree])).toEqual([['University of Kwa Zulu Natal (Westville Campus)', 'UNDERGRADUATE DEGREE']]);
  });

  it('writes schools first when a school without a degree would otherwise be read as a degree', () => {
    const entries = degreeEntries([
      degree({ degree: 'B.Tech', subject: 'Computer Science', institution: 'Indian Institute of Technology Bombay', dates: '2011 – 2015' }),
      degree({ institution: 'La Martiniere for Boys', dates: '2011' }),
    ]);
    expect(entries.map((e) => e.title.split(' — ')[0])).toEqual(['Indian Institute of Technology Bombay', 'La Martiniere for Boys']);
    const lines = entries.map((e) => `${e.title}  |  ${e.aside}`);
    expect(parseEducation(asLines(lines)).map((e) => [e.institution, e.degree])).toEqual([
      ['Indian Institute of Technology Bombay', 'B.Tech'],
      ['La Martiniere for Boys', null],
    ]);
  });

  it('puts a long subject on the line below rather than wrap the header line, and a grade that would wrap it below that', () => {
    const subject = 'Major in Computer Science; Minors in Mathematics and Psychology';
    const [entry] = degreeEntries([degree({ degree: 'Bachelor of Engineering', subject, institution: 'State University', dates: 'May 2019', grade: 'GPA: 3.93/4.0' })]);
    expect(entry.title).toBe('Bachelor of Engineering — State University');
    expect(entry.details).toEqual([subject]);
    // beside the long subject the grade would wrap the line too: it goes on a line of its own
    expect(entry.paragraphs).toEqual(['GPA: 3.93/4.0']);
  });
  it('decides an entry again once the entries after it have their forms, so each reads back with its own school', () => {
    // no form of the "Concord High School" entry reads right beside the first form of the school-less certificate below it
    const schools = [
      degree({ degree: 'Certificate', subject: 'Commercial Law and Practice', institution: 'Harbour Agents Training Centre', dates: '1990' }),
      degree({ degree: 'Masters', subject: 'Law (LL.M) in International and Comparative Law', dates: '1985 – 1986' }),
      degree({ degree: 'Diploma', subject: 'Law', institution: 'Eastland School of Law', dates: '1984' }),
      degree({ degree: 'Bachelor of Laws (LL.B Honours)', subject: 'Faculty of Law', institution: 'University of Westmere', dates: '1979 – 1983' }),
      degree({ degree: 'National Advanced Certificate', subject: 'Education (NACE) A Level', institution: 'Concord High School', dates: '1973 – 1978' }),
      degree({ degree: 'National Certificate', subject: 'Education (NCE) O Level' }),
      degree({ degree: 'Certificate', subject: 'Primary Education (CPE)', institution: 'Riverside Primary School', dates: '1966 – 1972' }),
    ];
    const entries = degreeEntries(schools, ENGLISH_DEGREE_LABELS);
    const lines = entries.flatMap((e) => [e.aside ? `${e.title}  |  ${e.aside}` : e.title, ...(e.details.length ? [e.details.join('  |  ')] : []), ...e.paragraphs]);
    expect(parseEducation(asLines(lines)).map((e) => [e.institution, e.degree])).toEqual(schools.map((s) => [s.institution ?? null, s.degree]));
  });
});

describe('jobEntries', () => {
  it('writes the title with its dates above the employer and place', () => {
    const [entry] = jobEntries([{ position: 'Data Analyst', employer: 'Acme Corp', location: 'Austin, TX', dates: 'Jan 2020 – Present', paragraphs: [], bullets: ['Built dashboards.'] }]);
    expect(entry).toMatchObject({ title: 'Data Analyst', aside: 'Jan 2020 – Present', details: ['Acme Corp', 'Austin, TX'], bullets: ['Built dashboards.'] });
  });

  it('moves a last bullet that reads like a name before the sentences, so it is not taken for the next employer', () => {
    const [entry] = jobEntries([{ position: 'Software Engineer', employer: 'Berkshire Software Design', dates: '2010 – Present', paragraphs: [], bullets: ['Wrote C++ applications.', 'Linux'] }]);
    expect(entry.bullets).toEqual(['Linux', 'Wrote C++ applications.']);
  });

  it('ends a job on a sentence, not on a line of names long enough to wrap (its last line would read as the next job\'s header)', () => {
    const names = 'NORTHWIND SYSTEMS, Consulting at Lakeside Development and Alumni Relations -- Springfield, IL, Principal';
    const sentence = 'Built reporting modules for the alumni office and moved them to the new platform.';
    // the names as the last of the sentences under the job, and as its one bullet
    const [prose] = jobEntries([{ position: 'Developer', employer: 'Acme Corp', dates: '2010 – 2012', paragraphs: [sentence, names], bullets: [] }]);
    expect([...prose.paragraphs, ...prose.bullets]).toEqual([names, sentence]);
    const [listed] = jobEntries([{ position: 'Developer', employer: 'Acme Corp', dates: '2010 – 2012', paragraphs: [sentence], bullets: [names] }]);
    expect([...listed.paragraphs, ...listed.bullets]).toEqual([names, sentence]);
    // a long sentence without its full stop is no line of names, and stays where it was
    const plain = 'Supported the regional sales teams with weekly forecasts and pricing analysis for key accounts';
    const [kept] = jobEntries([{ position: 'Developer', employer: 'Acme Corp', dates: '2010 – 2012', paragraphs: [], bullets: [sentence, plain] }]);
    expect(kept.bullets).toEqual([sentence, plain]);
  });

  it('writes a line of prose that reads like a header as a bullet, so it does not join the header', () => {
    const [entry] = jobEntries([
      {
        position: 'Product Marketing Manager',
        employer: 'Kestrel Labs',
        dates: 'Aug 2016 – Present',
        paragraphs: ['Highlights at Kestrel Labs', 'Shaped the product marketing strategy for the continuous delivery product.'],
        bullets: ['Grew trial sign-ups by 40% in one year.'],
      },
    ]);
    expect(entry.title).toBe('Product Marketing Manager');
    expect(entry.paragraphs).toEqual(['Shaped the product marketing strategy for the continuous delivery product.']);
    expect(entry.bullets).toEqual(['Highlights at Kestrel Labs', 'Grew trial sign-ups by 40% in one year.']);
  });

  const afterDated = [
    { position: 'Editor', employer: 'Nod Publishing', dates: 'Mar 2019 – Dec 2024', paragraphs: [], bullets: ['Edited twelve titles a year.'] },
    { position: 'Co-Founder and CFO', employer: 'Animation School', dates: null, paragraphs: [], bullets: ['Raised the first round of funding.'] },
  ];

  it('labels an undated job after a dated one, which no plain form gets read as a job, when the labels are given', () => {
    const entries = jobEntries(afterDated, ENGLISH_JOB_LABELS);
    expect(entries[0].title).toBe('Editor');
    expect([entries[1].title, ...entries[1].details]).toEqual(expect.arrayContaining(['Employer: Animation School', 'Job title: Co-Founder and CFO']));
  });

  it('keeps a labelled job\'s dates on its first line and labels its place, so neither is read as the next job', () => {
    // an employer named like a title: only the labelled form reads it as the employer
    const jobs = [
      { position: 'Coordinator', employer: 'Student Disability Services', location: 'Cortland', dates: '1998 – 2005', paragraphs: [], bullets: [] },
      { position: 'Adjunct Professor', employer: 'Westbrook University', dates: '1998 – 1999', paragraphs: [], bullets: [] },
      { position: 'Peer Counselor', employer: 'Adjunct Instructor', location: 'Morrisville Campus', dates: '1997 – 1998', paragraphs: [], bullets: [] },
      { position: 'Counseling Intern', employer: 'Lakeview College', dates: '1996 – 1998', paragraphs: [], bullets: [] },
    ];
    const entries = jobEntries(jobs, ENGLISH_JOB_LABELS);
    expect(entries[2]).toMatchObject({ title: 'Job title: Peer Counselor', aside: '1997 – 1998', details: ['Employer: Adjunct Instructor'], paragraphs: ['Location: Morrisville Campus'] });
    const lines = entries.flatMap((e) => [e.aside ? `${e.title}  |  ${e.aside}` : e.title, ...(e.details.length ? [e.details.join('  |  ')] : []), ...e.paragraphs]);
    expect(parseExperience(asLines(lines)).map((e) => [e.title, e.employer, e.start?.year, e.end?.year])).toEqual(
      jobs.map((j) => [j.position, j.employer, Number(j.dates.slice(0, 4)), Number(j.dates.slice(-4))]),
    );
  });

  it('puts a labelled job\'s dates below with its place when its first line has no room for them', () => {
    const jobs = [
      { position: 'Coordinator', employer: 'Student Disability Services', location: 'Cortland', dates: '1998 – 2005', paragraphs: [], bullets: ['Ran the office.'] },
      {
        position: 'Educational Opportunity Program Counselor and Academic Advisor',
        employer: 'Adjunct Instructor in Educational Psychology and Counseling Methods',
        location: 'Morrisville Campus',
        dates: '1997 – 1998',
        paragraphs: [],
        bullets: [],
      },
      { position: 'Counseling Intern', employer: 'Lakeview College', dates: '1996 – 1998', paragraphs: [], bullets: [] },
    ];
    const entries = jobEntries(jobs, ENGLISH_JOB_LABELS);
    expect(entries[1]).toMatchObject({ aside: null, paragraphs: ['Morrisville Campus  |  1997 – 1998'] });
    const lines = entries.flatMap((e) => [e.aside ? `${e.title}  |  ${e.aside}` : e.title, ...(e.details.length ? [e.details.join('  |  ')] : []), ...e.paragraphs, ...e.bullets.map((b) => `• ${b}`)]);
    expect(parseExperience(asLines(lines)).map((e) => [e.title, e.employer, e.start?.year])).toEqual(jobs.map((j) => [j.position, j.employer, Number(j.dates.slice(0, 4))]));
  });

  it('prints no label without labels (a CV in a language the reader has no labels for)', () => {
    const entries = jobEntries(afterDated);
    expect(entries.flatMap((e) => [e.title, ...e.details]).some((t) => t.includes(':'))).toBe(false);
  });

  it('labels the place of a job without a title when the reader knows no town of it, so it is not read as the title', () => {
    const untitled = [
      { position: 'Sales Director', employer: 'Acme Inc.', location: 'Austin, TX', dates: '2005 – 2006', paragraphs: [], bullets: ['Led the team.'] },
      { employer: 'Franklin Lawn Services', location: 'Stockler CA', dates: '2004 – 2005', paragraphs: [], bullets: ['Mowed lawns.'] },
    ];
    const entries = jobEntries(untitled, ENGLISH_JOB_LABELS);
    expect([entries[1].title, ...entries[1].details]).toEqual(['Franklin Lawn Services', 'Location: Stockler CA']);
    const read = parseExperience(asLines(entries.flatMap((e) => [e.aside ? `${e.title}  |  ${e.aside}` : e.title, ...e.details, ...e.bullets.map((b) => `• ${b}`)])));
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Sales Director', 'Acme Inc.'],
      [null, 'Franklin Lawn Services'],
    ]);
  });

  const linesOf = (entries: ReturnType<typeof jobEntries>) =>
    entries.flatMap((e) => [e.aside ? `${e.title}  |  ${e.aside}` : e.title, ...(e.details.length ? [e.details.join('  |  ')] : []), ...e.paragraphs, ...e.bullets.map((b) => `• ${b}`)]);

  it('writes a job in a form that reads back its dates too, not only its title and employer', () => {
    // a description cut at its start (it opens in lower case) runs on from whatever line stands above it
    const cut = [
      {
        position: 'Spanish Language Trainer', employer: 'Associated', location: 'Leeds, West Yorkshire', dates: '2010 – 2012',
        paragraphs: ['and localisation Jobs and worked as in interpreter for several clients. Language CA for (Spanish) CRM project in Northwind', 'Consulting.'], bullets: [],
      },
      { position: 'Spanish Linguist', employer: 'Associated', location: 'York', dates: 'Jun 2010 – Sep 2010', paragraphs: [], bullets: ['Tested the CRM.'] },
    ];
    const read = parseExperience(asLines(linesOf(jobEntries(cut, ENGLISH_JOB_LABELS))));
    expect(read.map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
      ['Spanish Language Trainer', 'Associated', { year: 2010, month: null }, { year: 2012, month: null }],
      ['Spanish Linguist', 'Associated', { year: 2010, month: 6 }, { year: 2010, month: 9 }],
    ]);
  });

  it('labels both the employer and the place of an undated job whose place reads as a title', () => {
    const undated = [
      { employer: 'Institute of Urban Studies', location: 'Singapore', dates: '2012 – 2012', paragraphs: ['Collected GIS data and ran regression analyses for a research project.', 'Centre for Asian Cities (CAC), Singapore.'], bullets: [] },
      { employer: 'Department of Geography', location: 'NTU.', dates: null, paragraphs: ['Wrote a Matlab program to check the results of an econometric study.'], bullets: [] },
      { employer: 'Delft Water Alliance (DWA)', dates: '2010 – 2010', paragraphs: ['Programmed subroutines of a visualisation tool.'], bullets: [] },
    ];
    const read = parseExperience(asLines(linesOf(jobEntries(undated, ENGLISH_JOB_LABELS))));
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      [null, 'Institute of Urban Studies'],
      [null, 'Department of Geography'],
      [null, 'Delft Water Alliance (DWA)'],
    ]);
  });

  it('keeps a plain header for a job that reads back right without a label', () => {
    const entries = jobEntries([afterDated[0], { ...afterDated[1], dates: '2015 – 2018' }], ENGLISH_JOB_LABELS);
    expect(entries.map((e) => e.title)).toEqual(['Editor', 'Co-Founder and CFO']);
  });
});

describe('splitProse', () => {
  it('keeps sentences and labels of bullet lists as prose, and header-like lines apart', () => {
    expect(splitProse(['Responsibilities:', 'Led a team of five engineers across two sites.', 'Marketing Tools:', 'Platform Team'])).toEqual({
      paragraphs: ['Responsibilities:', 'Led a team of five engineers across two sites.'],
      bullets: ['Marketing Tools:', 'Platform Team'],
    });
  });
});
