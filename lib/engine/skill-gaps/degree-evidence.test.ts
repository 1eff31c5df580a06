/**
 * A degree's subject is evidence of the skill: a Statistics graduate is not asked for
 * Statistics by any output (report keywords, skill gap, learning path, interview prep), in
 * English or Spanish wording, while the degree makes no other skill present and a school's name
 * shows none.
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../cv/extract';
import { cvFactsOf } from '../cv/facts';
import { knowledge } from '../cv/knowledge';
import { parseCv } from '../cv/parse';
import { analyseParsed } from '../cv/report';
import { generateInterviewPrep } from '../interview/generate';
import { generateSkillGap } from './generate';

const NOW = new Date('2026-06-01T00:00:00Z');
const TARGET = 'Data Analyst';

const cvText = (degreeLine: string, school = 'University of Valencia') => `Laura Gómez
Data Analyst
Madrid, Spain | laura.gomez@gmail.com

SUMMARY
Data analyst building dashboards and reports for retail teams.

EXPERIENCE

Data Analyst
Mercadona, Valencia
Jan 2021 - Present
- Built weekly sales dashboards in Tableau for 40 store managers.
- Wrote SQL queries against the sales warehouse to track stock levels.

EDUCATION
${degreeLine}, ${school}, 2016 - 2020

SKILLS
SQL, Tableau, Excel
`;

async function outputs(text: string) {
  const doc = await extractDocument(new TextEncoder().encode(text), { fileName: 'cv.txt' });
  const cv = parseCv(doc);
  const analysis = analyseParsed(doc, cv, { targetRole: TARGET, targetIndustry: '', now: NOW });
  const input = { parsed: cv, result: analysis.result, targetRole: TARGET, targetIndustry: '', now: NOW };
  return { cv, result: analysis.result, facts: cvFactsOf(cv, { asOf: NOW, knowledge }), gap: generateSkillGap(input), interview: generateInterviewPrep(input) };
}

describe.each(['BSc Statistics', 'M.Sc. in Statistics', 'Licenciatura en Estadística'])('a graduate of "%s"', (degree) => {
  const run = outputs(cvText(degree));

  it('has Statistics present, evidenced by the degree', async () => {
    const { facts } = await run;
    const stats = facts.skills.found.find((e) => e.skill.name === 'Statistics');
    expect(stats?.mentions.map((m) => m.source)).toContain('education');
  });

  it('is asked for Statistics by no output', async () => {
    const { result, gap, interview } = await run;
    expect(result.keywords.missing).not.toContain('Statistics');
    expect(result.keywords.present).toContain('Statistics');
    expect(gap.skill_gaps.map((g) => g.skill_name)).not.toContain('Statistics');
    expect(gap.learning_path.map((s) => s.skill_name)).not.toContain('Statistics');
    const strength = gap.existing_strengths.find((s) => s.skill_name === 'Statistics');
    expect(strength?.level).toBe('intermediate');
    expect(JSON.stringify(interview)).not.toMatch(/Statistics[^"]{0,80}(?:doesn't mention|haven't listed)|Not on the CV[^"]*Statistics/);
  });
});

describe('a degree is evidence of its subject only', () => {
  it('makes no other skill present: the same CV without the degree shows the same skills but Statistics', async () => {
    const [withDegree, without] = await Promise.all([outputs(cvText('BSc Statistics')), outputs(cvText('Diploma'))]);
    const names = (f: typeof withDegree.facts) => f.skills.found.map((e) => e.skill.name).sort();
    expect(names(withDegree.facts)).toEqual([...names(without.facts), 'Statistics'].sort());
    expect(without.gap.skill_gaps.map((g) => g.skill_name)).toContain('Statistics');
  });

  it('reads no skill out of a school name', async () => {
    const { facts } = await outputs(cvText('BSc Statistics', 'Spring Valley College of Java Studies'));
    const fromEducation = facts.skills.found.filter((e) => e.mentions.some((m) => m.source === 'education')).map((e) => e.skill.name);
    expect(fromEducation).toEqual(['Statistics']);
    expect(facts.skills.found.map((e) => e.skill.name)).not.toEqual(expect.arrayContaining(['Spring']));
    expect(facts.skills.found.map((e) => e.skill.name)).not.toContain('Java');
  });

  it('does not show a soft skill: a Communication degree is not evidence of communicating', async () => {
    const { facts } = await outputs(cvText('BA Communication'));
    const communication = facts.skills.found.find((e) => e.skill.name === 'Communication');
    expect(communication?.mentions.some((m) => m.source === 'education') ?? false).toBe(false);
  });
});
