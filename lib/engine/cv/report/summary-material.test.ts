import { describe, expect, it } from 'vitest';
import { scoreTestCv } from '../score/testing/score-test-cv';
import { knowledge } from '../knowledge';
import { resolveTarget, scoreCv } from '../score';
import { buildTestCv } from '../testing/build-test-cv';
import { asClause, coordinatedAsPast, narrates, summaryMaterial } from './summary-material';

describe('summaryMaterial', () => {
  it('leads with no language ability, which is no field of experience', () => {
    const { doc, cv } = buildTestCv({
      summary: 'Bilingual hotel operations manager.',
      jobs: [{ title: 'Front Office Manager', employer: 'The Okura Tokyo', start: '2021-04', end: 'present', bullets: ['Ran the front desk operations for 508 rooms.'] }],
      skills: ['Bilingual', 'Opera PMS', 'Budgeting'],
    });
    const options = { targetRole: 'Front Office Manager', now: new Date('2026-01-15') };
    const { ctx } = scoreCv(knowledge, doc, cv, options, resolveTarget(knowledge, options));
    expect(ctx.hardSkills.map((m) => m.skill.name)).toContain('Bilingual');
    expect(summaryMaterial(ctx).topSkills).not.toContain('Bilingual');
  });

  it('does not count a declared career break as an employer, a role or years of experience', () => {
    const { ctx } = scoreTestCv(
      {
        jobs: [
          { title: 'Operations Manager', employer: 'Amazon UK Services Ltd', start: '2021-10', end: 'present', bullets: ['Cut picking errors by 35%'] },
          { title: null, employer: 'Career break (caring for a family member)', start: '2020-01', end: '2021-09', bullets: [] },
          { title: 'Warehouse Manager', employer: 'DHL Supply Chain', start: '2014-05', end: '2019-12', bullets: ['Ran a 40-person site'] },
        ],
      },
      { now: new Date('2025-06-01') },
    );
    const f = summaryMaterial(ctx);
    expect(f.employers).toEqual(['Amazon UK Services Ltd', 'DHL Supply Chain']);
    expect(f.roles).toBe(2);
    // May 2014–Dec 2019 (68 months) + Oct 2021–Jun 2025 (45 months) = 113 months: 9 years, not 11 with the break
    expect(f.years).toBe(9);
    expect(f.title).toBe('Operations Manager');
  });

  it('names a title the candidate held when the latest job prints none, not the occupation compared with', () => {
    const { ctx } = scoreTestCv(
      {
        jobs: [
          { title: null, employer: 'Northbank Savings', start: '2019-01', end: 'present', bullets: ['Opened new branch accounts'] },
          { title: 'Deputy Branch Manager', employer: 'Harbour Credit Union', start: '2015-03', end: '2018-12', bullets: [] },
          { title: 'Teller', employer: 'Harbour Credit Union', start: '2012-03', end: '2015-02', bullets: [] },
        ],
      },
      { now: new Date('2025-06-01'), targetRole: 'Financial Controller' },
    );
    expect(summaryMaterial(ctx).title).toBe('Deputy Branch Manager');
  });

  it('names a title printed in capitals in sentence case, acronyms kept', () => {
    const { ctx } = scoreTestCv({
      jobs: [{ title: 'SENIOR ENVIRONMENTAL CONSULTANT, EHS', employer: 'Tetra Tech, Inc.', start: '2019-01', end: 'present', bullets: ['Cut permit turnaround by 20%.'] }],
    });
    expect(summaryMaterial(ctx).title).toBe('Senior Environmental Consultant, EHS');
    const { ctx: aside } = scoreTestCv({ jobs: [{ title: 'Peer Tutor (15 to 20 hours per week)', employer: 'Northwind College', start: '2023-01', end: 'present', bullets: [] }] });
    expect(summaryMaterial(aside).title).toBe('Peer Tutor');
  });

  it('names the profession, not a volunteer post held since, and the volunteer post when it is all there is', () => {
    const { ctx } = scoreTestCv(
      {
        jobs: [
          { title: 'Volunteer', employer: 'Cradles to Crayons', start: '2021-04', end: 'present', bullets: [] },
          { title: 'Assistant Principal', employer: 'Sapphire Elementary', start: '2016-07', end: '2020-06', bullets: ['Led the campus literacy plan for 640 students.'] },
        ],
      },
      { now: new Date('2025-06-01') },
    );
    expect(summaryMaterial(ctx).title).toBe('Assistant Principal');
    const { ctx: only } = scoreTestCv({ jobs: [{ title: 'Volunteer Tutor', employer: 'Code Club', start: '2021-04', end: 'present', bullets: [] }] }, { now: new Date('2025-06-01') });
    expect(summaryMaterial(only).title).toBe('Volunteer Tutor');
  });

  it('names no title when the titles printed are no posts, and names an earlier one that is', () => {
    const { ctx } = scoreTestCv({ jobs: [{ title: 'Team Size 15 Members', employer: 'Cisco Systems', start: '2019-01', end: 'present', bullets: [] }] });
    expect(summaryMaterial(ctx).title).toBe('');
    const { ctx: earlier } = scoreTestCv({
      jobs: [
        { title: 'Experiance Summary', employer: 'Microsoft', start: '2019-01', end: 'present', bullets: [] },
        { title: 'Database Administrator', employer: 'DBA Client', start: '2015-01', end: '2018-12', bullets: [] },
      ],
    });
    expect(summaryMaterial(earlier).title).toBe('Database Administrator');
  });

  it('keeps a noun opener as written in a clause: "Launch of" never becomes "launched of"', () => {
    const { ctx } = scoreTestCv({
      jobs: [{ title: 'Product Manager', employer: 'Acme', start: '2020-01', end: 'present', bullets: ['Launch of a new billing portal for 40 clients.', 'Launch a new billing portal for 40 clients.'] }],
    });
    const clauses = ctx.bullets.map((b) => asClause(b, new Set()));
    expect(clauses[0]).toBe('launch of a new billing portal for 40 clients');
  });

  it('retells only a bullet that opens with a verb it can narrate', () => {
    const { ctx } = scoreTestCv({
      jobs: [
        {
          title: 'Charge Nurse',
          employer: 'Northside Clinic',
          start: '2019-01',
          end: 'present',
          bullets: ['Member of the audit committee; raised compliance from 70% to 90%.', 'Precept new graduate nurses through a 12-week orientation and coordinate audits.', 'Cut handover time by 20% with a shared checklist.', 'Trained and mentored a team of 6 nurses.'],
        },
      ],
    });
    const f = summaryMaterial(ctx);
    expect(f.bestAchievement?.text).toMatch(/^Cut handover/);
    expect(f.leadership?.text).toMatch(/^Trained and mentored/);
  });

  it('never gives a candidate who held no titled job the target as a title', () => {
    const { ctx } = scoreTestCv({ jobs: [], skills: ['Excel', 'PowerPoint'] }, { targetRole: 'Data Analyst' });
    expect(summaryMaterial(ctx).title).toBe('Aspiring Data Analyst');
  });
});

