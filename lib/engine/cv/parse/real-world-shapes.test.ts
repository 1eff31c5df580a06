import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import type { ExtractedLine } from '../types';
import { parseContact } from './contact';
import { findDateRange } from './dates';
import { parseExperience } from './experience';
import { parsePlace } from './location';
import { findName } from './person-name';
import { findPhone } from './phone';
import { sectionTypeOf } from './heading-type';
import { splitSections } from './sections';
import { parseSkills } from './skills';

/** What CVs made by other people's tools print. */
const ym = (year: number, month: number | null = null) => ({ year, month });
const line = (text: string, overrides: Partial<ExtractedLine> = {}): ExtractedLine => ({
  text, page: 1, column: 0, x: 0, y: 0, fontSize: 10, bold: false, headingHint: false, gapBefore: 1, ...overrides,
});
const jobs = (text: string) => parseExperience(extractText(text).lines).map((e) => [e.title, e.employer]);
const contactOf = (text: string) => {
  const lines = extractText(text).lines;
  return parseContact(lines, splitSections(lines).filter((s) => s.section.type === 'contact').flatMap((s) => s.lines));
};

describe('date shapes', () => {
  it.each([
    ['Sep 15 – Feb 18', ym(2015, 9), ym(2018, 2), false],
    ['Sep 15 – NOW', ym(2015, 9), null, true],
    ['Juin – Août 2019', ym(2019, 6), ym(2019, 8), false],
    ['Apr – Jun 2017', ym(2017, 4), ym(2017, 6), false],
    ['Nov – Feb 2019', ym(2018, 11), ym(2019, 2), false],
    ['Summer 2012 and 2013', ym(2012, 6), ym(2013, 6), false],
    ['seit 9.2020', ym(2020, 9), null, true],
    ['Jan 2019 \u00ad Mar 2020', ym(2019, 1), ym(2020, 3), false],
    // the soft hyphen or drawn rule of the dash is gone from the PDF's text layer
    ['Mar. 2021 Present', ym(2021, 3), null, true],
    ['Jun. 2017 May 2018', ym(2017, 6), ym(2018, 5), false],
    ['Mar. 2016 Exp. Jun. 2017', ym(2016, 3), ym(2017, 6), false],
  ])('%s', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current });
  });

  it('reads a template placeholder year as a range with unknown dates', () => {
    expect(findDateRange('January 20XX - Current')).toMatchObject({ start: null, current: true });
  });
});

