/**
 * Regression tests against the shipped knowledge base for faults a recruiter reading the
 * corpus output found: wrong "missing" skills, credentials from another country, noise matches.
 */
import { describe, expect, it } from 'vitest';
import { knowledge } from '../knowledge';
import { buildTestCv, BACKEND_CV, type TestCvSpec } from '../testing/build-test-cv';
import type { AnalysisOptions } from '../types';
import { analyseWithKnowledge } from './analyse';

function analyse(spec: TestCvSpec, opts: Partial<AnalysisOptions> = {}) {
  const { doc, cv } = buildTestCv(spec);
  return analyseWithKnowledge(knowledge, doc, cv, { targetRole: 'Backend Engineer', now: new Date('2026-11-22'), ...opts }).result;
}

const NURSE: TestCvSpec = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  phone: '+61 400 000 000',
  location: 'Melbourne, VIC',
  country: 'AU',
  summary: 'Registered nurse with eight years in emergency and surgical wards.',
  jobs: [
    { title: 'Registered Nurse', employer: 'The Royal Melbourne Hospital', start: '2018-02', end: 'present', bullets: ['Triage 30 patients a shift and give IV therapy and wound care', 'Reduced medication administration errors by 25%'] },
  ],
  certifications: ['AHPRA Registered Nurse (NMW0001234567)', 'Advanced Life Support (ALS2), 2023'],
  skills: ['Patient assessment', 'Infection control', 'Cerner'],
};

describe('what a recruiter reads', () => {
  it('a Go and Python backend engineer is not told that Java and Node.js are missing', () => {
    const { keywords } = analyse(BACKEND_CV);
    expect(keywords.present).toEqual(expect.arrayContaining(['Go', 'Python']));
    expect(keywords.missing).not.toContain('Java');
    expect(keywords.missing).not.toContain('Node.js');
  });

  it('a nurse registered in one country is not asked for another country\'s licence', () => {
    const { keywords } = analyse(NURSE, { targetRole: 'Registered Nurse' });
    expect(keywords.recommended.filter((k) => /NCLEX|NMC/.test(k))).toEqual([]);
  });

  it('an accountant reporting under IFRS is not told GAAP is a missing must-have', () => {
    const { keywords } = analyse(
      { ...BACKEND_CV, country: 'GB', summary: 'Chartered accountant.', skills: ['IFRS', 'Month-end close', 'General ledger', 'Xero'], certifications: ['ACA, ICAEW, 2016'] },
      { targetRole: 'Accountant' },
    );
    expect(keywords.missing).not.toContain('GAAP');
    expect(keywords.recommended.some((k) => /CPA|ACCA|CIMA/.test(k))).toBe(false);
  });

  it('job matches leave out profiles that share only a skill or two', () => {
    const matches = analyse(BACKEND_CV).job_matches;
    const best = matches[0].fit_score;
    for (const m of matches.slice(1)) {
      if (m.title === 'Backend Engineer') continue;
      expect(m.fit_score, m.title).toBeGreaterThanOrEqual(Math.max(20, 0.35 * best));
    }
  });

  it('hard skills do not come from employer names', () => {
    const { keywords } = analyse({
      ...BACKEND_CV,
      jobs: [{ title: 'Backend Engineer', employer: 'Cartwheel Logistics', start: '2019-01', end: 'present', bullets: ['Built Go services for shipment tracking'] }],
    });
    expect(keywords.hard_skills).toContain('Go');
    expect(keywords.hard_skills).not.toContain('Logistics');
  });
});
