/**
 * The CVs the output checks run on, each with the checks' view of its label: the engine's own
 * fixtures (always present) and the labelled corpora in ../shared/corpus (dotin-train, offlinecv),
 * which a clone without ../shared does not have; `sharedCorpusDir` says why they are missing.
 * The label files are read by ./labelled-files.ts, the reader `npm run eval` uses too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRegion } from '../render/regions';
import { sharedDir } from '../shared-dir';
import { readDotinFolder, readExpectedFolder, readOfflineCvFolder, type CvLabel } from './labelled-files';

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
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const FIXTURE_DIR = path.join(REPO_ROOT, 'lib/engine/cv/fixtures');

/** ../shared/corpus beside the repository, or $SHARED_DIR/corpus; null when neither exists. */
export function sharedCorpusDir(): { dir: string | null; reason: string | null } {
  const dir = path.join(sharedDir(), 'corpus');
  if (!existsSync(dir)) return { dir: null, reason: `no corpus at ${dir} (set SHARED_DIR to the folder holding corpus/)` };
  return { dir, reason: null };
}

const FALLBACK_ROLE = 'Software Engineer';
const roleOf = (title: string | null | undefined) => (title && title.length <= 60 ? title : FALLBACK_ROLE);

/**
 * The checks' view of a label (./labelled-files.ts reads them all): gold labels (fixtures,
 * offlinecv) give jobs with their dates; silver ones (dotin) unpaired employers, titles and
 * schools, and no skills (dotin labels skills found anywhere, bullets included, not a skills list).
 */
function checkLabels(l: CvLabel, silver: boolean): CvLabels {
  const contact = {
    ...(l.name ? { name: l.name } : {}),
    ...(l.email ? { email: l.email } : {}),
    ...(l.phone ? { phone: l.phone } : {}),
    ...(l.location ? { location: l.location } : {}),
  };
  if (silver) return { ...contact, companies: l.companies ?? [], designations: l.titles ?? [], institutions: l.institutions ?? [] };
  return {
    ...contact,
    jobs: (l.jobs ?? []).map((j) => ({ company: j.company, title: j.title, start: j.start ?? null, end: j.end ?? null })),
    institutions: (l.education ?? []).flatMap((e) => (e.institution ? [e.institution] : [])),
    skills: l.skills ?? [],
  };
}

/** Region of a fixture, from its name: "pdf-ux-designer-de" → DE. */
const FIXTURE_REGION: Record<string, string> = {
  us: 'US', gb: 'GB', ca: 'CA', au: 'AU', ie: 'IE', in: 'IN', de: 'DE', fr: 'FR', es: 'ES', nl: 'NL', pl: 'PL', br: 'BR', pt: 'PT', mx: 'US',
};

const nameSuffix = (file: string) => file.replace(/\.[a-z]+$/, '').split('-').pop();

/** The layout fixtures (fixtures/layouts, OfflineCV's label format). */
function layoutCvs(): CorpusCv[] {
  const dir = path.join(FIXTURE_DIR, 'layouts');
  if (!existsSync(path.join(dir, 'labels.json'))) return [];
  return readOfflineCvFolder(dir).map(({ file, bytes, label }) => ({
    corpus: 'fixtures' as const,
    id: `layouts/${file}`,
    bytes: bytes(),
    labels: checkLabels(label, false),
    targetRole: roleOf(label.jobs?.[0]?.title),
    // a country the renderer has no regional format for (KR) renders as US
    region: isRegion(label.country) ? label.country : 'US',
  }));
}

/** The original fixtures (`*.expected.json`) and the layout fixtures. */
export function fixtureCvs(): CorpusCv[] {
  return [...expectedCvs(), ...layoutCvs()];
}

function expectedCvs(): CorpusCv[] {
  return readExpectedFolder(FIXTURE_DIR).map(({ file, bytes, label }) => {
    const region = FIXTURE_REGION[nameSuffix(file) ?? ''] ?? 'US';
    return { corpus: 'fixtures' as const, id: file, bytes: bytes(), labels: checkLabels(label, false), targetRole: roleOf(label.jobs?.[0]?.title), region };
  });
}

function dotinCvs(dir: string): CorpusCv[] {
  return readDotinFolder(dir).map(({ file, bytes, label }) => ({
    corpus: 'dotin-train' as const,
    id: file,
    bytes: bytes(),
    labels: checkLabels(label, true),
    targetRole: roleOf(label.titles?.[0]),
    region: 'US',
  }));
}

/** Every PDF of the folder, labelled or not: the checks that need no label run on them all. */
function offlineCvs(dir: string): CorpusCv[] {
  const labelled = new Map(readOfflineCvFolder(dir).map((f) => [f.file, f.label]));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  return files.map((file) => {
    const label = labelled.get(file);
    return {
      corpus: 'offlinecv' as const,
      id: file,
      bytes: new Uint8Array(readFileSync(path.join(dir, file))),
      labels: label ? checkLabels(label, false) : null,
      targetRole: roleOf(label?.jobs?.[0]?.title),
      region: 'US',
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
