import { describe, expect, it } from 'vitest';
import type { SkillInfo } from '../cv/knowledge/types';
import { marketDemand } from './market-demand';

const skill = (hot: boolean, inDemand: boolean): SkillInfo => ({ name: 'X', aliases: [], kind: 'hard', category: 'tool', hot, inDemand, occupationCount: 1 });

describe('marketDemand', () => {
  it('counts the O*NET hot and in-demand flags', () => {
    expect(marketDemand(skill(true, true), false)).toBe('high');
    expect(marketDemand(skill(true, false), false)).toBe('medium');
    expect(marketDemand(skill(false, true), true)).toBe('medium');
    expect(marketDemand(skill(false, false), false)).toBe('low');
  });

  it('counts the target role asking for an unflagged skill as one signal', () => {
    expect(marketDemand(skill(false, false), true)).toBe('medium');
    expect(marketDemand(null, true)).toBe('medium');
    expect(marketDemand(null, false)).toBe('low');
  });
});