describe('entry shapes', () => {
  it('reads "Company as Title", "Title (Company)" and "Title bei Company"', () => {
    expect(jobs('Samsung Electronics as Product Manager\nSep 15 – NOW\n\nDesign Intern (Naver Corporation)\nSummer 2011\n\nWerkstudent bei Deutsche Bahn AG\n04/2014 – 09/2016')).toEqual([
      ['Product Manager', 'Samsung Electronics'],
      ['Design Intern', 'Naver Corporation'],
      ['Werkstudent', 'Deutsche Bahn AG'],
    ]);
  });

  it('keeps a bracketed term of the role on the title', () => {
    expect(jobs('Software Engineer (Contract)\nAcme Ltd\n2019 – 2020')).toEqual([['Software Engineer (Contract)', 'Acme Ltd']]);
  });

  it('reads a bulleted employer line above the title and dates', () => {
    expect(jobs('Product Manager, Samsung Electronics\nSep 15 – NOW\n• Owned the roadmap of onboarding\n• Kakao Corp.\nUX Researcher\nMar 12 – Aug 15\n• Ran usability sessions')).toEqual([
      ['Product Manager', 'Samsung Electronics'],
      ['UX Researcher', 'Kakao Corp.'],
    ]);
  });

  it('reads the last of a list of names bulleted alike as the list’s item, not the employer of the entry below', () => {
    expect(
      jobs('Designer, Atlantic Studio\n2010 – 2012\n• Vancouver, Canada\n• Dubai, UAE\n• NextStays Entertainment Inc.\nThe Alexander | 2008 – 2009\n• Rendered the towers'),
    ).toEqual([
      ['Designer', 'Atlantic Studio'],
      [null, 'The Alexander'],
    ]);
  });

  it('takes the role from the first bullet under a date heading', () => {
    expect(jobs('Mar 2021 - Present\n• Staff Engineer, Globex Systems LLC\n• Led the payments migration across 14 services')).toEqual([['Staff Engineer', 'Globex Systems LLC']]);
  });

  it('reads "Title, Company, City, Dates" with a comma inside the company', () => {
    expect(jobs('Research Scientist, Meta Platforms, Inc., Menlo Park, CA, Jul 2016 – Dec 2019')).toEqual([['Research Scientist', 'Meta Platforms, Inc.']]);
  });

  it('reads every entry of a section in the order its telling entries print title and employer', () => {
    expect(jobs('Software Engineer\nGlobex Corp · Austin, TX · Jan 2016 - Dec 2018\n• Built it.\nCurator\nAldous Gallery · 2019\n• Hung it.')).toEqual([
      ['Software Engineer', 'Globex Corp'],
      ['Curator', 'Aldous Gallery'],
    ]);
    expect(jobs('Exciting Company  New York, NY\nData Analyst Intern  Jun 2016 – Sep 2016\n• Led.\nAcme Analytics (8 employee startup)  New York, NY\nData Science Intern  Jun 2017 – Sep 2017\n• Built.')).toEqual([
      ['Data Analyst Intern', 'Exciting Company'],
      ['Data Science Intern', 'Acme Analytics (8 employee startup)'],
    ]);
    expect(jobs('FACEBOOK | Software Engineer\nJan 2015 - Present | New York, NY\nCOURSERA | KPCB Fellow + Software Engineering Intern\nJune 2014 – Sep 2014 | Mountain View, CA\n• Led.\nPHABRICATOR | Open Source Contributor & Team Leader\nJan 2013 – May 2013 | Palo Alto, CA & Ithaca, NY')).toEqual([
      ['Software Engineer', 'FACEBOOK'],
      ['KPCB Fellow + Software Engineering Intern', 'COURSERA'],
      ['Open Source Contributor & Team Leader', 'PHABRICATOR'],
    ]);
  });

  it('keeps the employer line whole when the title has a line of its own, and separators inside brackets', () => {
    expect(jobs('Data Analyst\nOhio Valley State University — IT Service Desk — Columbus, Ohio\nJan 2023 - May 2024\n• Analysed.\nSr. Engineering Manager (L6 / L7)\nGoogle Assistant, Assistant on Android TV\n06/2017 - 04/2021 Mountain View, CA')).toEqual([
      ['Data Analyst', 'Ohio Valley State University — IT Service Desk'],
      ['Sr. Engineering Manager (L6 / L7)', 'Google Assistant, Assistant on Android TV'],
    ]);
  });

  it('does not read capitalised job lines followed by dates in a plain-text CV as headings', () => {
    const lines = extractText('WORK EXPERIENCE\n\nCES ASSOCIATE CONSULTANT\n\nSAP ARIBA -\n\nNovember 2016 to October 2017\n\nEDUCATION\n\nMCA').lines;
    expect(splitSections(lines).map((s) => s.section.type)).toEqual(['experience', 'education']);
  });
});

describe('headings', () => {
  it.each([
    ['EXPERIENCIA (10/2022-05/2023)', 'experience'],
    ['Projects (3)', 'projects'],
    ['Akademische Laufbahn', 'education'],
    ['Zusätzliche Qualifikationen', 'certifications'],
    ['Informatique', 'skills'],
    ['Aptitudes', 'skills'],
    ['Extracurricular Activity', 'volunteer'],
    ['Vie associative', 'volunteer'],
    ['Fremdsprachen', 'languages'],
    ['Prácticas', 'experience'],
    ['Edu c ati on', 'education'],
    ['Ex peri ence', 'experience'],
  ])('%s is %s', (text, type) => {
    expect(sectionTypeOf(text)).toBe(type);
  });

  it('reads no heading from short words that do not join into a heading\'s name', () => {
    expect(sectionTypeOf('Go Sql Php')).toBeNull();
    expect(sectionTypeOf('ABC Ltd')).toBeNull();
  });

  it('takes the wrapped dates of a gutter heading off the next row', () => {
    const spans = splitSections([line('EXPERIENCIA LABORAL  Mercadona — Responsable', { bold: true }), line('(2014 – 2024)  Valencia | 03/2019 – actualidad')]);
    expect(spans[0].lines.map((l) => l.text)).toEqual(['Mercadona — Responsable', 'Valencia | 03/2019 – actualidad']);
  });
});

