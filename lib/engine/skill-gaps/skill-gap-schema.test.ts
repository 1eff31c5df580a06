import { describe, expect, it } from 'vitest';
import {
  CostRange,
  CreateSkillGapBody,
  GapPriority,
  LearningResource,
  MarketDemand,
  ResourceLevel,
  ResourceType,
  SkillGap,
  SkillGapCategory,
  SkillGapCreated,
  SkillGapDetail,
  SkillGapListItem,
  SkillLevel,
} from '../../schemas/skill-gap';
import { backendCv, backendResult, NOW } from '../interview/fixtures/cvs';
import { testKnowledge } from '../interview/fixtures/test-knowledge';
import { generateSkillGap } from './generate';

const ID = '0192f0c4-7d1e-7a3b-9c2d-1e2f3a4b5c6d';
const ANALYSIS = '0192f0c4-7d1e-7a3b-9c2d-1e2f3a4b5c6e';
const credits = { charged: 1, balance: 9, monthly_spend: 1, monthly_cap: 20, monthly_api_calls: 3, is_overage: false };

describe('skill-gap wire schemas', () => {
  const body = generateSkillGap({ parsed: backendCv, result: backendResult, targetRole: 'Engineering Manager', targetIndustry: 'Fintech', now: NOW }, testKnowledge);

  it('lists the enumerations in the documented order', () => {
    expect(SkillGapCategory.options).toEqual(['technical', 'soft', 'domain', 'certification', 'leadership', 'tool']);
    expect(SkillLevel.options).toEqual(['none', 'beginner', 'intermediate', 'advanced', 'expert']);
    expect(GapPriority.options).toEqual(['critical', 'high', 'medium', 'low']);
    expect(MarketDemand.options).toEqual(['high', 'medium', 'low']);
    expect(ResourceType.options[0]).toBe('course');
    expect(ResourceLevel.options[0]).toBe('beginner');
    expect(CostRange.options).toEqual(['free', 'low', 'medium', 'high']);
  });

  it('shapes the create, detail and list forms', () => {
    const created = SkillGapCreated.parse({ id: ID, analysis_id: ANALYSIS, ...body, meta: { credits } });
    expect(created).not.toHaveProperty('created_at');
    const detail = SkillGapDetail.parse({ id: ID, analysis_id: ANALYSIS, ...body, created_at: NOW.toISOString(), meta: { credits } });
    expect(detail).not.toHaveProperty('meta');
    expect(SkillGapDetail).toBe(SkillGap);
    const item = SkillGapListItem.parse(detail);
    expect(Object.keys(item).sort()).toEqual(['analysis_id', 'created_at', 'id', 'overall_readiness', 'target_industry', 'target_role']);
  });

  it('bounds readiness and resource relevance to 0–100 integers and wants lower-case providers', () => {
    expect(() => SkillGap.parse({ id: ID, analysis_id: ANALYSIS, ...body, overall_readiness: 101, created_at: 'x' })).toThrow();
    const resource = { title: 't', provider: 'coursera', url: 'https://x', type: 'course', duration: '1 hour', level: 'beginner', cost_range: 'free', relevance_score: 80 };
    expect(LearningResource.parse(resource)).toEqual(resource);
    expect(() => LearningResource.parse({ ...resource, relevance_score: 80.5 })).toThrow();
    expect(() => LearningResource.parse({ ...resource, provider: 'Coursera' })).toThrow();
  });

  it('accepts a create body with optional role and industry, ignoring extra fields', () => {
    expect(CreateSkillGapBody.parse({ analysis_id: ANALYSIS, extra: 1 })).toEqual({ analysis_id: ANALYSIS });
    expect(CreateSkillGapBody.parse({ analysis_id: ANALYSIS, target_role: ' Engineering Manager ', target_industry: 'Fintech' })).toEqual({
      analysis_id: ANALYSIS,
      target_role: 'Engineering Manager',
      target_industry: 'Fintech',
    });
    expect(() => CreateSkillGapBody.parse({ analysis_id: ANALYSIS, target_role: '' })).toThrow();
    expect(() => CreateSkillGapBody.parse({ analysis_id: ANALYSIS, target_role: 'x'.repeat(201) })).toThrow();
    expect(() => CreateSkillGapBody.parse({ analysis_id: 'nope' })).toThrow();
  });
});
