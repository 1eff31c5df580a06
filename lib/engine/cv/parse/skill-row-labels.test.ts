/** A category row of a skills section named like a section (issue #14). */
import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { lookupSkill } from '../knowledge';
import { splitSections } from './sections';

const isKnownSkill = (name: string) => lookupSkill(name) !== null;

describe('a "Languages" row inside a skills section', () => {
  const types = (text: string) => splitSections(extractText(text).lines, isKnownSkill).map((s) => s.section.type);

  it('stays in skills when it lists programming languages, on its line or the next', () => {
    expect(types('Ananya Iyer\n\nTECHNICAL SKILLS\nLanguages:\nJava, Python, C++\nTools: Git, Jenkins\n\nLANGUAGES KNOWN\nEnglish, Tamil\n')).toEqual(['contact', 'skills', 'languages']);
  });

  it('still opens the languages section for spoken languages', () => {
    expect(types('Ananya Iyer\n\nTECHNICAL SKILLS\nJava, Python\nLanguages:\nEnglish, Tamil, Hindi\n')).toEqual(['contact', 'skills', 'languages']);
  });
});

describe('a category printed like a heading inside a skills section', () => {
  const sections = (text: string) => splitSections(extractText(text).lines, isKnownSkill).map((s) => s.section);

  it('stays in skills: "PROGRAMMING" under "SKILLS" heads a group of the skills', () => {
    const found = sections('Ravi Menon\n\nSKILLS\nPROGRAMMING\nJava • Python • Go\nFamiliar:\nRust • Elixir\n\nEDUCATION\nBSc Computer Science, Anna University, 2015\n');
    expect(found.map((s) => s.type)).toEqual(['contact', 'skills', 'education']);
    expect(found[1].lines).toEqual(['PROGRAMMING', 'Java • Python • Go', 'Familiar:', 'Rust • Elixir']);
  });

  it('still opens a section of its own after one that is not skills', () => {
    expect(sections('Ravi Menon\n\nEDUCATION\nBSc Computer Science, Anna University, 2015\nPROGRAMMING\nJava • Python • Go\n').map((s) => s.type)).not.toContain('skills');
  });
});