describe('a narrated bullet narrates every verb it coordinates', () => {
  const strong = knowledge.actionVerbs.strong;
  it('puts a second verb in the past with the first', () => {
    expect(coordinatedAsPast('installed and test lighting, power and fire alarm systems', strong)).toBe('installed and tested lighting, power and fire alarm systems');
    expect(coordinatedAsPast('owned the DFMEA process and chair weekly design reviews', strong)).toBe('owned the DFMEA process and chaired weekly design reviews');
  });

  it('leaves a noun after "and" alone', () => {
    expect(coordinatedAsPast('owned process and design reviews', strong)).toBe('owned process and design reviews');
    expect(coordinatedAsPast('led design and build of the app', strong)).toBe('led design and build of the app');
    expect(coordinatedAsPast('managed ordering and stock control', strong)).toBe('managed ordering and stock control');
  });
});

describe('narrates', () => {
  const strong = new Set(['led', 'cut']);
  it('takes a past-tense opener, after an adverb at most', () => {
    for (const clause of ['led a team of 4', 'cut costs by 10%', 'built a platform', 'coordinated audits', 'continuously improved the pipeline']) expect(narrates(clause, strong)).toBe(true);
  });
  it('refuses a noun, a present-tense or an unknown base-form opener', () => {
    for (const clause of ['member of the committee', 'precept graduate nurses', 'prepare month-end journals', 'containment and tray installation', 'need for speed']) expect(narrates(clause, strong)).toBe(false);
  });
});
