/**
 * The one reader of the label files: the engine's fixtures (`*.expected.json`, the layout
 * fixtures' labels.json) and the shared corpora (../shared/corpus/{offlinecv,dotin-train}), each
 * read into one label shape, CvLabel. `npm run eval` scores against it as it is; the output checks
 * derive their own view of it (./corpus.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DotinRecord, OfflineCvRecord } from './label-formats';

/** One job as a label states it: company and title as printed, dates as YYYY, YYYY-MM or "present". */
export interface JobLabel {
  company: string;
  title: string;
  start?: string;
  end?: string;
}

export interface EducationLabel {
  institution?: string;
  degree?: string;
}

/**
 * What a corpus knows about one CV, in one shape for every corpus. A field that is absent was
 * not labelled (nothing is scored for it); an empty list states that the CV has none.
 */
export interface CvLabel {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  /** ISO 3166-1 alpha-2 of the salary market the CV points to (own fixtures) */
  country?: string;
  /** gold: jobs with company and title paired */
  jobs?: JobLabel[];
  /** silver: companies and titles labelled separately, unpaired, possibly incomplete */
  companies?: string[];
  titles?: string[];
  education?: EducationLabel[];
  /** silver: institutions and degrees labelled separately */
  institutions?: string[];
  degrees?: string[];
  skills?: string[];
  /** O*NET-SOC codes the CV's target title (its latest job title) may rightly be compared with */
  occupations?: string[];
  /** lexicon skills (canonical names) the CV shows, in any language it prints them (own fixtures) */
  canonicalSkills?: string[];
  /** ISO 3166-1 alpha-2 of the market the salary estimate should be priced in (own fixtures) */
  salaryMarket?: string;
  /** fields the corpus flags as hard (OfflineCV's known_wrong): scored all the same, listed in the report */
  knownWrong?: string[];
}

/** A labelled file: its name inside its folder, its bytes when asked, its label. */
export interface LabelledFile {
  file: string;
  bytes: () => Uint8Array;
  label: CvLabel;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const bytesOf = (dir: string, file: string) => () => new Uint8Array(readFileSync(path.join(dir, file)));

function offlineCvLabel(record: OfflineCvRecord): CvLabel {
  return {
    name: record.name,
    email: record.email,
    phone: record.phone,
    location: record.location,
    country: record.country,
    jobs: record.jobs?.map(({ company, title, start, end }) => ({ company, title, start, end })),
    education: record.education,
    skills: record.skills,
    knownWrong: record.known_wrong,
  };
}

/** A folder labelled in OfflineCV's format (its labels.json): the offlinecv corpus and the layout fixtures. */
export function readOfflineCvFolder(dir: string): LabelledFile[] {
  return readJson<OfflineCvRecord[]>(path.join(dir, 'labels.json')).map((record) => ({
    file: record.file,
    bytes: bytesOf(dir, record.file),
    label: offlineCvLabel(record),
  }));
}

/** Empty lists are "not labelled" in dotin: the annotators skipped entities, so absence asserts nothing. */
const listOrUndefined = (values: string[]) => (values.length ? values : undefined);

/** dotin-train's silver labels (its labels.json). */
export function readDotinFolder(dir: string): LabelledFile[] {
  return readJson<DotinRecord[]>(path.join(dir, 'labels.json')).map((record) => ({
    file: record.file,
    bytes: bytesOf(dir, record.file),
    label: {
      name: record.name,
      email: record.email,
      location: record.location,
      companies: listOrUndefined(record.companies),
      titles: listOrUndefined(record.designations),
      institutions: listOrUndefined(record.colleges),
      degrees: listOrUndefined(record.degrees),
      skills: listOrUndefined(record.skills),
    },
  }));
}

/** The older engine fixtures' `<name>.expected.json` (fixtures/corpus.test.ts). */
interface ExpectedFile {
  file: string;
  contact: { name: string | null; email: string | null; phone: string | null; location: string | null; country: string | null };
  jobs: { title: string | null; employer: string | null; start: string | null; end: string | null }[];
  education: string[];
  skills: string[];
}

const orUndefined = <T>(value: T | null) => value ?? undefined;

/** The fixtures of a folder labelled by `<name>.expected.json`, in file-name order. */
export function readExpectedFolder(dir: string): LabelledFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.expected.json'))
    .sort()
    .map((f) => {
      const expected = readJson<ExpectedFile>(path.join(dir, f));
      return {
        file: expected.file,
        bytes: bytesOf(dir, expected.file),
        label: {
          name: orUndefined(expected.contact.name),
          email: orUndefined(expected.contact.email),
          phone: orUndefined(expected.contact.phone),
          location: orUndefined(expected.contact.location),
          country: orUndefined(expected.contact.country),
          jobs: expected.jobs.map((job) => ({
            company: job.employer ?? '',
            title: job.title ?? '',
            start: orUndefined(job.start),
            end: orUndefined(job.end),
          })),
          education: expected.education.map((institution) => ({ institution })),
          skills: expected.skills,
        },
      };
    });
}
