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
