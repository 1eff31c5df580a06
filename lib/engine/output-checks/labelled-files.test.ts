import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDotinFolder, readExpectedFolder, readOfflineCvFolder } from './labelled-files';

const root = mkdtempSync(path.join(tmpdir(), 'labelled-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder of label files written here, so each format's reading is pinned by labels of our own. */
function folder(name: string, files: Record<string, unknown>): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

describe('the label files, read into one shape', () => {
  it('OfflineCV format: jobs with their dates, schools, skills and the hard fields', () => {
    const dir = folder('offlinecv', {
      'a.pdf': 'A',
      'labels.json': [
        {
          file: 'a.pdf',
          name: 'Ada Byron',
          country: 'GB',
          jobs: [{ company: 'Analytical Co', title: 'Engineer', start: '2020-01', end: 'present', dates: 'Jan 2020 – now' }],
          education: [{ institution: 'King’s College', degree: 'BSc' }],
          skills: [],
          known_wrong: ['phone'],
        },
      ],
    });
    const [cv] = readOfflineCvFolder(dir);
    expect(cv.file).toBe('a.pdf');
    expect(new TextDecoder().decode(cv.bytes())).toBe('A');
    expect(cv.label).toMatchObject({
      name: 'Ada Byron',
      country: 'GB',
      jobs: [{ company: 'Analytical Co', title: 'Engineer', start: '2020-01', end: 'present' }],
      education: [{ institution: 'King’s College', degree: 'BSc' }],
      skills: [],
      knownWrong: ['phone'],
    });
    expect(cv.label.jobs?.[0]).not.toHaveProperty('dates');
  });

  it('dotin: titles from designations, and an empty list is "not labelled", not "none"', () => {
    const dir = folder('dotin', {
      'labels.json': [{ file: 'b.txt', name: 'B', companies: ['Infosys'], designations: ['Developer'], colleges: [], degrees: [], skills: [] }],
    });
    const [cv] = readDotinFolder(dir);
    expect(cv.label).toEqual({ name: 'B', email: undefined, location: undefined, companies: ['Infosys'], titles: ['Developer'], institutions: undefined, degrees: undefined, skills: undefined });
  });

  it('*.expected.json: nulls are absent, jobs keep company and title as text, schools become education', () => {
    const dir = folder('expected', {
      'z.txt': 'Z',
      'z.expected.json': {
        file: 'z.txt',
        contact: { name: 'Zed', email: null, phone: null, location: 'Lyon', country: 'FR' },
        jobs: [{ title: 'Chef', employer: null, start: '2019', end: null }],
        education: ['Institut Paul Bocuse'],
        skills: ['Menu planning'],
      },
      'a.txt': 'A',
      'a.expected.json': { file: 'a.txt', contact: { name: null, email: null, phone: null, location: null, country: null }, jobs: [], education: [], skills: [] },
    });
    const cvs = readExpectedFolder(dir);
    expect(cvs.map((c) => c.file)).toEqual(['a.txt', 'z.txt']);
    expect(cvs[1].label).toEqual({
      name: 'Zed',
      email: undefined,
      phone: undefined,
      location: 'Lyon',
      country: 'FR',
      jobs: [{ company: '', title: 'Chef', start: '2019', end: undefined }],
      education: [{ institution: 'Institut Paul Bocuse' }],
      skills: ['Menu planning'],
    });
  });
});
