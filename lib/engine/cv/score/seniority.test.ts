import { describe, expect, it } from 'vitest';
import { NEUTRAL_RANK, seniorityRank } from './seniority';

describe('seniorityRank', () => {
  it('reads "Staff" as above senior only where it is a level, not the ordinary grade', () => {
    expect(seniorityRank('Staff Software Engineer')).toBe(4);
    expect(seniorityRank('Staff Nurse, Cardiology Ward')).toBe(NEUTRAL_RANK);
    expect(seniorityRank('Staff Accountant')).toBe(NEUTRAL_RANK);
    expect(seniorityRank('Band 6 Senior Staff Nurse, Acute Medical Unit')).toBe(3);
    expect(seniorityRank('Clinical Nurse Manager 1')).toBe(4);
  });

  it('reads an assistant or deputy manager a grade below the manager', () => {
    expect(seniorityRank('Assistant Branch Manager')).toBe(3);
    expect(seniorityRank('Deputy Manager')).toBe(3);
    expect(seniorityRank('Assistant Front Office Manager')).toBe(3);
    expect(seniorityRank('Branch Manager')).toBe(4);
    expect(seniorityRank('Assistant Accountant')).toBe(1);
  });
});
