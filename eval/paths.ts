import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** `../shared` beside the repository, or SHARED_DIR (a worktree's `../shared` is not the project's). */
export const SHARED_DIR = process.env.SHARED_DIR ?? path.resolve(REPO_ROOT, '../shared');
export const FIXTURES_DIR = path.join(REPO_ROOT, 'lib/engine/cv/fixtures');
export const RESULTS_DIR = path.join(REPO_ROOT, 'eval/results');
