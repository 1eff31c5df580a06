import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { buildTestCv, type TestCvSpec } from '../testing/build-test-cv';
import type { ExperienceEntry, ParsedCv } from '../types';
import { buildCvFacts } from './index';
import { monthLabel } from './timeline';

const NOW = new Date('2026-01-15T00:00:00Z');
const timelineOf = (spec: TestCvSpec, patch: (cv: ParsedCv) => void = () => {}) => {
  const { cv } = buildTestCv(spec);
  patch(cv);
  return buildCvFacts(cv, { asOf: NOW, knowledge }).timeline;
};

describe('the timeline', () => {
  it('finds a gap over six months between two well-formed jobs, with its months and the roles around it', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Backend Engineer', employer: 'Globex', start: '2020-03', end: 'present', bullets: [] },
        { title: 'Software Engineer', employer: 'Acme Corp', start: '2015-01', end: '2018-02', bullets: [] },
      ],
    });
    expect(t.gaps).toHaveLength(1);
    expect(t.gaps[0]).toMatchObject({ before: 1, after: 0, months: 24 });
    expect(monthLabel(t.gaps[0].from)).toBe('Mar 2018');
    expect(monthLabel(t.gaps[0].to)).toBe('Feb 2020');
  });

  it('counts a job at a brand written in lower case ("bol.com") as a job of the career', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Senior UX Designer', employer: 'bol.com', start: '2021-09', end: 'present', bullets: [] },
        { title: 'UX Designer', employer: 'Bunq', start: '2018-02', end: '2021-08', bullets: [] },
      ],
    });
    expect(t.roles.map((r) => [r.kind, r.wellFormed])).toEqual([['job', true], ['job', true]]);
  });

  it('counts a seasonal role\'s seasons only, never the year between them, and flags no short tenure for it', () => {
    const t = timelineOf(
      {
        jobs: [
          { title: 'Engineer-in-Training', employer: 'Graham Construction', start: '2014-01', end: '2015-08', bullets: [] },
          { title: 'Engineering Co-op Student', employer: 'ATCO Gas', start: '2012-06', end: '2013-06', bullets: [] },
        ],
      },
      (cv) => {
        cv.experience[1].rawDates = 'Summer 2012 and 2013';
      },
    );
    expect(t.roles[1].spans).toHaveLength(2);
    expect(t.roles[1].months).toBe(6);
    expect(t.experienceMonths).toBe(20 + 6);
    expect(t.shortTenures).toEqual([]);
  });

  it('keeps a summer or part-time job beside the main one out of the career: counted once, never the latest or the seniority', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Fourth Grade Teacher', employer: 'Lincoln Elementary School', start: '2016-08', end: 'present', bullets: [] },
        { title: 'Summer Camp Director', employer: 'YMCA of Dane County', start: '2018-06', end: '2019-08', bullets: [] },
      ],
    });
    expect(t.roles[1].side).toBe(true);
    expect(t.roles[0].side).toBe(false);
    expect(t.latest).toBe(0);
    // its two summers, inside the main job, add nothing
    expect(t.experienceMonths).toBe(t.roles[0].months);
    expect(t.shortTenures).toEqual([]);
    // a summer job before the career is no side role, and counts its summers only
    const early = timelineOf({
      jobs: [
        { title: 'Fourth Grade Teacher', employer: 'Lincoln Elementary School', start: '2016-08', end: '2020-07', bullets: [] },
        { title: 'Summer Camp Counselor', employer: 'YMCA', start: '2014-06', end: '2015-08', bullets: [] },
      ],
    });
    expect(early.roles[1].side).toBe(false);
    expect(early.roles[1].months).toBe(4 + 3);
  });

  it('counts overlapping jobs once and ignores short breaks', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Analyst', employer: 'Acme Corp', start: '2020-01', end: '2020-12', bullets: [] },
        { title: 'Data Analyst', employer: 'Globex', start: '2020-06', end: '2021-05', bullets: [] },
        { title: 'Senior Analyst', employer: 'Initech', start: '2021-09', end: '2021-12', bullets: [] },
      ],
    });
    expect(t.experienceMonths).toBe(17 + 4);
    expect(t.experienceYears).toBe(1);
    expect(t.gaps).toHaveLength(0);
  });

  it('reads year-only dates generously and finds reversed and undated roles', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Accountant', employer: 'Deloitte', start: '2019', end: '2020', bullets: [] },
        { title: 'Auditor', employer: 'KPMG', start: '2018-05', end: '2017-01', bullets: [] },
        { title: 'Bookkeeper', employer: 'Smith & Co', bullets: [] },
      ],
    });
    expect(t.roles[0].months).toBe(24);
    expect(t.reversed).toEqual([1]);
    expect(t.undated).toEqual([2]);
  });

  it('runs a current role to the reference date and a single printed date for its month only (never "until now")', () => {
    const t = timelineOf(
      {
        jobs: [
          { title: 'Engineering Manager', employer: 'Globex', start: '2022-01', end: 'present', bullets: [] },
          { title: 'Software Engineer', employer: 'Acme Corp', start: '2016-01', end: '2016-01', bullets: [] },
        ],
      },
      (cv) => {
        // "Sep. 2016" alone: the dash between two dates was lost in extraction
        cv.experience[1] = { ...cv.experience[1], rawDates: 'Jan 2016' };
      },
    );
    expect(t.roles[0]).toMatchObject({ current: true, months: 49 });
    expect(t.roles[1]).toMatchObject({ months: 1, wellFormed: false });
    expect(t.experienceMonths).toBe(50);
    // a single date is no tenure and no edge of a gap
    expect(t.shortTenures).toEqual([]);
    expect(t.gaps).toEqual([]);
  });

  it('does not count a declared career break as experience but lets it fill a gap', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Operations Manager', employer: 'Amazon UK Services Ltd', start: '2021-10', end: 'present', bullets: [] },
        { title: null, employer: 'Career break (caring for a family member)', start: '2020-01', end: '2021-09', bullets: [] },
        { title: 'Warehouse Manager', employer: 'DHL Supply Chain', start: '2014-05', end: '2019-12', bullets: [] },
      ],
    });
    expect(t.roles[1].kind).toBe('break');
    // May 2014–Dec 2019 (68 months) + Oct 2021–Jan 2026 (52 months)
    expect(t.experienceMonths).toBe(68 + 52);
    expect(t.gaps).toEqual([]);
  });

  it('states no gap next to an entry that reads as an award, a project or a bullet fragment', () => {
    for (const odd of [
      { title: 'Best Paper Award', employer: 'ACM SIGMOD' },
      { title: 'Capstone project', employer: 'State University' },
      { title: 'server.', employer: null },
    ]) {
      const t = timelineOf({
        jobs: [
          { title: 'Backend Engineer', employer: 'Globex', start: '2022-03', end: 'present', bullets: [] },
          { ...odd, start: '2019-01', end: '2019-03', bullets: [] },
          { title: 'Software Engineer', employer: 'Acme Corp', start: '2015-01', end: '2018-02', bullets: [] },
        ],
      });
      expect(t.roles[1].kind, odd.title).toBe('other');
      expect(t.gaps, odd.title).toEqual([]);
      expect(t.shortTenures, odd.title).toEqual([]);
    }
  });

  it('states no gap that a period printed elsewhere on the page covers (a degree, an entry the parser missed)', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Backend Engineer', employer: 'Globex', start: '2020-03', end: 'present', bullets: [] },
        { title: 'Software Engineer', employer: 'Acme Corp', start: '2015-01', end: '2018-02', bullets: [] },
      ],
      extraSections: [{ heading: 'Education', type: 'education', lines: ['MSc Computer Science, University of Leeds, Sep 2018 – Dec 2019'] }],
    });
    expect(t.gaps).toEqual([]);
  });

  it('states no gap while a job on the CV has no dates (it may sit in the gap)', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Backend Engineer', employer: 'Globex', start: '2020-03', end: 'present', bullets: [] },
        { title: 'Consultant', employer: 'Freelance clients', bullets: [] },
        { title: 'Software Engineer', employer: 'Acme Corp', start: '2015-01', end: '2018-02', bullets: [] },
      ],
    });
    expect(t.gaps).toEqual([]);
  });

  it('finds a short tenure only for a well-formed job dated to the month that is not fixed-term', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Backend Engineer', employer: 'Globex', start: '2021-03', end: 'present', bullets: [] },
        { title: 'Software Engineer', employer: 'Initech', start: '2020-06', end: '2021-01', bullets: [] },
        { title: 'Software Engineering Intern', employer: 'Acme Corp', start: '2019-06', end: '2019-09', bullets: [] },
        { title: 'Developer', employer: 'Hooli', start: '2018', end: '2018', bullets: [] },
      ],
    });
    expect(t.shortTenures).toEqual([1]);
  });

  it('flags no short tenure for a promotion or a transfer inside the employer or its group, nor for a job held while studying', () => {
    const promoted = timelineOf({
      jobs: [
        { title: 'Senior Analyst', employer: 'Acme Corp', start: '2020-07', end: 'present', bullets: [] },
        { title: 'Analyst', employer: 'Acme Corp.', start: '2020-01', end: '2020-06', bullets: [] },
      ],
    });
    expect(promoted.shortTenures).toEqual([]);
    const transferred = timelineOf({
      jobs: [
        { title: 'Site Reliability Engineer', employer: 'Danggeun Pay Inc.', start: '2021-03', end: 'present', bullets: [] },
        { title: 'Site Reliability Engineer', employer: 'Danggeun Market Inc.', start: '2021-01', end: '2021-03', bullets: [] },
      ],
    });
    expect(transferred.shortTenures).toEqual([]);
    // two employers that only share a kind of organisation's word are two employers
    const banks = timelineOf({
      jobs: [
        { title: 'Teller', employer: 'Bank of Montreal', start: '2021-03', end: 'present', bullets: [] },
        { title: 'Teller', employer: 'Bank of America', start: '2020-06', end: '2021-02', bullets: [] },
      ],
    });
    expect(banks.shortTenures).toEqual([1]);
    const student = timelineOf(
      {
        jobs: [
          { title: 'Software Engineer', employer: 'Globex', start: '2019-09', end: 'present', bullets: [] },
          { title: 'Software Engineer', employer: 'Initech', start: '2016-12', end: '2017-02', bullets: [] },
        ],
      },
      (cv) => {
        cv.education = [{ institution: 'State University', degree: 'BSc', field: 'Computer Science', start: { year: 2015, month: 9 }, end: { year: 2019, month: 6 }, grade: null }];
      },
    );
    expect(student.shortTenures).toEqual([]);
  });

  it('counts the months since the last role when no role is current and nothing printed covers them', () => {
    const ended = timelineOf({ jobs: [{ title: 'Staff Nurse', employer: 'St James Hospital', start: '2015-01', end: '2024-12', bullets: [] }] });
    expect(ended.sinceLastRole).toEqual({ role: 0, months: 13 });
    const studying = timelineOf({
      jobs: [{ title: 'Staff Nurse', employer: 'St James Hospital', start: '2015-01', end: '2024-12', bullets: [] }],
      extraSections: [{ heading: 'Education', type: 'education', lines: ['MSc Public Health, UCD, 2025 – Present'] }],
    });
    expect(studying.sinceLastRole).toBeNull();
  });

  it('names the latest job: a current one first', () => {
    const t = timelineOf({
      jobs: [
        { title: 'Software Engineer', employer: 'Acme Corp', start: '2015-01', end: '2018-02', bullets: [] },
        { title: 'Backend Engineer', employer: 'Globex', start: '2019-03', end: 'present', bullets: [] },
      ],
    });
    expect(t.latest).toBe(1);
  });
});

describe('roles that are not jobs', () => {
  const entry = (e: Partial<ExperienceEntry>): ExperienceEntry => ({
    title: null, employer: null, location: null, start: { year: 2019, month: 1 }, end: { year: 2019, month: 3 }, current: false,
    rawDates: 'Jan 2019 – Mar 2019', bullets: [], description: [], ...e,
  });
  it.each([
    [{ title: 'Dean’s List', employer: 'MIT' }, 'other'],
    [{ title: 'Google Data Analytics Certificate', employer: 'Coursera' }, 'other'],
    [{ title: 'B.Tech in Computer Science', employer: 'IIT Delhi' }, 'other'],
    [{ title: 'Led the migration of our billing system to Kubernetes and cut costs by a third.', employer: null }, 'other'],
    [{ title: 'Project Manager', employer: 'Balfour Beatty' }, 'job'],
  ] as const)('%j is %s', (e, kind) => {
    const t = buildCvFacts({ ...buildTestCv({}).cv, experience: [entry(e)] }, { asOf: NOW, knowledge }).timeline;
    expect(t.roles[0].kind).toBe(kind);
  });
});
