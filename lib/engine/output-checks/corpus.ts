/**
 * The CVs the output checks run on, with their labels in one shape: the engine's own fixtures
 * (always present) and the labelled corpora in ../shared/corpus (dotin-train, offlinecv), which
 * a clone without ../shared does not have; `sharedCorpusDir` says why they are missing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRegion } from '../render/regions';
import type { DotinRecord, OfflineCvRecord } from './label-formats';

export type CorpusName = 'fixtures' | 'dotin-train' | 'offlinecv';

export interface LabelledJob {
  company: string | null;
  title: string | null;
  /** "YYYY-MM", "YYYY" or "present"; null when the page prints no date */
  start: string | null;
  end: string | null;
}

/** What a human read on the page. Absent keys mean "not annotated", never "not there". */
export interface CvLabels {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  /** jobs with dates (fixtures, offlinecv) */
  jobs?: LabelledJob[];
  /** employers and titles without dates (dotin) */
  companies?: string[];
  designations?: string[];
  institutions?: string[];
  /** [] asserts the page has no skills list (offlinecv) */
  skills?: string[];
}

export interface CorpusCv {
  corpus: CorpusName;
  /** file name inside the corpus, e.g. "unknown/mid-dot-header.pdf" */
  id: string;
  bytes: Uint8Array;
  labels: CvLabels | null;
  /** the target role the checks analyse against: the CV's own latest labelled title, else a common one */
  targetRole: string;
  region: string;
  language: string;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURE_DIR = path.join(REPO_ROOT, 'lib/engine/cv/fixtures');

/** ../shared/corpus beside the repository, or $SHARED_DIR/corpus; null when neither exists. */
export function sharedCorpusDir(): { dir: string | null; reason: string | null } {
  const shared = process.env.SHARED_DIR ?? path.resolve(REPO_ROOT, '../shared');
  const dir = path.join(shared, 'corpus');
  if (!existsSync(dir)) return { dir: null, reason: `no corpus at ${dir} (set SHARED_DIR to the folder holding corpus/)` };
  return { dir, reason: null };
}

const FALLBACK_ROLE = 'Software Engineer';
const roleOf = (title: string | null | undefined) => (title && title.length <= 60 ? title : FALLBACK_ROLE);

interface FixtureExpected {
  file: string;
  contact: { name: string | null; email: string | null; phone: string | null; location: string | null };
  jobs: { title: string | null; employer: string | null; start: string | null; end: string | null }[];
  education: string[];
  skills: string[];
}

/** Region and heading language of a fixture, from its name: "pdf-ux-designer-de" → DE / de. */
const FIXTURE_LOCALE: Record<string, [string, string]> = {
  us: ['US', 'en'], gb: ['GB', 'en'], ca: ['CA', 'en'], au: ['AU', 'en'], ie: ['IE', 'en'], in: ['IN', 'en'],
  de: ['DE', 'de'], fr: ['FR', 'fr'], es: ['ES', 'es'], nl: ['NL', 'nl'], pl: ['DE', 'en'], br: ['US', 'en'],
};

/** What an OfflineCV-format label says of the jobs, schools and skills. */
const offlineCvHistory = (r: OfflineCvRecord) => ({
  jobs: (r.jobs ?? []).map((j) => ({ company: j.company, title: j.title, start: j.start ?? null, end: j.end ?? null })),
  institutions: (r.education ?? []).map((e) => e.institution),
  skills: r.skills ?? [],
});

/** The layout fixtures (fixtures/layouts/labels.json, OfflineCV's label format); language from the name ("-de"). */
function layoutCvs(): CorpusCv[] {
  const dir = path.join(FIXTURE_DIR, 'layouts');
  const file = path.join(dir, 'labels.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as OfflineCvRecord[]).map((r) => {
    const language = r.file.replace(/\.[a-z]+$/, '').split('-').pop() ?? 'en';
    return {
      corpus: 'fixtures' as const,
      id: `layouts/${r.file}`,
      bytes: new Uint8Array(readFileSync(path.join(dir, r.file))),
      labels: {
        ...(r.name ? { name: r.name } : {}),
        ...(r.email ? { email: r.email } : {}),
        ...(r.phone ? { phone: r.phone } : {}),
        ...(r.location ? { location: r.location } : {}),
        ...offlineCvHistory(r),
      },
      targetRole: roleOf(r.jobs?.[0]?.title),
      // a country the renderer has no regional format for (KR) renders as US
      region: isRegion(r.country) ? r.country : 'US',
      language: ['en', 'de', 'fr', 'es', 'nl'].includes(language) ? language : 'en',
    };
  });
}

