/**
 * Where the project's shared folder is (the corpora under corpus/, the public data under data/):
 * `../shared` beside the repository, or SHARED_DIR (a worktree's `../shared` is not the
 * project's). The label files' reader, the knowledge build and `npm run eval` all ask here.
 */
import path from 'node:path';

export const sharedDir = (env: Record<string, string | undefined> = process.env) => env.SHARED_DIR ?? path.resolve(import.meta.dirname, '../../../shared');
