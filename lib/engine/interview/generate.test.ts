import { describe, expect, it } from 'vitest';
import { InterviewPrepContent, QuestionCategory, QuestionDifficulty } from '../../schemas/interview-prep';
import type { ParsedCv } from '../cv/types';
import { backendCv, backendResult, NOW, nurseCv, nurseResult, resultFixture } from './fixtures/cvs';
import { testKnowledge } from './fixtures/test-knowledge';
import { generateInterviewPrep } from './generate';
import { questionMinutes } from './question-timing';

const backend = () =>
  generateInterviewPrep({ parsed: backendCv, result: backendResult, targetRole: 'Backend Engineer', targetIndustry: 'Fintech', now: NOW }, testKnowledge);

describe('generateInterviewPrep', () => {
  it('produces a body that validates against the wire schema', () => {
    expect(() => InterviewPrepContent.parse(backend())).not.toThrow();
    const nurse = generateInterviewPrep({ parsed: nurseCv, result: nurseResult, targetRole: 'Nurse Practitioner', targetIndustry: 'Healthcare', now: NOW }, testKnowledge);
    expect(() => InterviewPrepContent.parse(nurse)).not.toThrow();
  });

  it('calls no required skill missing in a CV written in a language the lexicon does not read', () => {
    const inItalian = (language: string) => generateInterviewPrep({ parsed: { ...nurseCv, language } as ParsedCv, result: nurseResult, targetRole: 'Nurse Practitioner', targetIndustry: 'Healthcare', now: NOW }, testKnowledge);
    const said = (prep: ReturnType<typeof inItalian>) => [prep.candidate_summary, ...prep.key_areas_to_probe.map((a) => a.area), ...prep.questions.map((q) => q.question)].join('\n');
    expect(said(inItalian('en'))).toMatch(/no evidence of|not on the CV|haven't listed/);
    expect(said(inItalian('it'))).not.toMatch(/no evidence of|not on the CV|haven't listed/);
  });

  it('asks 12 to 18 questions covering every category and difficulty', () => {
    const prep = backend();
    expect(prep.questions.length).toBeGreaterThanOrEqual(12);
    expect(prep.questions.length).toBeLessThanOrEqual(18);
    expect(new Set(prep.questions.map((q) => q.category))).toEqual(new Set(QuestionCategory.options));
    expect(new Set(prep.questions.map((q) => q.difficulty))).toEqual(new Set(QuestionDifficulty.options));
  });

  it('keeps total_questions and estimated minutes consistent with the questions', () => {
    const prep = backend();
    expect(prep.total_questions).toBe(prep.questions.length);
    expect(prep.estimated_interview_minutes).toBe(prep.questions.reduce((sum, q) => sum + questionMinutes(q), 0));
  });

  it('fills every explanatory field of every question', () => {
    for (const q of backend().questions) {
      expect(q.why_asked.length).toBeGreaterThan(20);
      expect(q.what_to_look_for.length).toBeGreaterThan(20);
      expect(q.red_flag_answers.length).toBeGreaterThan(0);
      expect(q.follow_up_questions.length).toBeGreaterThan(0);
      expect(q.target_skill).not.toBe('');
    }
  });

  it('anchors every question on the CV or the role profile', () => {
    const anchors = ['Globex', 'Acme Corp', 'Initech', 'Backend Engineer', 'Skills section', 'Certifications', 'Projects', 'Not on the CV'];
    for (const q of backend().questions) {
      expect(anchors.some((a) => q.cv_reference.includes(a)), q.cv_reference).toBe(true);
    }
  });

  it('cites the CV employers and quotes bullets verbatim', () => {
    const prep = backend();
    const refs = prep.questions.map((q) => q.cv_reference).join('\n');
    for (const employer of ['Globex', 'Acme Corp', 'Initech']) expect(refs).toContain(employer);
    const quoted = prep.questions.map((q) => q.cv_reference.match(/: '([^']+)'$/)?.[1]).filter((x): x is string => !!x);
    expect(quoted.length).toBeGreaterThan(2);
    const cvLines = [
      ...backendCv.experience.flatMap((e) => e.bullets),
      ...backendCv.listedSkills,
      ...backendCv.certifications,
      ...backendCv.projects.flatMap((p) => [p.name, ...p.bullets]),
    ];
    for (const text of quoted) expect(cvLines.some((line) => line.startsWith(text.replace(/…$/, ''))), text).toBe(true);
  });

  it('asks about the employment gap naming both employers and the months', () => {
    const gap = backend().questions.find((q) => q.question.includes('24 months'));
    expect(gap).toBeDefined();
    expect(gap!.question).toContain('Acme Corp (left Mar 2020)');
    expect(gap!.question).toContain('Globex (joined Apr 2022)');
    expect(gap!.cv_reference).toContain('Acme Corp');
    expect(gap!.cv_reference).toContain('Globex');
  });

  it('probes how a quantified achievement was measured', () => {
    const q = backend().questions.find((x) => x.cv_reference.includes('Cut API latency by 40%'));
    expect(q).toBeDefined();
    expect(q!.question).toMatch(/40%/);
    expect(q!.question).toMatch(/measure|baseline|worked out/);
  });

  it("turns the role's missing required skills into questions", () => {
    const q = backend().questions.find((x) => x.target_skill === 'Kubernetes');
    expect(q).toBeDefined();
    expect(['technical', 'role_specific']).toContain(q!.category);
    expect(q!.cv_reference).toContain('Not on the CV');
  });

  it('asks about the short tenure at Initech', () => {
    const q = backend().questions.find((x) => x.question.includes('Initech') && x.question.includes('8 months'));
    expect(q).toBeDefined();
  });

  it('is deterministic', () => {
    expect(JSON.stringify(backend())).toBe(JSON.stringify(backend()));
  });

  it('asks different questions for a different role and CV', () => {
    const nurse = generateInterviewPrep({ parsed: nurseCv, result: nurseResult, targetRole: 'Nurse Practitioner', targetIndustry: 'Healthcare', now: NOW }, testKnowledge);
    const texts = nurse.questions.map((q) => q.question).join('\n');
    expect(texts).toContain("St Mary's Hospital");
    expect(texts).not.toContain('Globex');
    expect(nurse.questions.some((q) => ['Diagnosis', 'Prescribing', 'Advanced Health Assessment', 'Pharmacology'].includes(q.target_skill))).toBe(true);
    expect(nurse.questions.some((q) => q.target_skill === 'NP license')).toBe(true);
  });

  it('builds the agenda from the questions', () => {
    const prep = backend();
    const all = [...prep.interview_structure.opening, ...prep.interview_structure.core, ...prep.interview_structure.closing];
    for (const q of prep.questions) expect(all).toContain(q.question);
    expect(prep.interview_structure.opening[0]).toContain('Initech');
    expect(prep.interview_structure.closing.at(-1)).toMatch(/Next steps/);
  });

  it('lists the gap, short tenure and missing skills as key areas to probe', () => {
    const areas = backend().key_areas_to_probe.map((a) => a.area);
    expect(areas).toContain('Employment gap between Acme Corp and Globex');
    expect(areas.some((a) => a.includes('Short tenure'))).toBe(true);
    expect(areas.some((a) => a.includes('Kubernetes'))).toBe(true);
  });

  it('summarises the candidate from titles, years, skills and strengths', () => {
    const summary = backend().candidate_summary;
    expect(summary).toContain('Jane Doe is currently Senior Backend Engineer at Globex');
    expect(summary).toMatch(/about 9 years/);
    expect(summary).toContain('Measured impact on API performance');
    expect(summary).toContain('Kubernetes');
  });

  it('still asks at least 12 questions of a thin CV with no matching role profile', () => {
    const thin: ParsedCv = {
      ...backendCv,
      experience: [backendCv.experience[2]],
      bullets: backendCv.bullets.filter((b) => b.experienceIndex === 2).map((b) => ({ ...b, experienceIndex: 0 })),
      projects: [],
      certifications: [],
      listedSkills: ['PHP'],
      summary: null,
    };
    const result = resultFixture({ keywords: { present: [], missing: ['Kubernetes', 'Go', 'AWS'], recommended: [], hard_skills: [], soft_skills: ['Communication', 'Teamwork'], industry_terms: [] } });
    const prep = generateInterviewPrep({ parsed: thin, result, targetRole: 'Chief Widget Officer', targetIndustry: '', now: NOW }, testKnowledge);
    expect(prep.questions.length).toBeGreaterThanOrEqual(12);
    expect(() => InterviewPrepContent.parse(prep)).not.toThrow();
  });

  it('anchors a graduate CV without work history on its studies and still covers every category', () => {
    const graduate: ParsedCv = { ...backendCv, experience: [], projects: [], certifications: [], listedSkills: ['PostgreSQL'], summary: null, bullets: [] };
    const prep = generateInterviewPrep({ parsed: graduate, result: resultFixture(), targetRole: 'Backend Engineer', targetIndustry: '', now: NOW }, testKnowledge);
    expect(prep.questions.length).toBeGreaterThanOrEqual(12);
    expect(new Set(prep.questions.map((q) => q.category))).toEqual(new Set(QuestionCategory.options));
    expect(prep.questions.filter((q) => q.cv_reference.startsWith('University of Leeds')).length).toBeGreaterThanOrEqual(2);
    expect(prep.candidate_summary).toContain('no work history');
  });
});
