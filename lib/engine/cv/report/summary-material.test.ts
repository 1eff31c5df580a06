import { describe, expect, it } from 'vitest';
import { scoreTestCv } from '../score/testing/score-test-cv';
import { summaryMaterial } from './summary-material';

describe('summaryMaterial', () => {
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
});