describe('names', () => {
  it('joins labelled first and last name fields', () => {
    expect(findName([line('Prénom : Camille'), line('Nom : Laurent'), line('Adresse : 12 rue des Lilas, 69003 Lyon')])?.text).toBe('Camille Laurent');
    expect(findName([line('PERSONAL DETAILS'), line('Surname:            Mokoena'), line('First Names:        Lerato Grace'), line('Nationality:        South African')])?.text).toBe('Lerato Grace Mokoena');
  });

  it('respaces a letter-spaced name from the email address', () => {
    expect(findName([line('O L I V I A B E N N E T T', { fontSize: 20 })], ['olivia.bennett'])?.text).toBe('Olivia Bennett');
  });

  it('reads letter-spaced words with a wider space between them as the words of the name', () => {
    expect(findName([line('J O R D A N  R E Y E S', { fontSize: 20 }), line('jordan.reyes@example.com')])?.text).toBe('Jordan Reyes');
    expect(findName([line('A N A  D E  L A  C R U Z', { fontSize: 20 })])?.text).toBe('Ana de la Cruz');
  });

  it('cuts a badge glued to the name but keeps Mc and Mac names', () => {
    expect(findName([line('Hannah ParkFeatured Resume', { fontSize: 17 })])?.text).toBe('Hannah Park');
    expect(findName([line('Fiona MacDonald', { fontSize: 17 })])?.text).toBe('Fiona MacDonald');
  });

  it('reads a large name wrapped one word a line in a narrow column, all of it', () => {
    const big = (text: string) => line(text, { fontSize: 24 });
    expect(findName([big('Johanna'), big('Krüger'), line('Berlin')])?.text).toBe('Johanna Krüger');
    expect(findName([big('Javier'), big('Romero'), big('Díaz'), line('Sevilla, España'), line('javier.romero@example.es')], ['javier.romero'])?.text).toBe('Javier Romero Díaz');
  });

  it('never takes a document title, a form label or a street for the name', () => {
    expect(findName([line('Sample Resume', { fontSize: 20 }), line('Jane Doe')])?.text).toBe('Jane Doe');
    expect(findName([line('Date of Birth'), line('Frontier Road'), line('Kim Ebert')])?.text).toBe('Kim Ebert');
  });

  it('reads the name at the start of a line that lost its break', () => {
    expect(findName([line('Allen Neal King ESB Integration Developer - Cisco Systems')])?.text).toBe('Allen Neal King');
  });

  it('takes no name from a sentence opened by a title\'s seniority', () => {
    expect(findName([line('Resume', { fontSize: 20 }), line('Sr. Web Developer in JavaScript, HTML and CSS.')])).toBeNull();
    expect(findName([line('Lead Admissions Advisor skilled in Budgeting and Recruiting')])).toBeNull();
  });
});

describe('contacts', () => {
  it.each([
    ['64347 Griesheim', 'DE'],
    ['Mapo-gu, Seoul, Republic of Korea', 'KR'],
    ['Mountain View, CA, USA', 'US'],
    ['Sulthan Bathery, Kerala, Kerala', 'IN'],
  ])('%s is in %s (GeoNames towns, i18n country names)', (text, country) => {
    expect(parsePlace(text)?.country).toBe(country);
  });

  it('reads "Google HQ, Mountain View, CA, USA" as Mountain View', () => {
    expect(contactOf('Rachel Adams\nGoogle HQ, Mountain View, CA, USA | rachel@example.com').location).toBe('Mountain View, CA, USA');
  });

  it('validates national numbers in the CV country with libphonenumber-js', () => {
    expect(findPhone('Tel. 06155 123456', ['DE'])?.text).toBe('06155 123456');
    expect(findPhone('(718) 555–0100', ['US'])?.text).toBe('(718) 555–0100');
    expect(findPhone('Reduced cost by 2019 2020', ['DE'], { validOnly: true })).toBeNull();
  });

  it('finds a phone number outside the header when it is valid for the CV country', () => {
    const contact = contactOf('Katharina Müller\nkatharina@example.de\n64347 Griesheim\n\nBERUFSERFAHRUNG\nBeraterin, Merck KGaA\n2019 – heute\n\nKONTAKT\n06155 123456');
    expect([contact.phone, contact.country]).toEqual(['06155 123456', 'DE']);
  });
});

