import { describe, expect, it } from 'vitest';
import { knowledge } from '../cv/knowledge';
import { milestoneFor } from './milestone';

const milestone = (skill: string) =>
  milestoneFor({ skill, info: knowledge.lookupSkill(skill), category: 'technical', requiredLevel: 'advanced', targetRole: 'Game Developer', companion: null });

describe('milestoneFor', () => {
  it('asks for a shader, not a command-line tool, in a GPU language', () => {
    expect(milestone('HLSL')).toMatch(/shader effect/);
    expect(milestone('Shader programming')).not.toMatch(/command-line/);
    expect(milestone('Python')).toMatch(/command-line tool or service in Python/);
  });

  it('asks for shared work in version control, not a deployment pipeline', () => {
    expect(milestone('Git')).toMatch(/pull or merge requests/);
    expect(milestone('Git')).not.toMatch(/deployed/);
    expect(milestone('Docker')).toMatch(/deployed/);
  });
});
