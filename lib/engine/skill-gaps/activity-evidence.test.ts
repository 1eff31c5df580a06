/**
 * A core skill a bullet shows as an activity ("Administer high-alert medications", "CLABSI
 * prevention") is present for every output: the report's keywords, the CV facts and the skill
 * gap read the same evidence (knowledge/curated/activity-skills.ts), so none calls it missing.
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

const CV = `Ana Ruiz, RN
Denver, CO | ana.ruiz@gmail.com

EXPERIENCE

ICU Staff Nurse
Denver Health Medical Center, Denver, CO
Jun 2018 - Present
- Administer high-alert medications and titrate drips during resuscitations.
- Led unit education on CLABSI prevention and monthly hand hygiene audits.
- Monitored vitals and escalated early warning scores.

EDUCATION
BSN, University of Colorado, 2014 - 2018

SKILLS
Critical care, Ventilator management
`;

describe('an activity in a bullet is evidence of the skill it names, in every output', () => {
  it('counts medication administration, infection control and vital signs as present', async () => {
    const doc = await extractDocument(new TextEncoder().encode(CV), { fileName: 'cv.txt' });
    const cv = parseCv(doc);
    const analysis = analyseParsed(doc, cv, { targetRole: TARGET, targetIndustry: '', now: NOW });
    const facts = cvFactsOf(cv, { asOf: NOW, knowledge });
    const gap = generateSkillGap({ parsed: cv, result: analysis.result, targetRole: TARGET, targetIndustry: '', now: NOW });
    for (const skill of ['Medication administration', 'Infection control', 'Vital signs']) {
      const found = facts.skills.found.find((e) => e.skill.name === skill);
      expect(found?.mentions.some((m) => m.source === 'bullet'), skill).toBe(true);
      expect(analysis.result.keywords.missing, skill).not.toContain(skill);
      expect(analysis.result.keywords.present, skill).toContain(skill);
      expect(gap.skill_gaps.some((g) => g.skill_name === skill && /not found anywhere/.test(g.reasoning)), skill).toBe(false);
    }
  });
});

const SALES_CV_ES = `Marta Gil Serrano
Ejecutiva comercial B2B
Zaragoza, España | marta.gil@gmail.com

EXPERIENCIA

Ejecutiva de cuentas
Logisoft Ibérica, Zaragoza
Abr 2021 - Actualidad
- Cartera de 75 clientes industriales en Aragón y Navarra.
- Venta de licencias de software logístico a medianas y pequeñas empresas.
- Redacción y negociación de contratos de mantenimiento anuales.

FORMACIÓN
Grado en Comercio, Universidad de Zaragoza, 2016 - 2020

HABILIDADES
Negociación, Salesforce, Excel
`;

describe('a Spanish sales CV shows its sales work in its own words', () => {
  it('counts B2B sales, account management, CRM and negotiation as shown, never "not found anywhere"', async () => {
    const doc = await extractDocument(new TextEncoder().encode(SALES_CV_ES), { fileName: 'cv.txt' });
    const cv = parseCv(doc);
    const target = 'Account Executive';
    const analysis = analyseParsed(doc, cv, { targetRole: target, targetIndustry: '', now: NOW });
    const gap = generateSkillGap({ parsed: cv, result: analysis.result, targetRole: target, targetIndustry: '', now: NOW });
    for (const skill of ['B2B sales', 'Account management', 'CRM', 'Contract negotiation']) {
      expect(analysis.result.keywords.missing, skill).not.toContain(skill);
      expect(gap.skill_gaps.some((g) => g.skill_name === skill && /not found anywhere/.test(g.reasoning)), skill).toBe(false);
    }
    // "Negociación" only listed, but a bullet negotiated contracts: read from the bullet
    const negotiation = gap.skill_gaps.find((g) => g.skill_name === 'Negotiation');
    expect(negotiation?.reasoning ?? '').not.toMatch(/not shown in use/);
  });
});
