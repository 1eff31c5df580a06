import { describe, expect, it } from 'vitest';
import type { SkillRecord } from './data-files';
import { createSkillMatcher } from './skill-matcher';

const skill = (name: string, extra: Partial<SkillRecord> = {}): SkillRecord => ({ name, aliases: [], kind: 'hard', category: 'tool', hot: false, inDemand: false, occupationCount: 0, ...extra });
const find = createSkillMatcher([
  skill('C', { ambiguous: true, guards: { C: 'list' } }),
  skill('C++'),
  skill('Python'),
  skill('Slack', { ambiguous: true, guards: { Slack: 'case' } }),
  skill('Go', { aliases: ['golang'], ambiguous: true, guards: { Go: 'list' } }),
  skill('Machine learning', { aliases: ['ml'] }),
  skill('Corporate law', { aliases: ['m&a'] }),
  skill('A/B testing'),
]);
const names = (text: string) => find(text).map((m) => m.skill.name);

describe('createSkillMatcher', () => {
  it('applies a list guard on both sides of the word', () => {
    expect(names('C')).toEqual([]);
    expect(find('C', 'skills').map((m) => m.skill.name)).toEqual(['C']);
    expect(names('C & C++')).toEqual(['C', 'C++']);
    expect(names('C++ & C')).toEqual(['C++', 'C']);
    expect(names('Python, C.')).toEqual(['Python', 'C']);
    expect(names('C and Python')).toEqual(['C', 'Python']);
    expect(find('(C)', 'skills').map((m) => m.skill.name)).toEqual(['C']);
    expect(names('C is hard')).toEqual([]);
    expect(names('Section C, item 4')).toEqual([]);
    expect(names('B and C')).toEqual([]);
  });

  it('requires the exact casing of a guarded form', () => {
    expect(names('c, Python')).toEqual(['Python']);
    expect(names('Slack')).toEqual(['Slack']);
    expect(names('cut us some slack')).toEqual([]);
  });

  it('closes a guarded item at a middle dot or a bullet, as at a comma', () => {
    expect(find('Triage · Slack · Wound care', 'skills').map((m) => m.skill.name)).toEqual(['Slack']);
    expect(find('Python • Go • SQL', 'skills').map((m) => m.skill.name)).toEqual(['Python', 'Go']);
  });

  it('reads an acronym after a feminine article as an institution, not the tool it also spells', () => {
    const match = createSkillMatcher([skill('OMS', { ambiguous: true, guards: { OMS: 'case' } }), skill('SAP')]);
    const found = (text: string) => match(text).map((m) => m.skill.name);
    expect(found('Lista de verificación quirúrgica de la OMS.')).toEqual([]);
    expect(found("Linee guida dell'OMS e protocolli")).toEqual([]);
    expect(found('Diretrizes da OMS')).toEqual([]);
    expect(found('Configured the OMS for outage dispatch.')).toEqual(['OMS']);
    expect(found('Manejo del OMS y de SAP')).toEqual(['OMS', 'SAP']);
  });

  it('lets two-letter names follow "in" / "using" / "with", single letters not', () => {
    expect(names('written in Go.')).toEqual(['Go']);
    expect(names('written in C.')).toEqual([]);
    expect(names('go with Go and golang')).toEqual(['Go']);
  });

  it('matches unguarded aliases anywhere and counts them under one skill', () => {
    expect(find('ML and machine learning')).toEqual([{ skill: expect.objectContaining({ name: 'Machine learning' }), count: 2, spans: [{ start: 0, end: 2 }, { start: 7, end: 23 }] }]);
  });

  it('needs the sign that joins single letters: letter-spaced type is no "M&A" nor "A/B"', () => {
    expect(names('M&A')).toEqual(['Corporate law']);
    expect(names('M & A advisory')).toEqual(['Corporate law']);
    expect(names('M\n& A')).toEqual(['Corporate law']);
    expect(names('T O M A S Z')).toEqual([]);
    expect(names('M A')).toEqual([]);
    expect(names('A/B testing')).toEqual(['A/B testing']);
    expect(names('A B testing')).toEqual([]);
  });

  it("conditions a skill's own spelling on the words of the CV or nearby, keeping its guard", () => {
    const match = createSkillMatcher([skill('ECS', { ambiguous: true, guards: { ECS: 'case' } }), skill('Churn reduction', { aliases: ['renewals'] }), skill('AWS')], {
      contextual: { ecs: [{ skill: 'ECS', when: ['aws', 'docker'] }], renewals: [{ skill: 'Churn reduction', near: ['customer', 'accounts'] }] },
    });
    const found = (text: string, document?: string) => match(text, 'text', document).map((m) => m.skill.name);
    expect(found('ECS Gold Card')).toEqual([]);
    expect(found('ECS Gold Card', 'Docker images\nECS Gold Card')).toEqual(['ECS']);
    expect(found('AWS: ECS')).toEqual(['AWS', 'ECS']);
    expect(found('AWS: ecs')).toEqual(['AWS']);
    expect(found('prioritised water main renewals')).toEqual([]);
    expect(found('renewals for 40 accounts')).toEqual(['Churn reduction']);
    expect(found('renewals', 'customer success team\nrenewals')).toEqual([]);
  });

  it("reads in 'named' context whether the text spells the name, a guarded one in its casing", () => {
    expect(names('C is hard')).toEqual([]);
    expect(find('C is hard', 'named').map((m) => m.skill.name)).toEqual(['C']);
    expect(find('c is hard', 'named').map((m) => m.skill.name)).toEqual([]);
    expect(find('T O M A S Z', 'named').map((m) => m.skill.name)).toEqual([]);
  });
});
