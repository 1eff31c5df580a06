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
    // the Filipino personal-data table (birth, civil status, religion) is the contact block, as Persönliche Daten is
    ['PERSONAL DATA', 'contact'],
    ['Personal Particulars', 'contact'],
    ['Student Teaching:', 'experience'],
    ['PRACTICUM EXPERIENCE', 'experience'],
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
    ['COMPUTER LITERACY', 'skills'],
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
    ['EDUCATIONAL ATTAINMENT', 'education'],
    ['Languages Known', 'languages'],
    // memberships list the bodies a candidate belongs to, not employers
    ['PROFESSIONAL ASSOCIATIONS', 'volunteer'],
    ['Professional Memberships:', 'volunteer'],
    ['Professional Affiliations', 'volunteer'],
    ['QUALIFICATIONS SUMMARY', 'summary'],
    ['Summary of Qualification', 'summary'],
    // what is summed up is the section's kind
    ['Summary of Skills:', 'skills'],
    ['Arbetslivserfarenhet', 'experience'],
    ['Utbildning', 'education'],
    ['Kompetenser', 'skills'],
    ['Språk', 'languages'],
    ['Legitimation och certifikat', 'certifications'],
    ['İŞ DENEYİMİ', 'experience'],
    ['İş Deneyimi', 'experience'],
    ['Eğitim Bilgileri', 'education'],
    ['Kişisel Bilgiler', 'contact'],
    ['Yabancı Dil', 'languages'],
    ['Bilgisayar Bilgisi', 'skills'],
    ['Referanslar', 'references'],
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

  it.each([
    ['HIGHER EDUCATION EXPERIENCE', 'experience'],
    ['Highlights of Professional Experience', 'experience'],
    ['Volunteer Leadership Experience', 'volunteer'],
  ])('experience at the head of a heading names an experience section, whatever field comes before it: %s → %s', (heading, type) => {
    expect(sectionTypeWithin(heading)).toBe(type);
  });
});

