import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../cv/types';
import { backendCv, nurseCv } from '../interview/fixtures/cvs';
import { leadershipSignal } from './leadership-evidence';

const withBullets = (bullets: string[]): ParsedCv => ({ ...backendCv, experience: [{ ...backendCv.experience[0], bullets }] });

describe('leadershipSignal', () => {
  it('reads mentoring and leading reviews as informal leadership', () => {
    const signal = leadershipSignal(backendCv, 'People Management');
    expect(signal?.level).toBe('beginner');
    expect(signal?.evidence).toContain('Mentored 3 junior engineers');
  });

  it('reads managing a team as intermediate', () => {
    expect(leadershipSignal(withBullets(['Managed a team of 5 engineers across two time zones']), 'People Management')?.level).toBe('intermediate');
  });

  it('treats hiring separately from leading', () => {
    expect(leadershipSignal(backendCv, 'Hiring')).toBeNull();
    expect(leadershipSignal(withBullets(['Interviewed 40 candidates for the platform team']), 'Hiring')?.level).toBe('beginner');
    expect(leadershipSignal(withBullets(['Hired 6 engineers and built the team from scratch']), 'Hiring')?.level).toBe('intermediate');
  });

  it('finds nothing when no bullet leads anyone', () => {
    expect(leadershipSignal(withBullets(['Wrote reports']), 'Leadership')).toBeNull();
    expect(leadershipSignal(nurseCv, 'Team Leadership')?.evidence).toContain('Precepted 8 new graduate nurses');
  });
});
