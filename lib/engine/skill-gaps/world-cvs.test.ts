/**
 * Issue 16's items 1–4 on CVs of professions and countries written for it (fixtures/txt-world-*,
 * labelled in eval/corpora): each names the occupation it was compared with and how sure the
 * match is, asks for what the occupation's data and the CV's country ask (no licence another
 * country issues), lets a job description outrank the generic list, and gives a learning path
 * whose resources and tasks fit the skill.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import resourcesFile from '../cv/knowledge/data/learning-resources.json';
import { RESOURCE_MARKETS } from '../cv/knowledge/curated/resource-markets';
import { extractDocument } from '../cv/extract';
import { matchTitle } from '../cv/knowledge';
import { parseCv } from '../cv/parse';
import { analyseParsed } from '../cv/report';
import { generateSkillGap } from './generate';

const FIXTURES = path.join(import.meta.dirname, '../cv/fixtures');
const NOW = new Date('2026-11-01T00:00:00Z');

const curated = resourcesFile as unknown as { skills: Record<string, Array<{ url: string }>>; fallbacks: Record<string, { url: string }> };
// a US agency's page gives way to the local one of the CV's country (curated/resource-markets.ts)
const LOCAL_RESOURCES = Object.values(RESOURCE_MARKETS).flatMap((m) => [...Object.values(m.local ?? {}), ...(m.elsewhere ? [m.elsewhere] : [])]);
const CURATED_URLS = new Set([...Object.values(curated.skills).flat(), ...Object.values(curated.fallbacks), ...LOCAL_RESOURCES].map((r) => r.url));

async function read(file: string, targetRole: string, jobDescription?: string) {
  const doc = await extractDocument(new Uint8Array(readFileSync(path.join(FIXTURES, file))), { fileName: file });
  const cv = parseCv(doc);
  const analysis = analyseParsed(doc, cv, { targetRole, targetIndustry: '', jobDescription, now: NOW });
  const gap = generateSkillGap({ parsed: cv, result: analysis.result, targetRole, targetIndustry: '', now: NOW, jobDescription });
  return { result: analysis.result, gap };
}

const WORLD = [
  // file, the target as the candidate writes it, occupation, currency (null: a market the data cannot price), credentials of other countries it must not be asked for
  ['txt-world-mechanical-engineer-de.txt', 'Maschinenbauingenieur', '17-2141.00', 'EUR', /PE license|Chartered Engineer/],
  ['txt-world-nurse-fr.txt', 'Infirmière', '29-1141.00', 'EUR', /NCLEX|NMC|AHPRA|CCRN/],
  ['txt-world-lawyer-es.txt', 'Abogado', '23-1011.00', 'EUR', /State bar|SQE|CAPA|Staatsexamen|CIPP/],
  ['txt-world-data-analyst-ca.txt', 'Data Analyst', '15-2051.00', 'CAD', /^$/],
  ['txt-world-software-engineer-mx.txt', 'Ingeniera de Software Backend', '15-1252.00', null, /^$/],
] as const;

describe.each(WORLD)('%s', (file, target, soc, currency, foreign) => {
  const person = read(file, target);

  it('names the occupation it was compared with and how close the title matched', async () => {
    const { result } = await person;
    const occupation = result.salary_intelligence.salary_drivers.find((d) => d.factor === 'Occupation')?.explanation;
    expect(occupation).toMatch(new RegExp(`^Compared with [^(]+\\(O\\*NET ${soc.replace('.', '\\.')}[^)]*\\), an? (exact|close|partial)[a-z ]* match for "${target}"`));
  });

  it('draws the requirements from the occupation\'s data, for the CV\'s country', async () => {
    const occupation = matchTitle(target)!.occupation!;
    expect(occupation.technologies.length + occupation.skills.length).toBeGreaterThan(0);
    expect(occupation.esco?.essential.length ?? 0).toBeGreaterThan(0);
    const { result, gap } = await person;
    if (currency) expect(result.salary_intelligence.estimated_range.currency).toBe(currency);
    // Mexico's mean earnings are below half the US mean: no modelled range, and the market is still Mexico
    else expect(result.salary_intelligence).toMatchObject({ primary_region: 'MX', estimated_range: { min: 0, max: 0 } });
    expect(gap.skill_gaps.map((g) => g.skill_name).filter((n) => foreign.source !== '^$' && foreign.test(n))).toEqual([]);
  });

  it('gives a learning path of curated links whose tasks fit the skill', async () => {
    const { gap } = await person;
    for (const step of gap.learning_path) {
      for (const r of step.resources) expect(CURATED_URLS, `${step.skill_name}: ${r.url}`).toContain(r.url);
      // a product-flow exercise is a UX task; a command-line tool is a programmer's
      if (!/design|figma|ux/i.test(step.skill_name)) expect(step.milestone).not.toMatch(/product flow/);
    }
    const providers = gap.learning_path.flatMap((s) => s.resources.map((r) => `${s.skill_name}: ${r.provider}`));
    expect(providers.filter((p) => /interaction_design_foundation/.test(p) && !/design|ux/i.test(p.split(':')[0]))).toEqual([]);
  });
});

describe('the CVs read in their own language', () => {
  it('finds the skills a German engineer, a French nurse and a Spanish lawyer print', async () => {
    const names = async (file: string, target: string) => (await read(file, target)).result.keywords.hard_skills;
    expect(await names('txt-world-mechanical-engineer-de.txt', 'Maschinenbauingenieur')).toEqual(
      expect.arrayContaining(['Mechanical design', 'Technical drawings', 'GD&T', 'Finite element analysis']),
    );
    expect(await names('txt-world-nurse-fr.txt', 'Infirmière')).toEqual(expect.arrayContaining(['Wound care', 'IV therapy', 'Critical care']));
    expect(await names('txt-world-lawyer-es.txt', 'Abogado')).toEqual(expect.arrayContaining(['Corporate law', 'Litigation', 'Contract drafting', 'Legal writing']));
  });

  it('meets a Spanish lawyer\'s licence with her Máster de Acceso, and asks no privacy credential of every lawyer', async () => {
    const { gap } = await read('txt-world-lawyer-es.txt', 'Abogado');
    expect(gap.skill_gaps.filter((g) => g.category === 'certification')).toEqual([]);
  });

  it('takes a German engineer\'s CAD packages as CAD, and teaches engineering skills on parts, not on UX courses', async () => {
    const { gap } = await read('txt-world-mechanical-engineer-de.txt', 'Maschinenbauingenieur');
    expect(gap.skill_gaps.map((g) => g.skill_name)).not.toContain('CAD');
    const gdt = gap.learning_path.find((s) => s.skill_name === 'GD&T');
    if (gdt) expect(gdt.milestone).toMatch(/part or assembly/);
  });
});

describe('a backend profile\'s languages are alternatives', () => {
  it('demands no Node.js of a Go and Java engineer when no job description is sent', async () => {
    const { gap } = await read('txt-world-software-engineer-mx.txt', 'Backend Engineer');
    const node = gap.skill_gaps.find((g) => g.skill_name === 'Node.js');
    expect(node?.priority).not.toBe('critical');
    expect(node?.reasoning ?? '').toMatch(/^$|one of .*Go/);
  });
});

describe('a job description outranks the occupation\'s generic list', () => {
  const POSTING = `Senior Backend Engineer (Go)
Requirements: Go, gRPC, Kafka, PostgreSQL, Terraform, Kubernetes. Experience with event-driven systems.
Nice to have: Rust, ClickHouse.`;

  it('asks a Go engineer for the posting\'s Kafka and Terraform first, and not for Node.js or MongoDB', async () => {
    const { gap } = await read('txt-world-software-engineer-mx.txt', 'Senior Backend Engineer', POSTING);
    const asked = gap.skill_gaps.map((g) => g.skill_name);
    expect(asked.slice(0, 3)).toEqual(expect.arrayContaining(['Kafka']));
    expect(asked).toContain('Terraform');
    expect(asked.filter((n) => /Node\.js|MongoDB|C\+\+/.test(n))).toEqual([]);
    expect(gap.skill_gaps.find((g) => g.skill_name === 'Kafka')?.reasoning).toMatch(/job description/);
  });

  it('gives a data analyst the posting\'s tools rather than a data scientist\'s languages', async () => {
    const posting = 'Data Analyst. Required: SQL, Looker, dbt, Python. Preferred: Airflow, BigQuery. You will build dashboards for the commercial team.';
    const { gap } = await read('txt-world-data-analyst-ca.txt', 'Data Analyst', posting);
    const asked = gap.skill_gaps.map((g) => g.skill_name);
    expect(asked).toEqual(expect.arrayContaining(['Looker', 'dbt']));
    expect(asked.filter((n) => /^(C\+\+|Java|MATLAB|SAS)$/.test(n))).toEqual([]);
  });
});
