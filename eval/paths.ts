import path from 'node:path';
import { sharedDir } from '../lib/engine/shared-dir';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** `../shared` beside the repository, or SHARED_DIR: where the label files' reader looks. */
export const SHARED_DIR = sharedDir();
export const FIXTURES_DIR = path.join(REPO_ROOT, 'lib/engine/cv/fixtures');
export const RESULTS_DIR = path.join(REPO_ROOT, 'eval/results');
