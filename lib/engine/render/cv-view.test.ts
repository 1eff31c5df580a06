/**
 * How the CV view prints a skill (lib/engine/render/cv-view.ts): the skills of a group are printed
 * on one line, joined by commas, and read back as the same list.
 */
import { describe, expect, it } from 'vitest';
import { parseSkills } from '../cv/parse/skills';
import { parseLanguages } from '../cv/parse/languages';
import { gradeLine, languageItem, projectEntry, withBracketsClosed } from './cv-view';

describe('withBracketsClosed', () => {
  it('closes a bracket a skill left open, so the skills after it on the printed line read back as their own', () => {
    const skills = ['Carrier Ethernet devices (CPT', 'Cisco Metro 2600', 'Juniper MX480', 'Cat 6500 Switches'];
    expect(parseSkills([skills.map(withBracketsClosed).join(', ')]).skills).toEqual(['Carrier Ethernet devices (CPT)', ...skills.slice(1)]);
  });

  it('leaves a skill whose brackets are closed as it is', () => {
    for (const skill of ['Python (Pandas, NumPy)', 'Eclipse (PyDev [plugin])', 'C++', 'Lotus Notes)']) expect(withBracketsClosed(skill)).toBe(skill);
    expect(withBracketsClosed('Eclipse (PyDev [plugin')).toBe('Eclipse (PyDev [plugin])');
  });
});

describe('gradeLine', () => {
  it('names a grade that would read as a section heading on its own line, and a number', () => {
    expect(gradeLine('honors', 'Grade')).toBe('Grade: honors');
    expect(gradeLine('Awards', 'Grade')).toBe('Grade: Awards');
    expect(gradeLine('3.8', 'Grade')).toBe('Grade: 3.8');
  });

  it('leaves a grade in words as written', () => {
    expect(gradeLine('First Class Honours', 'Grade')).toBe('First Class Honours');
    expect(gradeLine('Magna Cum Laude', 'Grade')).toBe('Magna Cum Laude');
    expect(gradeLine(undefined, 'Grade')).toBeNull();
  });
});

describe('projectEntry', () => {
  it('prints a bare project whose name reads as a section heading as a plain line, not a bold title', () => {
    expect(projectEntry({ name: 'Additional Research Experience', highlights: [] })).toMatchObject({ title: '', paragraphs: ['Additional Research Experience'] });
    expect(projectEntry({ name: 'Certifications', highlights: [] })).toMatchObject({ title: '', paragraphs: ['Certifications'] });
  });

  it('keeps the title of a project that has its own lines, or whose name heads no section', () => {
    expect(projectEntry({ name: 'Research Experience Portal', description: 'A portal for lab bookings.', highlights: [] })).toMatchObject({ title: 'Research Experience Portal' });
    expect(projectEntry({ name: 'Inventory Tracker', highlights: [] })).toMatchObject({ title: 'Inventory Tracker', paragraphs: [] });
  });
});

describe('languageItem', () => {
  it('prints a level with a bracket of its own after a colon, and reads back as the same level', () => {
    const items = [{ language: 'Anglais', fluency: 'intermédiaire (B1)' }, { language: 'Espagnol', fluency: 'notions' }, { language: 'Français' }].map(languageItem);
    expect(items).toEqual(['Anglais: intermédiaire (B1)', 'Espagnol (notions)', 'Français']);
    expect(parseLanguages([items.join(', ')])).toEqual([
      { language: 'Anglais', proficiency: 'intermédiaire (B1)' },
      { language: 'Espagnol', proficiency: 'notions' },
      { language: 'Français', proficiency: null },
    ]);
  });
});
