import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseExperience } from './experience';

const jobs = (text: string) =>
  parseExperience(extractText(text).lines).map((e) => ({
    title: e.title,
    employer: e.employer,
    location: e.location,
    start: e.start && `${e.start.year}-${e.start.month ?? ''}`,
    end: e.current ? 'present' : e.end && `${e.end.year}-${e.end.month ?? ''}`,
    bullets: e.bullets.length,
  }));

describe('parseExperience', () => {
  it('reads "Title — Company, City | Dates" lines', () => {
    expect(jobs('Senior Engineer — Acme Corp, Berlin | Jan 2019 – Present\n- Built things.\n- Led people.\nEngineer — Beta GmbH, Munich | 2016 – 2018\n- Shipped.')).toEqual([
      { title: 'Senior Engineer', employer: 'Acme Corp', location: 'Berlin', start: '2019-1', end: 'present', bullets: 2 },
      { title: 'Engineer', employer: 'Beta GmbH', location: 'Munich', start: '2016-', end: '2018-', bullets: 1 },
    ]);
  });

  it('reads "Company" above "Title  Dates"', () => {
    expect(jobs('Freshworks, Chennai\nSupport Lead    Jan 2022 - Present\n* Led 14 agents.\nFlipkart\nSupport Executive    Aug 2019 - Dec 2021\n* Escalations.')).toEqual([
      { title: 'Support Lead', employer: 'Freshworks', location: 'Chennai', start: '2022-1', end: 'present', bullets: 1 },
      { title: 'Support Executive', employer: 'Flipkart', location: null, start: '2019-8', end: '2021-12', bullets: 1 },
    ]);
  });

  it('reads "Title at Company" with the dates on their own line', () => {
    expect(jobs('Data Analyst at Monzo\nMarch 2018 to June 2020\n- Reports.')).toEqual([
      { title: 'Data Analyst', employer: 'Monzo', location: null, start: '2018-3', end: '2020-6', bullets: 1 },
    ]);
  });

  it('reads dates above the title, as table layouts put them', () => {
    expect(jobs('Oct 2020 – Present\nFinancial Controller\nThe Hut Group, Manchester\n- Closes.')).toEqual([
      { title: 'Financial Controller', employer: 'The Hut Group', location: 'Manchester', start: '2020-10', end: 'present', bullets: 1 },
    ]);
  });

  it('splits consecutive dated lines without bullets into separate jobs', () => {
    expect(jobs('Barista, Café Nero | 2014 – 2015\nWaiter, Pizza Express | 2013 – 2014')).toEqual([
      { title: 'Barista', employer: 'Café Nero', location: null, start: '2014-', end: '2015-', bullets: 0 },
      { title: 'Waiter', employer: 'Pizza Express', location: null, start: '2013-', end: '2014-', bullets: 0 },
    ]);
  });

  it('carries the employer over to a promotion listed under it', () => {
    expect(jobs('ACME CORPORATION | Chicago, IL\nSenior Engineer | June 2019 – Present\n• Led.\nEngineer | Jan 2017 – May 2019\n• Coded.')).toEqual([
      { title: 'Senior Engineer', employer: 'ACME CORPORATION', location: 'Chicago, IL', start: '2019-6', end: 'present', bullets: 1 },
      { title: 'Engineer', employer: 'ACME CORPORATION', location: 'Chicago, IL', start: '2017-1', end: '2019-5', bullets: 1 },
    ]);
  });

  it('keeps jobs without dates and leaves the dates null', () => {
    expect(jobs('Tutor, Grind School Dublin\n- Exam courses.\nSubstitute Teacher, St. Mary\'s School, Naas\n- Cover.')).toEqual([
      { title: 'Tutor', employer: 'Grind School Dublin', location: null, start: null, end: null, bullets: 1 },
      { title: 'Substitute Teacher', employer: "St. Mary's School", location: 'Naas', start: null, end: null, bullets: 1 },
    ]);
  });

  it('attaches a trailing note to the job above instead of inventing a job', () => {
    const [job, ...rest] = parseExperience(extractText('Engineer, Acme Ltd | 2019 – 2021\n- Built a queue.\nTech: Go, Kafka').lines);
    expect(rest).toEqual([]);
    expect(job.description).toEqual(['Tech: Go, Kafka']);
  });
});
