import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHARED_DIR } from '../paths';
import { readDotinFolder } from '../../lib/engine/output-checks/labelled-files';
import type { Corpus } from '../types';

const ROOT = path.join(SHARED_DIR, 'corpus/dotin-train');

export const dotin: Corpus = {
  name: 'dotin-train',
  description: '307 real CV texts (mostly Indian, IT-heavy; 164 with their line breaks lost) with silver entity labels',
  silver: true,
  unavailable: () => (existsSync(path.join(ROOT, 'labels.json')) ? null : `${ROOT}/labels.json is absent (set SHARED_DIR)`),
  load: () => readDotinFolder(ROOT),
};
