import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDir } from './shared-dir';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

describe('the shared folder', () => {
  it('is ../shared beside the repository when SHARED_DIR is not set', () => {
    expect(sharedDir({})).toBe(path.join(path.dirname(REPO_ROOT), 'shared'));
  });

  it('is SHARED_DIR when set', () => {
    expect(sharedDir({ SHARED_DIR: '/srv/cvlens-shared' })).toBe('/srv/cvlens-shared');
  });
});