describe('skills', () => {
  it('drops job-board experience suffixes, links and interest rows, and reads gutter category words', () => {
    expect(parseSkills(['C++ (Less than 1 year), DATABASES (3 years)', 'https://www.indeed.com/r/jane', 'Interests: Tennis, Gardening', 'Programming Python, Rust, Go']).skills).toEqual([
      'C++', 'DATABASES', 'Python', 'Rust', 'Go',
    ]);
  });
});

describe('header lines of typed and form-like CVs', () => {
  it('splits a typewriter’s double hyphen between the employer and the title, and keeps a bracketed client note on the title', () => {
    expect(jobs(['NORTHWIND SYSTEMS -- Drupal Architect/Developer (consultant at Globex), October 2012', 'February 2013', 'Built custom modules for the corporate site.'].join('\n'))).toEqual([
      ['Drupal Architect/Developer (consultant at Globex)', 'NORTHWIND SYSTEMS'],
    ]);
  });

  it('reads a numbered street with its suite as an address, not a title', () => {
    expect(jobs(['1/90 to 1/91', 'HARROW & BLAKE, P.C.', '225 Broadway, Ste. 600', 'New York, NY 10007', 'Litigation assistant for a general practice.'].join('\n'))).toEqual([[null, 'HARROW & BLAKE']]);
  });

  it('gives a form’s labelled dates and post to the employer printed above a paragraph about the company', () => {
    const read = jobs(
      [
        'EASTGATE FOUNDRIES LIMITED, CHENNAI, INDIA.',
        'Duration: 1 Year (April 2002 – until today)',
        'Position: Executive Director',
        'Job Profile: Operations, Quality and Administration of the foundry.',
        'NORTHERN LOCOMOTIVE COMPANY LTD.',
        'Northern is the leading maker of commercial vehicles, producing light and heavy trucks.',
        'Their captive foundry makes all the major castings like cylinder blocks',
        'Housings',
        'Gear boxes, clutch housings and brake drums in grey iron for the trucks.',
        'Duration: 23 years (1970 – 1993)',
        'Position: Trainee Engineer to Divisional Manager.',
        'Job Profile: Project planning and commissioning of a new foundry.',
      ].join('\n'),
    );
    expect(read).toEqual([
      ['Executive Director', 'EASTGATE FOUNDRIES LIMITED'],
      ['Trainee Engineer to Divisional Manager', 'NORTHERN LOCOMOTIVE COMPANY LTD.'],
    ]);
  });

  it('reads a name closed by its legal form, alone in its header, as the employer of the posts under it', () => {
    expect(jobs(['Northwind Inc. (2005 to Present) / Globex Inc. (2004 to 2008) -- Atlanta, GA', 'Director of Software Development, 2010 to Present', 'Software Developer, 2004 to 2010'].join('\n'))).toEqual([
      [null, 'Northwind Inc.'],
      ['Director of Software Development', 'Northwind Inc.'],
      ['Software Developer', 'Northwind Inc.'],
    ]);
  });

  it('rejoins an employer’s name wrapped before its kind ("… English" / "School, Athens") under the title and its comma', () => {
    expect(jobs(['Sept. 2004-2005', 'English Teacher, Aldwych-Vlachou English', 'School, Athens', 'Duties: Teaching English to adult learners.'].join('\n'))).toEqual([
      ['English Teacher', 'Aldwych-Vlachou English School'],
    ]);
    expect(jobs(['Sept. 2002-2004', 'English and Drama Teacher, West Gate', 'Community College, Newcastle', 'Duties: Teaching English at KS3 and KS4.'].join('\n'))).toEqual([
      ['English and Drama Teacher', 'West Gate Community College'],
    ]);
  });

  it('reads a heading’s "SCHOOL" left beside a "Title, Employer" line as no employer', () => {
    expect(jobs(['Writing Center Tutor, Hillcrest University', 'SCHOOL', 'September 2012 - May 2013', 'Helped students organise their papers.'].join('\n'))).toEqual([['Writing Center Tutor', 'Hillcrest University']]);
  });

  it('reads an organisation’s name alone above its dates ("Northwind Group, an IBM company") as the employer, not a title', () => {
    expect(jobs(['Northwind Group, an IBM company', 'since January 2007', 'Globex Client Inc.', 'February 2008 to January 2009', 'Web development and applications support'].join('\n'))[0]).toEqual([null, 'Northwind Group']);
  });
});
