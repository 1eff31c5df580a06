import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_DIR } from '../paths';
import type { OfflineCvRecord } from '../../lib/engine/output-checks/label-formats';
import type { Corpus, CorpusItem, CvLabel } from '../types';

const ROOT = path.join(SHARED_DIR, 'corpus/offlinecv');

export type { OfflineCvRecord };

export function offlineCvLabel(record: OfflineCvRecord): CvLabel {
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

export function recordsToItems(dir: string, records: OfflineCvRecord[]): CorpusItem[] {
  return records.map((record) => ({
    file: record.file,
    bytes: () => new Uint8Array(readFileSync(path.join(dir, record.file))),
    label: offlineCvLabel(record),
  }));
}

export const offlineCv: Corpus = {
  name: 'offlinecv',
  description: '16 hand-labelled PDFs (Google Docs, LaTeX, Word, react-pdf, WeasyPrint) of the OfflineCV test corpus',
  silver: false,
  unavailable: () => (existsSync(path.join(ROOT, 'labels.json')) ? null : `${ROOT}/labels.json is absent (set SHARED_DIR)`),
  load: () => recordsToItems(ROOT, JSON.parse(readFileSync(path.join(ROOT, 'labels.json'), 'utf8')) as OfflineCvRecord[]),
};
