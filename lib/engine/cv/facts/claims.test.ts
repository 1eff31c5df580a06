/**
 * The rules behind every negative claim and red flag, in both polarities: what the page shows
 * in any form is never called absent; what it lacks may be. CVs go through the real pipeline
 * (text → extractDocument → parseCv → analysis) so the report's own words are checked.
 */
import { describe, expect, it } from 'vitest';
import { analyseCv } from '..';
import { knowledge } from '../knowledge';
import { buildTestCv } from '../testing/build-test-cv';
import { toJsonResume } from '../../render/json-resume';
import { countedYears, cvFactsOf } from './index';
import { languagesInProse } from './languages';
import { hasLocationTrace, hasNameTrace, hasWorkTrace } from './traces';
import type { DocumentText } from './document-text';

const NOW = new Date('2026-06-01T00:00:00Z');

async function analyse(text: string) {
  const out = await analyseCv(new TextEncoder().encode(text), { targetRole: 'Software Engineer', fileName: 'cv.txt', now: NOW });
  const facts = cvFactsOf(out.parsed, { asOf: NOW, knowledge });
  return { out, facts, report: JSON.stringify(out.result) };
}

const cvWith = (contactLine: string, body = EXPERIENCE) =>
  ['Jane Doe', `Leeds, UK | jane.doe@example.com | +44 7700 900123${contactLine}`, '', 'Summary', 'Backend engineer building payment APIs in Go and PostgreSQL.', '', body, '', EDUCATION, '', 'Skills', 'Go, PostgreSQL, Docker, Kubernetes'].join('\n');

const EXPERIENCE = ['Experience', 'Senior Software Engineer, Acme Payments', 'Jan 2020 – Present', '• Built the settlement service handling 2 million payments a day', '• Cut API latency by 40%'].join('\n');
const EDUCATION = ['Education', 'BSc Computer Science, University of Leeds, 2015 – 2018'].join('\n');

const doc = (lines: string[]): DocumentText => ({ lines, segments: lines, text: lines.join('\n'), fromFields: false });

