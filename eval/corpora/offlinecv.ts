import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHARED_DIR } from '../paths';
import { readOfflineCvFolder } from '../../lib/engine/output-checks/labelled-files';
import type { Corpus } from '../types';

const ROOT = path.join(SHARED_DIR, 'corpus/offlinecv');

export const offlineCv: Corpus = {
  name: 'offlinecv',
  description: '16 hand-labelled PDFs (Google Docs, LaTeX, Word, react-pdf, WeasyPrint) of the OfflineCV test corpus',
  silver: false,
  unavailable: () => (existsSync(path.join(ROOT, 'labels.json')) ? null : `${ROOT}/labels.json is absent (set SHARED_DIR)`),
  load: () => readOfflineCvFolder(ROOT),
};
