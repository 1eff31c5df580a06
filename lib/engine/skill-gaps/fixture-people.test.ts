/**
 * The engine fixtures of professions and countries issue 16 named (a German ICU nurse, a French
 * accountant, a UK electrician, a Sydney chef), read from their files as an upload is: each is
 * compared with the right occupation, priced in its country's currency from wage data with the
 * source and year, asked for no credential its country does not issue, and given a learning path
 * of curated resources that fit the skill.
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
const NOW = new Date('2026-06-01T00:00:00Z');

interface CuratedResource { url: string; duration: string }
const curated = resourcesFile as unknown as { skills: Record<string, CuratedResource[]>; fallbacks: Record<string, CuratedResource> };
// a US agency's page gives way to the local one of the CV's country (curated/resource-markets.ts)
const LOCAL_RESOURCES = Object.values(RESOURCE_MARKETS).flatMap((m) => [...Object.values(m.local ?? {}), ...(m.elsewhere ? [m.elsewhere] : [])]);
const CURATED = new Map<string, CuratedResource>([...Object.values(curated.skills).flat(), ...Object.values(curated.fallbacks), ...LOCAL_RESOURCES].map((r) => [r.url, r]));

async function read(file: string) {
  const doc = await extractDocument(new Uint8Array(readFileSync(path.join(FIXTURES, file))), { fileName: file });
  const cv = parseCv(doc);
  const targetRole = cv.experience[0]?.title ?? '';
  const analysis = analyseParsed(doc, cv, { targetRole, targetIndustry: '', now: NOW });
  const gap = generateSkillGap({ parsed: cv, result: analysis.result, targetRole, targetIndustry: '', now: NOW });
  return { cv, result: analysis.result, gap };
}

const PEOPLE = [
  // file, occupation, currency, a credential of another country it must not be asked for
  ['txt-icu-nurse-de.txt', /^29-1141/, 'EUR', /NCLEX|CCRN|NMC|AHPRA/],
  ['txt-accountant-fr.txt', /^13-2011/, 'EUR', /\bCPA\b|\bACA\b/],
  ['txt-electrician-gb.txt', /^47-2111/, 'GBP', /OSHA|Journeyman|NCCER/],
  ['txt-chef-au.txt', /^35-1011/, 'AUD', /ServSafe|Level 2 Food Hygiene/],
  ['txt-maths-teacher-es.txt', /^25-2031/, 'EUR', /State teaching license|QTS|Teaching Council|Staatsexamen|PGCE/],
  ['txt-litigator-us.txt', /^23-1011/, 'USD', /Solicitor|SQE/],
] as const;

describe.each(PEOPLE)('%s', (file, occupation, currency, foreign) => {
  const person = read(file);

  it('is compared with the right occupation and priced in its country from wage data, naming source and year', async () => {
    const { cv, result } = await person;
    expect(matchTitle(cv.experience[0]?.title ?? '')?.occupation?.soc ?? '').toMatch(occupation);
    expect(result.salary_intelligence.estimated_range.currency).toBe(currency);
    const drivers = result.salary_intelligence.salary_drivers.map((d) => d.explanation).join('\n');
    expect(drivers).toMatch(/\b20\d\d\b/);
    expect(drivers).toMatch(/OEWS|ONS|ASHE|ABS|Destatis|INSEE|Eurostat|ILOSTAT|INE|statistic/i);
  });

  it('is asked for no credential its country does not issue', async () => {
    const { result, gap } = await person;
    const asked = [...gap.skill_gaps.map((g) => g.skill_name), ...gap.learning_path.map((s) => s.skill_name), ...result.keywords.recommended];
    expect(asked.filter((n) => foreign.test(n))).toEqual([]);
  });

  it('gets a learning path of curated resources with their own durations, none stretched over unrelated skills', async () => {
    const { gap } = await person;
    const resources = gap.learning_path.flatMap((s) => s.resources.map((r) => ({ skill: s.skill_name, ...r })));
    for (const r of resources) {
      expect(CURATED.get(r.url), r.url).toBeDefined();
      expect(r.duration, r.url).toBe(CURATED.get(r.url)!.duration);
    }
    const skillsByUrl = new Map<string, Set<string>>();
    for (const r of resources) skillsByUrl.set(r.url, (skillsByUrl.get(r.url) ?? new Set()).add(r.skill));
    expect([...skillsByUrl].filter(([, skills]) => skills.size > 2).map(([url]) => url)).toEqual([]);
  });
});

describe('txt-game-developer-ca.txt', () => {
  const person = read('txt-game-developer-ca.txt');

  it('is compared with game development and asked for no SQL or cloud certificate', async () => {
    const { cv, gap } = await person;
    expect(matchTitle(cv.experience[0]?.title ?? '')?.occupation?.soc).toBe('15-1255.01');
    const asked = [...gap.skill_gaps.map((g) => g.skill_name), ...gap.learning_path.map((s) => s.skill_name)];
    expect(asked.filter((n) => /\bAWS\b|^SQL$/.test(n))).toEqual([]);
  });

  it('prices the Canadian game developer in Canadian dollars from Statistics Canada, saying how', async () => {
    const { result } = await person;
    expect(result.salary_intelligence).toMatchObject({ primary_region: 'CA', estimated_range: { currency: 'CAD' } });
    const drivers = result.salary_intelligence.salary_drivers.map((d) => d.explanation).join('\n');
    expect(drivers).toMatch(/Statistics Canada, Labour Force Survey.*SOC 15-1255's US pay/);
    expect(drivers).not.toMatch(/reference only/);
  });
});