/** The original fixtures (`*.expected.json`) and the layout fixtures. */
export function fixtureCvs(): CorpusCv[] {
  return [...expectedCvs(), ...layoutCvs()];
}

function expectedCvs(): CorpusCv[] {
  return readdirSync(FIXTURE_DIR)
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((f) => {
      const expected = JSON.parse(readFileSync(path.join(FIXTURE_DIR, f), 'utf8')) as FixtureExpected;
      const [region, language] = FIXTURE_LOCALE[expected.file.replace(/\.[a-z]+$/, '').split('-').pop() ?? ''] ?? ['US', 'en'];
      const c = expected.contact;
      return {
        corpus: 'fixtures' as const,
        id: expected.file,
        bytes: new Uint8Array(readFileSync(path.join(FIXTURE_DIR, expected.file))),
        labels: {
          ...(c.name ? { name: c.name } : {}),
          ...(c.email ? { email: c.email } : {}),
          ...(c.phone ? { phone: c.phone } : {}),
          ...(c.location ? { location: c.location } : {}),
          jobs: expected.jobs.map((j) => ({ company: j.employer, title: j.title, start: j.start, end: j.end })),
          institutions: expected.education,
          skills: expected.skills,
        },
        targetRole: roleOf(expected.jobs[0]?.title),
        region,
        language,
      };
    });
}

function dotinCvs(dir: string): CorpusCv[] {
  const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as DotinRecord[];
  return labels.map((r) => ({
    corpus: 'dotin-train' as const,
    id: r.file,
    bytes: new Uint8Array(readFileSync(path.join(dir, r.file))),
    labels: {
      ...(r.name ? { name: r.name } : {}),
      ...(r.email ? { email: r.email } : {}),
      ...(r.location ? { location: r.location } : {}),
      companies: r.companies,
      designations: r.designations,
      institutions: r.colleges,
      // dotin labels skills found anywhere (bullets included), not a skills list: not comparable
    },
    targetRole: roleOf(r.designations[0]),
    region: 'US',
    language: 'en',
  }));
}

function offlineCvs(dir: string): CorpusCv[] {
  const labels = new Map((JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as OfflineCvRecord[]).map((r) => [r.file, r]));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  return files.map((file) => {
    const r = labels.get(file);
    return {
      corpus: 'offlinecv' as const,
      id: file,
      bytes: new Uint8Array(readFileSync(path.join(dir, file))),
      labels: r
        ? {
            name: r.name,
            email: r.email,
            phone: r.phone,
            ...(r.location ? { location: r.location } : {}),
            ...offlineCvHistory(r),
          }
        : null,
      targetRole: roleOf(r?.jobs?.[0]?.title),
      region: 'US',
      language: 'en',
    };
  });
}

/** Every CV of one corpus; the shared corpora are [] when ../shared is absent (see sharedCorpusDir). */
export function corpusCvs(name: CorpusName): CorpusCv[] {
  if (name === 'fixtures') return fixtureCvs();
  const { dir } = sharedCorpusDir();
  if (!dir || !existsSync(path.join(dir, name))) return [];
  return name === 'dotin-train' ? dotinCvs(path.join(dir, name)) : offlineCvs(path.join(dir, name));
}

export const CORPORA: readonly CorpusName[] = ['fixtures', 'dotin-train', 'offlinecv'];