describe('splitSections', () => {
  const types = (lines: ExtractedLine[]) => splitSections(lines).map((s) => [s.section.type, s.section.heading]);

  it('keeps a skills table\'s header row, one of whose columns is "Experience", inside the skills section', () => {
    const text = 'Jane Doe\n\nIT Skills\nSkill  Version  Last Used  Experience\nJava  17  2025  6 Years\n\nEmployment Details\nDeveloper\nAcme Ltd\n2019 - 2024';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['skills', 'IT Skills'],
      ['experience', 'Employment Details'],
    ]);
  });

  it("keeps a degree whose name holds a heading's word inside the education section", () => {
    const text = 'Jane Doe\n\nEDUCATION\nMaster of Education in School Leadership\nNorthfield University\nMay 2012\n\nBachelor of Science in Education\nNorthfield University\n\nB Tech Honors in Technical\nCollege of Engineering, Riverton\n\nEXPERIENCE\nTeacher, Milton School\n2012 - 2020';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['education', 'EDUCATION'],
      ['experience', 'EXPERIENCE'],
    ]);
  });

  it('ends the education section, and a section opened that way, at an unstyled line naming work or publications, not at one naming a degree', () => {
    const text = 'Jane Doe\n\nEducation\n2012\nPhD in Computer Science, Northfield University of Technology\nAcademic career\n2016 - 2020\nLecturer at Northfield University\nPeer-reviewed papers\nJ. Doe. On lattices. Journal of Examples, 2015';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['education', 'Education'],
      ['experience', 'Academic career'],
      ['publications', 'Peer-reviewed papers'],
    ]);
    const degrees = 'Jane Doe\n\nEducation\nMaster of Education, Northfield University\nAcademic career\nBachelor of Arts in English, Northfield University';
    expect(types(extractText(degrees).lines)).toEqual([
      ['contact', ''],
      ['education', 'Education'],
    ]);
  });

  it('reads a training heading with more words as certifications, unless degrees stand under it', () => {
    const courses = 'Jane Doe\n\nEDUCATION\nBachelor of Science, Northfield University, 1994\n\nADDITIONAL CERTIFIED TRAINING\nIntroduction to Java (ABC training - 2000)\nC language (ABC training - 1995)\n\nEXPERIENCE\nDeveloper, Acme Ltd\n2000 - 2010';
    expect(types(extractText(courses).lines)).toEqual([
      ['contact', ''],
      ['education', 'EDUCATION'],
      ['certifications', 'ADDITIONAL CERTIFIED TRAINING'],
      ['experience', 'EXPERIENCE'],
    ]);
    const degrees = 'Jane Doe\n\nPROFESSIONAL TRAINING\nAwarded Master of Public Health, Northfield University, 2006\n\nEXPERIENCE\nNurse, City Hospital\n2000 - 2010';
    expect(types(extractText(degrees).lines)[1]).toEqual(['education', 'PROFESSIONAL TRAINING']);
    expect(types(extractText('Jane Doe\n\nTRAINING\nFirst Aid at Work, 2019').lines)[1]).toEqual(['education', 'TRAINING']);
  });

  it('keeps a label each school of the education section repeats ("Activities:") inside it, but not a repeated work heading', () => {
    const text = 'Jane Doe\n\nEDUCATION\nNorthfield School of Law | Atlanta, Georgia\nJ.D. | May 2006\nActivities:\nEditor, Law Review\nRiverton State University | Riverton, Florida\nB.A. Art History | May 2001\nActivities:\nVolunteer Coordinator, Young Royals\n\nEXPERIENCE\nAssociate, Acme LLP\n2006 - 2012';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['education', 'EDUCATION'],
      ['experience', 'EXPERIENCE'],
    ]);
  });

  it('keeps a column header with a bracketed qualifier inside its skills section', () => {
    const text = 'Jane Doe\n\nEXPERIENCE\nSenior Engineer, Acme Ltd\n2019 - 2023\n\nCOMPUTER SKILLS\n\nTECHNOLOGY (YEARS OF EXPERIENCE)\nJava (13), Python (10)\n\nINTERESTS\nCycling';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['experience', 'EXPERIENCE'],
      ['skills', 'COMPUTER SKILLS'],
      ['interests', 'INTERESTS'],
    ]);
  });

  it('reads a word in capitals that ends a list the line above left open as that list\'s, not a heading', () => {
    const text = 'Jane Doe\n\nEXPERIENCE\nSenior Engineer, Acme Ltd\n2019 - 2023\n\nTECHNICAL SKILLS\nLanguages Java, PL/SQL, HTML, XML,\nXSLT\nDatabases Oracle, SQL Server\n\nEDUCATION\nBSc Computing, University of Leeds, 2012';
    expect(types(extractText(text).lines)).toEqual([
      ['contact', ''],
      ['experience', 'EXPERIENCE'],
      ['skills', 'TECHNICAL SKILLS'],
      ['education', 'EDUCATION'],
    ]);
    // a line closed without a comma leaves the capitals after it a heading
    expect(types(extractText(text.replace('XML,', 'XML')).lines).map((t) => t[1])).toContain('XSLT');
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

  it('takes an unknown heading with a count after it for a heading, though dated lines follow it in a section of jobs', () => {
    const heading = { fontSize: 12 };
    const lines = [
      line('JANE DOE', { fontSize: 22 }),
      line('EXPERIENCE', heading),
      line('Gameplay Engineer @ Northwind Games  Aug 2016 – May 2019'),
      line('Built the save system.'),
      line('RELEASED GAMES (2)', heading),
      line('Harbour Lights (2022) – PC, Switch'),
      line('Tidewater (2019) – PC'),
      line('EDUCATION', heading),
      line('B.S. Computer Science, State University'),
    ];
    expect(types(lines).map(([, heading]) => heading)).toEqual(['', 'EXPERIENCE', 'RELEASED GAMES', 'EDUCATION']);
  });

  it('takes an unknown heading over dated items that name no post and no organisation for a heading', () => {
    const heading = { fontSize: 12 };
    const lines = [
      line('JANE DOE', { fontSize: 22 }),
      line('EXPERIENCE', heading),
      line('Level Designer  Aug 2016 – May 2019'),
      line('Northwind Games  Leeds'),
      line('Built the harbour levels.'),
      line('RELEASED GAMES', heading),
      line('Harbour Lights — PC, Switch  2020 – 2022'),
      line('Tidewater — PC  2019'),
      line('EDUCATION', heading),
      line('B.S. Computer Science, State University'),
    ];
    expect(types(lines).map(([, heading]) => heading)).toEqual(['', 'EXPERIENCE', 'RELEASED GAMES', 'EDUCATION']);
    // an employer in capitals over a post and its dates still heads an entry
    const employer = [...lines.slice(0, 5), line('NORTHWIND SYSTEMS', heading), line('Tester  2014 – 2016'), ...lines.slice(8)];
    expect(types(employer).map(([, heading]) => heading)).toEqual(['', 'EXPERIENCE', 'EDUCATION']);
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

  it('reads the labels of a headed contact block laid out one a line as its fields, not headings', () => {
    const text = 'CURRICULUM VITAE\nPERSONAL DATA\nNAME\n:\nAmina Wanjiru Otieno\nRELIGION\n:\nChristian\nCELL PHONE NUMBER :\n+254 723 553 385\nSUMMARY\nNurse tutor for ten years.\nEXPERIENCE\nNurse Tutor, Chogoria Hospital';
    expect(splitSections(extractText(text).lines).map((s) => [s.section.type, s.section.heading])).toEqual([
      ['contact', ''],
      ['contact', 'PERSONAL DATA'],
      ['summary', 'SUMMARY'],
      ['experience', 'EXPERIENCE'],
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

  it('reads a plain-text heading closed by a participle or joining two names with a slash, but not a job or a sentence', () => {
    const text = 'Jane Doe\n\nTechnical Skills\nPython, SQL\n\nAreas of Interest\nWeb development.\n\nTraining / Workshops attended\n2 Days Workshop on Robotics at Acme Institute\n\nAcademic Projects undertaken\nA home automation system.\n\nExtra Curricular Activities / Achievements\nOrganised the college fest.\n\nProjects Manager\nAcme Ltd\n\nProjects completed on time\nMore text';
    expect(splitSections(extractText(text).lines).map((s) => [s.section.type, s.section.heading])).toEqual([
      ['contact', ''],
      ['skills', 'Technical Skills'],
      ['skills', 'Areas of Interest'],
      ['certifications', 'Training / Workshops attended'],
      ['projects', 'Academic Projects undertaken'],
      ['volunteer', 'Extra Curricular Activities / Achievements'],
    ]);
  });

  it('gives an empty education heading set beside another the degrees that open the content below both', () => {
    const text = 'Jane Doe\nEDUCATION\nWORK\nEXPERIENCE\nBachelor of Science, Biology\nMay 2014\nRiverside College, Dover\nGPA: 3.8\nLab Assistant,\nJune 2014 - May 2016\nRiverside College, Dover\nRan the teaching lab.\nSKILLS\nPCR';
    const spans = splitSections(extractText(text).lines);
    expect(spans.map((s) => [s.section.type, s.section.lines[0], s.section.lines.length])).toEqual([
      ['contact', 'Jane Doe', 1],
      ['education', 'Bachelor of Science, Biology', 4],
      ['experience', 'Lab Assistant,', 4],
      ['skills', 'PCR', 1],
    ]);
    // an empty education heading above jobs that open with no degree keeps nothing
    const jobs = splitSections(extractText(text.replace(/Bachelor of Science, Biology\nMay 2014\nRiverside College, Dover\nGPA: 3.8\n/, '')).lines);
    expect(jobs.map((s) => [s.section.type, s.section.lines.length])).toEqual([['contact', 1], ['education', 0], ['experience', 4], ['skills', 1]]);
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

  it('reads a heading marked or numbered like a list item, but not an item of a list', () => {
    expect(types('Jane Doe\n■ Professional Experience\nBG Computer Technologies\n2008 – Present\n6. Employment History\nAcme Ltd, 2001 – 2008\n■ Skills\n• Java\n• Leadership\n\nINTERESTS\n• Volunteering\n• Chess')).toEqual([
      'contact:', 'experience:Professional Experience', 'experience:Employment History', 'skills:Skills', 'interests:INTERESTS',
    ]);
  });

  it('reads no section from a heading word inside an organisation\'s name', () => {
    const lines = extractText('Jane Doe\nVOLUNTEERING\nNational Career Development Association\nAmerican Counseling Association\nINTERESTS\nChess').lines.map((l, i) => (i === 2 || i === 3 ? { ...l, bold: true } : l));
    expect(splitSections(lines).map((s) => `${s.section.type}:${s.section.heading}`)).toEqual(['contact:', 'volunteer:VOLUNTEERING', 'interests:INTERESTS']);
  });

  it('reads a bold job title with a title word after a section\'s name as a job, and the section\'s own name as a heading', () => {
    // a Word document's entry titles: bold, set in a heading style, no font size
    const title = { bold: true, headingHint: true, fontSize: 0 };
    const lines = [
      line('Jane Doe'),
      line('EXPERIENCE', { headingHint: true }),
      line('Activities Specialist', title),
      line('Camp Pinewood  |  Lakeside, MD'),
      line('Led group games for campers'),
      line('Volunteer Coordinator', title),
      line('Harbor Food Bank  |  Dover, DE'),
      line('User Experience Designer', title),
      line('Brightline Studio  |  Dover, DE'),
      line('Volunteer Work', title),
      line('Beach clean-ups'),
    ];
    expect(splitSections(lines).map((s) => `${s.section.type}:${s.section.heading}`)).toEqual(['contact:', 'experience:EXPERIENCE', 'volunteer:Volunteer Work']);
    // a title word before the section's name says what the section holds
    const paralegal = [line('Jane Doe'), line('Paralegal Experience', title), line('Harbor Legal  |  2019 – 2021'), line('Volunteer Coordinator', title)];
    expect(splitSections(paralegal).map((s) => `${s.section.type}:${s.section.heading}`)).toEqual(['contact:', 'experience:Paralegal Experience']);
    // the headline under the name: "Career" names a section, the title word after it a job
    const headline = [line('Jane Doe', title), line('Career Counseling Intern', { headingHint: true }), line('jane@example.com | 555-201-7890'), line('SUMMARY', title), line('Advises students.')];
    expect(splitSections(headline).map((s) => `${s.section.type}:${s.section.heading}`)).toEqual(['contact:', 'summary:SUMMARY']);
  });

  it('reads a heading wrapped onto a second line', () => {
    expect(types('Jane Doe\n\nPROFESSIONAL\nEXPERIENCE\nAnalyst, Acme Ltd, 2019 – 2021\n\nCERTIFICATIONS &\nACCREDITATIONS\nCPA')).toEqual([
      'contact:', 'experience:PROFESSIONAL EXPERIENCE', 'certifications:CERTIFICATIONS & ACCREDITATIONS',
    ]);
    // a heading whose second word wrapped, though its first word alone names the section
    expect(types('Jane Doe\n\nVOLUNTEER\nWORK\nBlood Donor, Red Cross\n\nSKILLS\nLANGUAGES\nEnglish')).toEqual([
      'contact:', 'volunteer:VOLUNTEER WORK', 'skills:SKILLS', 'languages:LANGUAGES',
    ]);
    // a title-case heading of a narrow column, one word a line
    expect(types('Jane Doe\n\nTechnology\nProficiencies\nKotlin, Gradle\n\nExperience\nAnalyst, Acme Ltd, 2019 – 2021')).toEqual([
      'contact:', 'skills:Technology Proficiencies', 'experience:Experience',
    ]);
    // two words of a list one a line are no heading unless together they name one
    expect(types('Jane Doe\n\nSkills\nGardening\nWelding\n\nExperience\nAnalyst, Acme Ltd, 2019 – 2021')).toEqual(['contact:', 'skills:Skills', 'experience:Experience']);
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

  it('reads a gutter label glued to an employer\'s name whose dates follow on the lines below, but not to words that name nothing', () => {
    expect(types('Ray Delgado\nSkills\nC#, Python\nWork Experience Halvorsen Marine Institute\nResearch Scientist\nBergen, Norway\n2012 – Present\nModelled currents.')).toEqual([
      'contact:', 'skills:Skills', 'experience:Work Experience',
    ]);
    expect(types('Ray Delgado\nSummary\nExperience building web platforms for 10 teams\n2012 – Present')).toEqual(['contact:', 'summary:Summary']);
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

  it('reads "Projects included:" over a job\'s own list as the job\'s, so the jobs after it and their repeated "Achievements" stay in the section', () => {
    const text =
      'Ann Lee\n\nEmployment History\nHarbour Payments\nOctober 2002 to September 2004\nAnalyst Programmer\nProjects included:\n- Card interface changes\n- Fee calculation changes\nAchievements:\nRe-certified two interchanges\nNorthwind Switching\nJuly 1996 to October 1996\nSenior Developer\nAchievements:\nShipped the release on time\n\nReferees\nOn request';
    expect(types(text)).toEqual(['contact:', 'experience:Employment History', 'references:Referees']);
    // a label with no list under it, or a heading in capitals, still opens its section
    expect(types('Ann Lee\n\nEmployment History\nHarbour Payments\n2002 - 2004\nAnalyst\n\nACADEMIC PROJECTS:\n- A compiler')).toEqual(['contact:', 'experience:Employment History', 'projects:ACADEMIC PROJECTS']);
  });
});

describe('entry tags, signatures and label rows that look like headings', () => {
  const spans = (text: string) => splitSections(extractText(text).lines);
  const types = (text: string) => spans(text).map((s) => `${s.section.type}:${s.section.heading}`);

  it('reads "EXPERIENCIA (dates)" over each job as that job\'s date line, not a new section', () => {
    const text = 'Daniel Moreno\n\nEXPERIENCIA PROFESIONAL\nEXPERIENCIA (06/2023-ACTUALIDAD)\nHospital La Paz, Madrid\nEnfermero\nEXPERIENCIA (10/2022-05/2023)\nHospital Gregorio Marañón, Madrid\nEnfermero de urgencias\n\nIDIOMAS\nInglés: B2';
    const read = spans(text);
    expect(read.map((s) => `${s.section.type}:${s.section.heading}`)).toEqual(['contact:', 'experience:EXPERIENCIA PROFESIONAL', 'languages:IDIOMAS']);
    expect(read[1].section.lines).toEqual(['06/2023-ACTUALIDAD', 'Hospital La Paz, Madrid', 'Enfermero', '10/2022-05/2023', 'Hospital Gregorio Marañón, Madrid', 'Enfermero de urgencias']);
    // a count in brackets is no date range: "Projects (3)" after the skills still opens projects
    expect(types('Ann Lee\n\nSKILLS\nGo\n\nPROJECTS (3)\nA parser')).toEqual(['contact:', 'skills:SKILLS', 'projects:PROJECTS']);
  });

  it('drops the place and date a CV is signed with under its last section, but keeps a school line', () => {
    const last = (text: string) => spans(text).at(-1)!.section.lines;
    expect(last('Sabine Hofmann\n\nWEITERBILDUNGEN\n2022  AdA-Schein\n2021  Elektrofachkraft\nAugsburg, im November 2026')).toEqual(['2022  AdA-Schein', '2021  Elektrofachkraft']);
    expect(last('Léa Marchand\n\nFORMATION\nBTS MUC 2019\nBordeaux, le 3 mars 2026')).toEqual(['BTS MUC 2019']);
    expect(last('Markus Schneider\n\nKENNTNISSE\nCAD / CAE  CATIA V5, ANSYS\nStuttgart, 12. März 2026\nMarkus Schneider')).toEqual(['CAD / CAE  CATIA V5, ANSYS']);
    // a skill under a dated line is no signer
    expect(last('Ana Ruiz\n\nCURSOS\nExcel avanzado\nMadrid, junio 2019\nexcel macros')).toHaveLength(3);
    expect(last('Ana Ruiz\n\nFORMACIÓN\nGrado en Derecho\nUniversidad Complutense de Madrid, junio 2019')).toEqual(['Grado en Derecho', 'Universidad Complutense de Madrid, junio 2019']);
  });

  it("drops an Italian CV's consent to data processing and a signature with the signer beside it", () => {
    const last = (text: string) => spans(text).at(-1)!.section.lines;
    const consent = 'Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del Regolamento UE 2016/679 (GDPR).';
    expect(last(`Marco Rossi\n\nCERTIFICAZIONI\nPatentino muletto, 2011\n${consent}\nTorino, marzo 2026      Marco Rossi`)).toEqual(['Patentino muletto, 2011']);
    expect(last(`Marco Rossi\n\nCERTIFICAZIONI\nPatentino muletto, 2011\n${consent}`)).toEqual(['Patentino muletto, 2011']);
    // a skill naming the law is no consent
    expect(last('Ewa Nowak\n\nSKILLS\nGDPR compliance audits\nData protection impact assessments')).toHaveLength(2);
  });

  it('types "Aus- und Weiterbildung" as education and a "Driving licence" label as no credentials heading', () => {
    expect(sectionTypeOf('AUS- UND WEITERBILDUNG')).toBe('education');
    expect(sectionTypeWithin('Driving licence')).toBeNull();
    expect(sectionTypeWithin('Licences & Tickets')).toBe('certifications');
  });

  it.each([
    ['CONHECIMENTOS', 'skills'], ['Ferramentas', 'skills'], ['Competências', 'skills'], ['Habilidades', 'skills'],
    ['Esperienza professionale', 'experience'], ['Istruzione', 'education'], ['Competenze', 'skills'],
    ['Werkervaring', 'experience'], ['Opleiding', 'education'], ['Vaardigheden', 'skills'], ['Kennis en vaardigheden', 'skills'],
  ])('reads the Portuguese, Italian or Dutch heading %s as %s', (heading, type) => {
    expect(sectionTypeOf(heading)).toBe(type);
  });
});

describe('a list set in two CSS columns', () => {
  const at = (text: string, column: number, x: number, y: number, bold = false) => line(text, { column, x, y, bold });

  it('keeps the second column of a skills list in the skills section, but starts a block for a column that begins above the heading', () => {
    const lines = [
      at('Rosa Delgado', 0, 50, 40, true), at('EDUCATION', 0, 50, 400, true), at('BSN, UT Health 2015', 0, 50, 420),
      at('SKILLS', 0, 50, 469, true), at('Telemetry monitoring', 0, 50, 489), at('Cardiac drips', 0, 50, 504),
      at('Wound care', 1, 311, 487), at('Epic', 1, 311, 502),
    ];
    const spans = splitSections(lines);
    expect(spans.map((s) => s.section.type)).toEqual(['contact', 'education', 'skills']);
    expect(spans[2].section.lines).toEqual(['Telemetry monitoring', 'Cardiac drips', 'Wound care', 'Epic']);
    // a main column whose name sits at the top, read after the sidebar's last section
    const sidebar = [at('SKILLS', 0, 20, 300, true), at('Go', 0, 20, 320), at('EXPERIENCE', 0, 20, 400, true), at('Acme 2019 – 2021', 0, 20, 420), at('Jane Doe', 1, 200, 40), at('Engineer', 1, 200, 60)];
    expect(splitSections(sidebar).map((s) => s.section.type)).toEqual(['skills', 'experience', 'contact']);
  });
});

describe('capitals that only look like the headings of a CV whose line breaks were lost', () => {
  const headings = (text: string) => splitSections(extractText(text).lines).map((s) => s.section.heading);
  const cv = (middle: string[]) =>
    ['Jon Varga', '', 'PROFILE', 'Engineer.', '', 'WORK EXPERIENCE', '', 'Test Engineer', '', 'Nortbay Systems -', '', 'May 2012 to June 2015', ...middle, '', 'EDUCATION', '', 'BSc Physics'].join('\n');

  it('reads a name cut around a lone "&" as no heading', () => {
    expect(headings(cv(['', 'BRANDT', '', '&', '', 'KOVAC,', '', 'Senior Tester', '', 'January 2010 to April 2012']))).toEqual(['', 'PROFILE', 'WORK EXPERIENCE', 'EDUCATION']);
  });

  it('reads the last word of a long line wrapped straight under it as no heading', () => {
    const duties = ['', '• Ran the regression suites', '• Certified each release', '• Filed and tracked defects', '• Kept the lab running'];
    const wrapped = ['', 'Project Title: Regression testing and certification of the OPTICAL CARRIER', 'PLATFORM', ...duties, '', 'Senior Tester', '', 'Nortbay Systems -', '', 'January 2010 to April 2012'];
    expect(headings(cv(wrapped))).toEqual(['', 'PROFILE', 'WORK EXPERIENCE', 'EDUCATION']);
    // after a blank line the same word stands apart, as a heading does
    const apart = [...wrapped.slice(0, 2), '', ...wrapped.slice(2)];
    expect(headings(cv(apart))).toContain('PLATFORM');
  });
});