describe('LinkedIn is never called missing when the page prints it', () => {
  for (const [form, line] of [
    ['as a URL', ' | linkedin.com/in/jane-doe'],
    ['as a handle', ' | LinkedIn: jane-doe'],
    ['as an icon label glued to the handle', ' | LINKEDINjane-doe'],
  ] as const) {
    it(form, async () => {
      const { facts, report } = await analyse(cvWith(line));
      expect(facts.contact.linkedin.presence).not.toBe('absent');
      expect(report).not.toMatch(/No LinkedIn|missing:[^"]*LinkedIn/);
    });
  }

  it('keeps a handle as its value, and takes no other label for one ("LinkedIn | GitHub | US Citizen")', async () => {
    expect((await analyse(cvWith(' | LinkedIn: jane-doe'))).facts.contact.linkedin.value).toBe('jane-doe');
    const labels = (await analyse(cvWith(' | LinkedIn | GitHub | US Citizen'))).facts.contact;
    expect(labels.linkedin).toEqual({ value: null, presence: 'trace' });
    expect(labels.github.value).toBeNull();
  });

  it('and may say so when the page has none', async () => {
    const { facts, report } = await analyse(cvWith(''));
    expect(facts.contact.linkedin.presence).toBe('absent');
    expect(report).toMatch(/No LinkedIn profile/);
  });
});

describe('work experience is called absent only when the page shows none', () => {
  it('a heading the parser did not read ("Career Experience/Job History") is a trace of work: no "no experience" flag', async () => {
    // as pasted text keeps it: line breaks lost, fields apart by runs of spaces
    const body = 'Career Experience/Job History  2003  Present: Associate Art Editor, Home and Gardens      Plan and implement approved layout policies.';
    const { out, facts, report } = await analyse(cvWith('', body));
    expect(facts.sections.presence.experience).not.toBe('absent');
    expect(out.result.red_flags.map((f) => f.type)).not.toContain('no_experience');
    expect(report).not.toMatch(/No work experience section was found/);
  });

  it('a CV with only education and skills gets the flag', async () => {
    const { out, facts } = await analyse(cvWith('', ''));
    expect(facts.sections.presence.experience).toBe('absent');
    expect(out.result.red_flags.map((f) => f.type)).toContain('no_experience');
  });

  it('traces: a glued heading, a stated length of experience, a dated "Title at Employer" line; not a summary heading', () => {
    expect(hasWorkTrace(doc(['Work Experience Carnegie Mellon University']))).toBe(true);
    expect(hasWorkTrace(doc(['Over 10 years of experience developing applications using Java.']))).toBe(true);
    expect(hasWorkTrace(doc(['2016 to date Research Associate at Laboratory for Foundations of Computer Science']))).toBe(true);
    expect(hasWorkTrace(doc(['Academic career']))).toBe(true);
    expect(hasWorkTrace(doc(['Educational Experience', 'Assistant Building Principal, Milton Middle School']))).toBe(true);
    expect(hasWorkTrace(doc(['Career Summary', 'Career Objective', 'Education', 'BSc Physics, 2020']))).toBe(false);
  });
});

describe('a career the parser filed under another heading is still work', () => {
  // the parser read no experience section: the roles sit under "Skills" or "Honors"
  const misfiled = (lines: string[]) => ['Jane Doe', 'jane.doe@example.com | +1 555 010 0199', '', 'Skills', 'Strategic Planning', ...lines, '', EDUCATION].join('\n');

  for (const [form, lines] of [
    ['letter-spaced small capitals ("P ROFE SSI ONAL E XPER IENCE")', ['P ROFE SSI ONAL E XPER IENCE', 'Curriculum design for the district']],
    ['a role still going on ("July 2009 to Present")', ['Principal, Straightway Elementary, Hudson, TX   July 2009 to Present']],
    ['a post held "since 2007"', ['Vice Provost for Graduate Education, Stanford University, since 2007.']],
    ['a month-and-year start the date reader does not know ("1/10-Present")', ['Animal Ambassador II, 1/10-Present']],
    ['a heading for held posts', ['CURRENT ADMINISTRATIVE AND FACULTY POSITIONS AT STANFORD UNIVERSITY']],
  ] as const) {
    it(`${form}: no "no experience" flag, claim or question premise`, async () => {
      const { out, facts, report } = await analyse(misfiled([...lines]));
      expect(facts.sections.presence.experience).not.toBe('absent');
      expect(out.result.red_flags.map((f) => f.type)).not.toContain('no_experience');
      expect(report).not.toMatch(/No work experience section was found|lists no work experience/);
    });
  }

  it('a finished school year is no trace of work: the flag stays', async () => {
    const { out, facts } = await analyse(misfiled(['Team Captain, 2019 - 2020']));
    expect(facts.sections.presence.experience).toBe('absent');
    expect(out.result.red_flags.map((f) => f.type)).toContain('no_experience');
  });
});

describe('contact presence counts what is printed anywhere', () => {
  it('"Town STATE postcode" or a lone region in the header is a location', () => {
    expect(hasLocationTrace(doc(['Kim Kreiger', '790 Brown St', 'Traralgon VIC 3844', 'Ph: 1230456789']), 'Kim Kreiger')).toBe(true);
    expect(hasLocationTrace(doc(['Pablo Koepp', 'Melvin Street', 'California', 'Phone: 65-345-88']), 'Pablo Koepp')).toBe(true);
    expect(hasLocationTrace(doc(['Diploma in Java from NIIT,  Hyderabad on weekends']), null)).toBe(true);
    expect(hasLocationTrace(doc(['Jane Doe', 'jane@example.com', 'Built 3 APIs in Go VIC 3844 times']), 'Jane Doe')).toBe(false);
  });

  it('a place wrapped onto the next line after its comma is a location; a wrapped list of skills is none', async () => {
    const training = ['Professional Qualification', '-Completed 6 months Diploma Course In Java Technology (DJVT) from NIIT,', 'Hyderabad on:', 'Modules Covered'];
    expect(hasLocationTrace(doc(training), null)).toBe(true);
    expect(hasLocationTrace(doc(['Professional Qualification', '-Worked with Java, Spring,', 'Mobile and Oracle tools']), null)).toBe(false);
    // through the report: "No location" is said only of the CV that names no place at all
    const header = ['Jane Doe', 'Phone: +44 7700 900123', 'Email: jane.doe@example.com', ''];
    const body = ['Experience', 'Java Developer at Acme Software', 'Jan 2020 – Present', '• Built billing services in Java and Oracle', '', 'Education', '2010 B.E. (Information Science)'];
    const wrapped = await analyse([...header, ...body, '', ...training].join('\n'));
    expect(wrapped.facts.contact.location.presence).not.toBe('absent');
    expect(wrapped.report).not.toMatch(/No location/);
    const placeless = await analyse([...header, ...body, '', 'Professional Qualification', '-Completed a Diploma Course In Java Technology'].join('\n'));
    expect(placeless.facts.contact.location.presence).toBe('absent');
    expect(placeless.report).toMatch(/No location/);
  });

  it('a bare domain is a web address, so "No portfolio link" is not said; ASP.NET and Node.js are none', async () => {
    const printed = await analyse(cvWith('', `${EXPERIENCE}\n• Freelance translator at Freelancer.com and Proz.com`));
    expect(printed.facts.contact.website.presence).not.toBe('absent');
    const tech = await analyse(cvWith('', `${EXPERIENCE}\n• Built services in ASP.NET and Node.js`));
    expect(tech.facts.contact.website.presence).toBe('absent');
  });

  it('a title line ("Sample Resume - No Work Experience") is never the name', async () => {
    const { out } = await analyse(['Sample Resume - High School - No Work Experience', 'First Name Last Name', 'home: 123.345.7890', '', EXPERIENCE, '', EDUCATION].join('\n'));
    expect(out.parsed.contact.name ?? '').not.toMatch(/Experience/);
  });
});

describe('a name is called missing only when nothing at the top reads as one', () => {
  it('a quote before it, an address after it or a "Name:" label still count', () => {
    expect(hasNameTrace(doc(['"Noe Claud Ziemann Road Denmark', 'Phone: 365-43-764']))).toBe(true);
    expect(hasNameTrace(doc(['Sample resume information technology', 'Terry Applicant 11 Cruz Avenue Clayton VIC 3204']))).toBe(true);
    expect(hasNameTrace(doc(['Peperfeld 55', 'Name:', 'Birth:']))).toBe(true);
  });

  it('a top made of addresses and numbers has none', () => {
    expect(hasNameTrace(doc(['12 main street', 'tel: 0123 456 789', 'mail@example.com', 'objective: a role in sales']))).toBe(false);
  });
});

describe('a location is called missing only when no place is printed', () => {
  it('a town and its region, or a city after an employer, anywhere on the page', () => {
    expect(hasLocationTrace(doc(['Rudolph Adams 1640 Maple Street Treeville, NE 68xxx (123)345-7890']), null)).toBe(true);
    expect(hasLocationTrace(doc(['PROFESSIONAL EXPERIENCE VEERAS INFOTECH, CHENNAI June 2008- Dec 2008 Associate Consultant']), null)).toBe(true);
    expect(hasLocationTrace(doc(['Currently working as a Software Engineer in xxx Technologies, Bangalore from July 2009.']), null)).toBe(true);
    expect(hasLocationTrace(doc(["Education 20XX - 20XX Marks' Junior College, Camden, NJ"]), null)).toBe(true);
  });

  it('a skills list or prose with capitals is no place', () => {
    expect(hasLocationTrace(doc(['Jane Doe', 'jane@example.com', 'Skills', 'Java, Spring, Mobile, Oracle, Kafka', 'Built APIs for Acme Payments, Globex and Initech.']), 'Jane Doe')).toBe(false);
  });
});

describe('languages and their levels', () => {
  it('read from prose in a languages section, with the level its line gives', () => {
    expect(languagesInProse(['Fluent in Spanish and Italian'])).toEqual([
      { language: 'Spanish', level: 'Fluent' },
      { language: 'Italian', level: 'Fluent' },
    ]);
    expect(languagesInProse(['Good command of English, both spoken and written.'])).toEqual([{ language: 'English', level: 'Good' }]);
  });

  it('a programming-languages list names no spoken language, and is kept as written', () => {
    expect(languagesInProse(['C#, Java, Python, PL/SQL', 'Visual Basic, HTML'])).toEqual([]);
    const { cv } = buildTestCv({ name: 'Jane Doe', jobs: [] });
    cv.sections.push({ type: 'languages', heading: 'Languages', lines: ['C#, Java, Python'], startLine: 0 } as (typeof cv.sections)[number]);
    const resume = toJsonResume(cv);
    expect(resume.languages).toEqual([]);
    expect(resume.additionalSections).toEqual([{ heading: 'Languages', lines: ['C#, Java, Python'] }]);
  });

  it('punctuation after a language is not its level', async () => {
    const { out, facts } = await analyse(cvWith('', `${EXPERIENCE}\n\nLanguages\nEnglish - Native\nGerman.`));
    const german = facts.languages.find((l) => l.language === 'German');
    expect(out.parsed.languages.find((l) => l.language === 'German')?.proficiency ?? null).toBeNull();
    expect(german?.level ?? null).toBeNull();
    expect(facts.languages.find((l) => l.language === 'English')?.level).toBe('Native');
  });
});

describe('years of experience', () => {
  it('are not stated as 0 when the CV shows work the parser could not date', () => {
    const timeline = { experienceMonths: 0, experienceYears: 0 } as Parameters<typeof countedYears>[0]['timeline'];
    const sections = (experience: string) => ({ presence: { experience } }) as unknown as Parameters<typeof countedYears>[0]['sections'];
    expect(countedYears({ timeline, sections: sections('trace') })).toBeNull();
    expect(countedYears({ timeline, sections: sections('present') })).toBeNull();
    expect(countedYears({ timeline, sections: sections('absent') })).toBe(0);
    expect(countedYears({ timeline: { ...timeline, experienceMonths: 30, experienceYears: 2 }, sections: sections('present') })).toBe(2);
  });

  it('the report does not say "0 years" of a CV whose roles carry no dates', async () => {
    const body = ['Experience', 'Over 10 years of experience developing applications using Java/J2EE technologies.'].join('\n');
    const { report } = await analyse(cvWith('', body));
    expect(report).not.toMatch(/\b0 years/);
  });
});

describe('short tenure only for a job whose length was the candidate’s choice', () => {
  const facts = (title: string, employer: string) => {
    const { cv } = buildTestCv({
      jobs: [
        { title: 'Teacher', employer: 'Lincoln High School', start: '2010-09', end: 'present', bullets: [] },
        { title, employer, start: '2008-08', end: '2009-06', bullets: [] },
      ],
    });
    return cvFactsOf(cv, { asOf: NOW, knowledge }).timeline;
  };

  it('a post at a school for one school year is not short tenure', () => {
    expect(facts('After School Activities Assistant', 'Spring Lake Park Elementary School').shortTenures).toEqual([]);
    // a teaching post outside a school keeps the school calendar too
    expect(facts('Music Educator', 'Northside Youth Music Program').shortTenures).toEqual([]);
  });

  it('a study programme taken for a job is no job at all', () => {
    const t = facts('Clinical Specialization Program in Psychology', 'Towson University');
    expect(t.roles[1].kind).toBe('other');
    expect(t.shortTenures).toEqual([]);
  });

  it('the same eleven months at a company is', () => {
    expect(facts('Sales Associate', 'Acme Retail Ltd').shortTenures).toEqual([1]);
  });
});

describe('the improved CV keeps what the CV states and nothing else', () => {
  it('a thousands comma in a skills line stays one figure, and a bullet that is only a glyph is dropped', async () => {
    const body = [EXPERIENCE, '• ?'].join('\n');
    const text = cvWith('', body).replace('Go, PostgreSQL, Docker, Kubernetes', 'Go, PostgreSQL, Budgeting (up to $40,000, quarterly), Excel');
    const { out } = await analyse(text);
    expect(out.parsed.listedSkills.some((s) => /^0+\b/.test(s))).toBe(false);
    expect(out.parsed.experience[0]?.bullets.every((b) => /\p{L}/u.test(b))).toBe(true);
  });
});

describe('entries that cannot carry a flag', () => {
  const roles = (title: string, employer: string) => {
    const { cv } = buildTestCv({
      jobs: [
        { title: 'Teacher', employer: 'Lincoln High School', start: '2014-01', end: 'present', bullets: [] },
        { title, employer, start: '2012-01', end: '2012-05', bullets: [] },
      ],
    });
    return cvFactsOf(cv, { asOf: NOW, knowledge }).timeline;
  };

  it('a practicum or student-teaching placement is part of a degree', () => {
    const t = roles('Practicum Teacher', 'Garfield Elementary School');
    expect(t.roles[1].kind).toBe('other');
    expect(t.shortTenures).toEqual([]);
    expect(t.gaps).toEqual([]);
  });

  it('an employer running several fields together is no sound employer', () => {
    expect(roles('Softball Coach', 'NHFS First Aid, Health, and Safety for Coaches').shortTenures).toEqual([]);
  });

  it('a sound job of five months still is short tenure', () => {
    expect(roles('Sales Associate', 'Acme Retail Ltd').shortTenures).toEqual([1]);
  });
});
