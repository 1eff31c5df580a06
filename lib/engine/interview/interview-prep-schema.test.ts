import { describe, expect, it } from 'vitest';
import {
  CreateInterviewPrepBody,
  InterviewPrep,
  InterviewPrepCreated,
  InterviewPrepDetail,
  InterviewPrepListItem,
  QuestionCategory,
  QuestionDifficulty,
} from '../../schemas/interview-prep';
import { backendCv, backendResult, NOW } from './fixtures/cvs';
import { testKnowledge } from './fixtures/test-knowledge';
import { generateInterviewPrep } from './generate';

const ID = '0192f0c4-7d1e-7a3b-9c2d-1e2f3a4b5c6d';
const ANALYSIS = '0192f0c4-7d1e-7a3b-9c2d-1e2f3a4b5c6e';
const credits = { charged: 1, balance: 9, monthly_spend: 1, monthly_cap: 20, monthly_api_calls: 3, is_overage: false };

describe('interview preparation wire schemas', () => {
  const body = generateInterviewPrep({ parsed: backendCv, result: backendResult, targetRole: 'Backend Engineer', targetIndustry: 'Fintech', now: NOW }, testKnowledge);

  it('lists the enumerations in the documented order', () => {
    expect(QuestionCategory.options[0]).toBe('behavioral');
    expect(QuestionCategory.options).toEqual(['behavioral', 'technical', 'situational', 'role_specific', 'culture_fit', 'motivation']);
    expect(QuestionDifficulty.options).toEqual(['easy', 'medium', 'hard']);
  });

  it('shapes the create response with meta and without created_at', () => {
    const created = InterviewPrepCreated.parse({ id: ID, analysis_id: ANALYSIS, ...body, meta: { credits }, created_at: 'dropped' });
    expect(created).not.toHaveProperty('created_at');
    expect(created.meta.credits.charged).toBe(1);
    expect(() => InterviewPrepCreated.parse({ id: ID, analysis_id: ANALYSIS, ...body })).toThrow();
  });

  it('shapes the detail read with created_at and without meta', () => {
    const detail = InterviewPrepDetail.parse({ id: ID, analysis_id: ANALYSIS, ...body, created_at: NOW.toISOString(), meta: { credits } });
    expect(detail).not.toHaveProperty('meta');
    expect(InterviewPrepDetail).toBe(InterviewPrep);
    expect(() => InterviewPrepDetail.parse({ id: ID, analysis_id: ANALYSIS, ...body })).toThrow();
  });

  it('keeps only the documented fields in a list item', () => {
    const item = InterviewPrepListItem.parse({ id: ID, analysis_id: ANALYSIS, ...body, created_at: NOW.toISOString() });
    expect(Object.keys(item).sort()).toEqual(['analysis_id', 'created_at', 'id', 'target_industry', 'target_role', 'total_questions']);
  });

  it('accepts a create body with an analysis id, ignoring extra fields', () => {
    expect(CreateInterviewPrepBody.parse({ analysis_id: ANALYSIS, note: 'x' })).toEqual({ analysis_id: ANALYSIS });
    expect(() => CreateInterviewPrepBody.parse({ analysis_id: 'not-a-uuid' })).toThrow();
    expect(() => CreateInterviewPrepBody.parse({})).toThrow();
  });

  it('rejects a question with an unknown category', () => {
    const bad = { ...body, questions: [{ ...body.questions[0], category: 'trivia' }] };
    expect(() => InterviewPrep.parse({ id: ID, analysis_id: ANALYSIS, ...bad, created_at: NOW.toISOString() })).toThrow();
  });
});
