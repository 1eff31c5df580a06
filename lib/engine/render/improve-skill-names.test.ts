/**
 * The skills an improved CV adds (shown in use, not listed) never repeat a listed skill under
 * another alias or language, and a German, French, Spanish or Portuguese CV gets no English skill name it
 * did not print: the CV's own wording, else the lexicon's label in its language, else nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../cv/extract';
import { lookupSkill } from '../cv/knowledge';
import { SKILL_TRANSLATIONS } from '../cv/knowledge/curated/skill-translations';
import { parseCv } from '../cv/parse';
import { analyseParsed } from '../cv/report';
import { improveCv } from './improve';

const FIXTURES = path.join(import.meta.dirname, '../cv/fixtures');
const NOW = new Date('2026-06-01T00:00:00Z');

async function improvedFrom(bytes: Uint8Array, fileName: string) {
  const doc = await extractDocument(bytes, { fileName });
  const cv = parseCv(doc);
  const targetRole = cv.experience[0]?.title ?? '';
  const analysis = analyseParsed(doc, cv, { targetRole, targetIndustry: '', now: NOW });
  const improved = improveCv(cv, analysis.result, { targetRole, language: cv.language });
  return { cv, text: doc.text, keywords: improved.skills.flatMap((g) => g.keywords) };
}

const canonical = (skill: string) => (lookupSkill(skill)?.name ?? skill).toLowerCase();

describe.each(['txt-icu-nurse-de.txt', 'txt-accountant-fr.txt', 'txt-maths-teacher-es.txt', 'docx-sales-es.docx', 'pdf-ux-designer-de.pdf', 'pdf-marketing-manager-fr.pdf', 'md-frontend-graduate-br.md', 'layouts/curriculo-analista-br.pdf', 'layouts/engenheiro-gutter-br.pdf'])('%s', (file) => {
  const run = improvedFrom(new Uint8Array(readFileSync(path.join(FIXTURES, file))), file);

  it('keeps every listed skill in its own words and names no skill twice', async () => {
    const { cv, keywords } = await run;
    expect(keywords).toEqual(expect.arrayContaining(cv.listedSkills));
    const names = keywords.map(canonical);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('adds only names the CV prints or the lexicon gives in its language', async () => {
    const { cv, text, keywords } = await run;
    const language = cv.language as 'de' | 'fr' | 'es' | 'pt';
    const added = keywords.filter((k) => !cv.listedSkills.includes(k));
    for (const skill of added) {
      const printed = text.toLowerCase().includes(skill.toLowerCase());
      const label = (SKILL_TRANSLATIONS[lookupSkill(skill)?.name ?? '']?.[language] ?? []).includes(skill.toLowerCase());
      expect({ skill, printed, label }).not.toMatchObject({ printed: false, label: false });
    }
  });
});

describe('a German nurse whose bullets use what the skills section lists', () => {
  const cv = `Anna Schmidt
Gesundheits- und Krankenpflegerin
Berlin, Deutschland | anna.schmidt@web.de

BERUFSERFAHRUNG

Gesundheits- und Krankenpflegerin
Charité Berlin
01/2019 - heute
- Medikamentengabe und Wundversorgung für 12 Patienten pro Schicht.
- Dokumentation in der elektronischen Patientenakte.

KENNTNISSE
Medikamentengabe, Wundversorgung, Teamarbeit
`;
  it('lists Medikamentengabe once, never beside Medication administration, and adds the record skill in German', async () => {
    const { keywords } = await improvedFrom(new TextEncoder().encode(cv), 'cv.txt');
    expect(keywords.filter((k) => canonical(k) === 'medication administration')).toEqual(['Medikamentengabe']);
    expect(keywords).not.toContain('Wound care');
    expect(keywords).not.toContain('Electronic health records');
    expect(keywords).toContain('Elektronische Patientenakte');
  });
});
