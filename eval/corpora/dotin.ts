import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_DIR } from '../paths';
import type { DotinRecord } from '../../lib/engine/output-checks/label-formats';
import type { Corpus } from '../types';

const ROOT = path.join(SHARED_DIR, 'corpus/dotin-train');

/** Empty lists are "not labelled" here: the annotators skipped entities, so absence asserts nothing. */
const listOrUndefined = (values: string[]) => (values.length ? values : undefined);

export const dotin: Corpus = {
  name: 'dotin-train',
  description: '307 real CV texts (mostly Indian, IT-heavy; 164 with their line breaks lost) with silver entity labels',
  silver: true,
  unavailable: () => (existsSync(path.join(ROOT, 'labels.json')) ? null : `${ROOT}/labels.json is absent (set SHARED_DIR)`),
  load: () =>
    (JSON.parse(readFileSync(path.join(ROOT, 'labels.json'), 'utf8')) as DotinRecord[]).map((record) => ({
      file: record.file,
      bytes: () => new Uint8Array(readFileSync(path.join(ROOT, record.file))),
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
    })),
};
