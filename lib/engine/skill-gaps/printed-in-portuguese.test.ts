/**
 * A skill printed in Portuguese is the CV's evidence all the same: a Brazilian CV listing
 * "Estatística" is not told Statistics is "not found anywhere in the CV".
 */
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../cv/extract';
import { parseCv } from '../cv/parse';
import { analyseParsed } from '../cv/report';
import { generateSkillGap } from './generate';

const NOW = new Date('2026-06-01T00:00:00Z');
const TARGET = 'Data Analyst';

const CV = `Juliana Costa
São Paulo – SP | juliana.costa@example.com.br | (11) 98765-4321

EXPERIÊNCIA PROFISSIONAL
Analista de Dados | Magazine Luiza
mar/2021 – atual
- Criei painéis de vendas no Power BI para 40 lojas.
- Análise de dados de vendas com SQL e Python.

FORMAÇÃO ACADÊMICA
Bacharelado em Estatística – Universidade de São Paulo, 2016 – 2020

COMPETÊNCIAS
SQL · Python · Power BI · Estatística · Trabalho em equipe
`;

describe('the skill gap reads evidence printed in Portuguese', () => {
  it('does not call Statistics, Data analysis or Teamwork absent when the CV prints them in Portuguese', async () => {
    const doc = await extractDocument(new TextEncoder().encode(CV), { fileName: 'cv.txt' });
    const cv = parseCv(doc);
    const analysis = analyseParsed(doc, cv, { targetRole: TARGET, targetIndustry: '', now: NOW });
    const gap = generateSkillGap({ parsed: cv, result: analysis.result, targetRole: TARGET, targetIndustry: '', now: NOW });
    for (const skill of ['Statistics', 'Data analysis', 'Teamwork']) {
      expect(gap.skill_gaps.some((g) => g.skill_name === skill && /not found anywhere/.test(g.reasoning)), skill).toBe(false);
    }
  });
});
