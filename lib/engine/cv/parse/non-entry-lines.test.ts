import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { findSingleDate } from './dates';
import { parseExperience } from './experience';
import { splitSections } from './sections';

const jobs = (text: string) =>
  parseExperience(extractText(text).lines).map((e) => ({
    title: e.title,
    employer: e.employer,
    start: e.start && `${e.start.year}`,
    end: e.current ? 'present' : e.end && `${e.end.year}`,
  }));

describe('lines of an experience section that head no entry', () => {
  it('reads the short end of a wrapped sentence, closed by its full stop, as the sentence’s, though it is capitalised or dated', () => {
    const read = jobs(
      [
        'Plant Manager, Northfield Castings Ltd, 2010 – 2015',
        'The plant casts engine blocks, gear housings and brake drums in grey iron and the wheel hubs and suspension',
        'Parts in Ductile Iron.',
        'Sat on the regional committee which drafted the standard form of contract for the supply of castings and the Standard',
        'Terms for Engineering Services (2012-2013).',
        'Foundry Engineer, Eastgate Foundries Ltd, 2005 – 2010',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
      ['Plant Manager', 'Northfield Castings Ltd', '2010', '2015'],
      ['Foundry Engineer', 'Eastgate Foundries Ltd', '2005', '2010'],
    ]);
  });

  it('reads short lines of one paragraph, ended by a dated full stop, as the paragraph, not a job', () => {
    const read = jobs(
      [
        'Legal Adviser, Harbour Authority, 1990 – 1995',
        'Member of the joint committee of ministries which drafted the Government',
        'Standard Contract for Electrical and Mechanical Works, and the Standard',
        'Contract for Consulting Services (1992-1993).',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Legal Adviser', 'Harbour Authority']]);
  });

  it('reads a line just short of prose, ended by a few words and a full stop, as a sentence, so the project labelled below stays the job’s', () => {
    const read = jobs(
      [
        'Test Manager | Jan 2011 – Nov 2012',
        'Oracle SSI | London',
        'Ensure the timely delivery of different testing milestones.',
        'Conducted LESS (Load Testing, Endurance Testing, Stress Testing, Spike Testing) Testing Activities for Fusion',
        'HCM SAAS Applications.',
        "Title: WMI, Period: Oct '2010 - Dec '2011",
        'Project Description: The world’s largest retailer implements Oracle Retail applications.',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer, j.start, j.end])).toEqual([['Test Manager', 'Oracle SSI', '2011', '2012']]);
  });

  it('keeps a header line whose full stop is its name’s ("Acme Inc.") after an unfinished line', () => {
    const read = jobs(['Analyst, Globex Partners, 2015 – 2018', '• Built the monthly reporting pack for the finance and operations teams across', 'Initech Inc.', 'Developer, 2018 – 2020'].join('\n'));
    expect(read.map((j) => j.employer)).toContain('Initech Inc.');
  });

  it('reads a sub-heading of certificates inside the section as opening their list, not the job’s employer', () => {
    const read = jobs(
      ['Assistant Softball Coach, Riverside Middle School, Dayton, OH, March 2015 – June 2015', 'Coaching Certifications', 'NFHS Concussion Course', 'NFHS First Aid, Health, and Safety for Coaches', 'NFHS Fundamentals of Coaching'].join('\n'),
    );
    expect(read).toEqual([{ title: 'Assistant Softball Coach', employer: 'Riverside Middle School', start: '2015', end: '2015' }]);
  });

  it('ends the list of a sub-heading at a line with dates straight under it, which heads the next job', () => {
    const read = jobs(['Key Projects', 'Billing Revamp', 'Data Platform', 'Senior Developer, Northwind Ltd', '2016 – 2019'].join('\n'));
    expect(read.map((j) => [j.title, j.employer, j.start])).toEqual([['Senior Developer', 'Northwind Ltd', '2016']]);
  });

  it('pairs one-line entries with the column of dates printed after them, in order', () => {
    const read = jobs(
      [
        'Boys Varsity Tennis Coach, Maple Grove Academy, Anoka, MN',
        'Junior High Track Coach, Maple Grove Academy, Anoka, MN',
        'Ages 9-11 Swim Coach, Anoka Aquatics Club',
        '2015-2017',
        '2012-2015',
        '2010',
        'JANE ROE, page 2',
      ].join('\n'),
    );
    expect(read).toEqual([
      { title: 'Boys Varsity Tennis Coach', employer: 'Maple Grove Academy', start: '2015', end: '2017' },
      { title: 'Junior High Track Coach', employer: 'Maple Grove Academy', start: '2012', end: '2015' },
      { title: 'Ages 9-11 Swim Coach', employer: 'Anoka Aquatics Club', start: '2010', end: '2010' },
    ]);
  });

  it('reads an employer line all in capitals as a header, though a full stop closes it', () => {
    const read = jobs(['2 NORTHGATE FERROUS INDUSTRIES LTD, PUNE, INDIA.', 'Duration: 8 Years (1993 – 2001)', 'Position: General Manager'].join('\n'));
    expect(read.map((j) => [j.title, j.start, j.end])).toEqual([['General Manager', '1993', '2001']]);
    expect(read[0].employer).toContain('NORTHGATE FERROUS INDUSTRIES');
  });

  it('keeps an employer whose name ends in a heading’s word ("Acme Technologies") as the job’s', () => {
    const read = jobs(['Software Engineer', 'Northwind Technologies -', 'September 2014 to Present', '• Ran the build farm.'].join('\n'));
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Software Engineer', 'Northwind Technologies']]);
  });

  it('reads a student’s honours, memberships and year group run into the section as no job, dated or not', () => {
    const read = jobs(
      [
        'Counseling Intern,',
        'September 2012 - May 2013',
        'Riverside Memorial Hospital, Baltimore, MD',
        'Co-led group therapy sessions for adult patients',
        'Keynote Speaker at Hillcrest University Convocation, Class of 2013',
        'Phi Beta Honors Society Member, Hillcrest University Chapter (2011-2013)',
        'LeaderShape graduate of Hillcrest University, Class of 2011',
        'City Half Marathon Finisher, 2011',
        'Research Assistant,',
        'September 2010 - May 2012',
        'Behavioral Lab of Hillcrest University, Towson, MD',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Counseling Intern', 'Riverside Memorial Hospital'],
      ['Research Assistant', 'Behavioral Lab of Hillcrest University'],
    ]);
  });

  it('reads an expo or a study programme at a university as study, and a programme a school district runs as a job', () => {
    const read = jobs(
      [
        'Hillcrest University Research Expo,',
        'September 2010 - January 2012',
        'Hillcrest University, Towson, MD',
        'Presented research on feedback and social comparison',
        'Clinical Specialization Program in Psychology,',
        'September 2011 - May 2012',
        'Hillcrest University, Towson, MD',
        'Trained in conducting clinical diagnostic interviews',
        'QUEST After School Program, Lakeside Local School District, Perry, Ohio, January 2012 - May 2012',
        'Instructed children aged 9 to 14 in reading and maths',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([['QUEST After School Program', 'Lakeside Local School District']]);
  });

  it('reads a project named with the tools it was built with, beside a phrase about it, as no job', () => {
    const read = jobs(
      [
        'Jun 2010 - Jul 2012',
        'Software developer / Northwind Games, Leeds',
        '2007 - 2009',
        'Portability of a mapping application (C++/Qt)',
        'Monitor communication in a computer science institute / Polytech Lyon',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Software developer', 'Northwind Games']]);
  });

  it('reads the capitalised middle of a sentence, between its open start and its closing word, as the sentence', () => {
    const read = jobs(
      [
        'Partner, Kivo & Southers Law Offices, 1987 – 2007',
        'Has mediated over 300 matters and sits on the mediation panel for the Superior Court, Probate Panel, Judicial Officers',
        'Settlement Program, and 2nd Appellate District Mediation',
        'Panel.',
        'Related work includes work with the state department of Labor on',
        'Immigration matters, Pro Bono and paid work has included',
        'mediations for the Labor Board, CA Appellate Court, Los Angeles',
        'Superior Court and the Judicial Settlement Officer',
        'Program.',
        'Law Clerk, Offices of Gary Eisenberg, 1980 – 1982',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Partner', 'Kivo & Southers Law Offices'],
      ['Law Clerk', 'Offices of Gary Eisenberg'],
    ]);
  });

  it('reads clients named with the tools the work used, under a heading of the work, as a project’s, not jobs', () => {
    const read = jobs(
      [
        'Freelance Translator, Northwind Translations, 2012 – 2015',
        'Translated contracts and manuals for business clients.',
        'Website translation',
        'Harbour View Hotel (using SDL Trados 2014)',
        'Online tender portal for the city council',
        'Castrol Oils (using SDL Trados 2014)',
      ].join('\n'),
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Freelance Translator', 'Northwind Translations']]);
  });

  it('reads an undated line in a section whose entries are dated by a year each as a note of the entry above', () => {
    const read = jobs(
      [
        'RFID Antenna Design for Container Management System - 2010',
        'Synopsis',
        'Part of the design team working on the container management system, responsible for the antenna.',
        'Masters Thesis',
        'ESD Reduction in RFID Production Machines',
        '2011',
        'Synopsis',
        'The thesis studied ways of reducing ESD in the production machine and the effects of humidity.',
        'Organization Northwind AG (Germany)',
        'References: Available upon request.',
      ].join('\n'),
    );
    expect(read).toEqual([]);
  });

  it('reads a list of web sites built as projects, not jobs', () => {
    const spans = splitSections(extractText(['EMPLOYMENT HISTORY', 'Analyst Programmer, Westpac, 1990 – 1995', 'WEB SITES', 'Coastal Nursing Association', 'Harbour Manor - http://harbourmanor.example'].join('\n')).lines);
    expect(spans.map((s) => s.section.type)).toEqual(['experience', 'projects']);
  });

  it('reads the lines under a teacher’s in-service training heading as courses, not posts', () => {
    const spans = splitSections(extractText(['WORK EXPERIENCE', '2010-2014', 'Maths Teacher, Hillside Academy, Leeds', 'INSET:', '2012', 'Safeguarding, Leeds City Council', 'CPD', 'Phonics Training'].join('\n')).lines);
    expect(spans.map((s) => [s.section.type, s.section.heading])).toEqual([
      ['experience', 'WORK EXPERIENCE'],
      ['certifications', 'INSET'],
      ['certifications', 'CPD'],
    ]);
  });
});

describe('findSingleDate', () => {
  it('reads a number that counts something ("Capacity 2000 Tons", "1500 employees") as no year', () => {
    expect(findSingleDate('b) Aluminium Foundry: Capacity 2000 Tons of castings/Year,')).toBeNull();
    expect(findSingleDate('Led a plant of 1500 employees')).toBeNull();
    expect(findSingleDate('Graduated 2000, top of class')).not.toBeNull();
  });
});
