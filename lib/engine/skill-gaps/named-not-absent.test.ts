/**
 * A skill the CV names is never "not found anywhere in the CV": the skill gap reads absence from
 * the CV facts, which search the summary and every bullet, and count a name the page spells
 * even where it need not mean the skill.
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../cv/extract';
import { cvFactsOf } from '../cv/facts';
import { knowledge } from '../cv/knowledge';
import { parseCv } from '../cv/parse';
import { analyseParsed } from '../cv/report';
import { generateSkillGap } from './generate';

const NOW = new Date('2026-06-01T00:00:00Z');
const TARGET = 'Registered Nurse';

const cvText = (summary: string, bullet: string) => `Rosa Delgado, BSN, RN
Chicago, IL | rosa.delgado@gmail.com

SUMMARY
${summary}

EXPERIENCE

Charge Nurse, Cardiac Step-Down Unit
Northwestern Memorial Hospital, Chicago, IL
Jun 2017 - Present
- Supervise 8 nurses per shift on a 32-bed unit.
- ${bullet}

EDUCATION
BSN, Loyola University Chicago, 2013 - 2017

SKILLS
Telemetry monitoring, Patient education
`;

async function outputs(text: string) {
  const doc = await extractDocument(new TextEncoder().encode(text), { fileName: 'cv.txt' });
  const cv = parseCv(doc);
  const analysis = analyseParsed(doc, cv, { targetRole: TARGET, targetIndustry: '', now: NOW });
  const facts = cvFactsOf(cv, { asOf: NOW, knowledge });
  const gap = generateSkillGap({ parsed: cv, result: analysis.result, targetRole: TARGET, targetIndustry: '', now: NOW });
  return { facts, gap };
}

const saysAbsent = (gap: Awaited<ReturnType<typeof outputs>>['gap'], skill: string) =>
  gap.skill_gaps.some((g) => g.skill_name === skill && /not found anywhere/.test(g.reasoning));

describe('the skill gap calls absent only what the CV never names', () => {
  it('finds Epic in the summary and a bullet of an EHR rollout ("Epic super user during the go-live")', async () => {
    const { facts, gap } = await outputs(cvText('Cardiac nurse with 9 years on step-down. Charge nurse, preceptor and Epic super user.', 'Epic super user during the 2018 go-live.'));
    const epic = facts.skills.found.find((e) => e.skill.name === 'Epic');
    expect(epic?.mentions.map((m) => m.source)).toEqual(expect.arrayContaining(['summary', 'bullet']));
    expect(saysAbsent(gap, 'Epic')).toBe(false);
  });

  it('does not call Epic absent when the page names it only in passing', async () => {
    const { facts, gap } = await outputs(cvText('Cardiac nurse with 9 years on step-down; Epic team player.', 'Mentored 12 new graduates through their first year.'));
    expect(facts.skills.found.some((e) => e.skill.name === 'Epic')).toBe(false);
    expect(facts.skills.mentioned).toContain('Epic');
    expect(saysAbsent(gap, 'Epic')).toBe(false);
  });

  it('still says "not found anywhere" for a skill the page never names', async () => {
    const { facts, gap } = await outputs(cvText('Cardiac nurse with 9 years on step-down.', 'Mentored 12 new graduates through their first year.'));
    expect(facts.skills.mentioned).not.toContain('Epic');
    expect(saysAbsent(gap, 'Epic')).toBe(true);
  });
});
