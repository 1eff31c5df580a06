/** The interview generator against the knowledge base the product ships, not the test fixture. */
import { describe, expect, it } from 'vitest';
import { InterviewPrepContent, QuestionCategory } from '../../schemas/interview-prep';
import { backendCv, backendResult, NOW, nurseCv, nurseResult } from './fixtures/cvs';
import { generateInterviewPrep } from './generate';

describe('interview preparation with the shipped knowledge base', () => {
  it('produces a valid, balanced, CV-grounded interview for a backend engineer', () => {
    const prep = generateInterviewPrep({ parsed: backendCv, result: backendResult, targetRole: 'Backend Engineer', targetIndustry: 'Fintech', now: NOW });
    expect(() => InterviewPrepContent.parse(prep)).not.toThrow();
    expect(prep.total_questions).toBeGreaterThanOrEqual(12);
    expect(new Set(prep.questions.map((q) => q.category))).toEqual(new Set(QuestionCategory.options));
    expect(prep.questions.some((q) => q.question.includes('Acme Corp (left Mar 2020)') && q.question.includes('Globex (joined Apr 2022)'))).toBe(true);
    // PostgreSQL on the CV shows SQL: it must not be asked about as missing
    expect(prep.questions.some((q) => q.target_skill === 'SQL' && q.cv_reference.startsWith('Not on the CV'))).toBe(false);
  });

  it('asks a nurse aiming at nurse practitioner about advanced-practice skills and credentials', () => {
    const prep = generateInterviewPrep({ parsed: nurseCv, result: nurseResult, targetRole: 'Nurse Practitioner', targetIndustry: 'Healthcare', now: NOW });
    expect(() => InterviewPrepContent.parse(prep)).not.toThrow();
    expect(prep.questions.some((q) => q.category === 'role_specific' && /MSN|DNP|APRN|FNP|license/i.test(q.target_skill))).toBe(true);
    expect(prep.questions.some((q) => q.cv_reference.includes("St Mary's Hospital"))).toBe(true);
  });
});
