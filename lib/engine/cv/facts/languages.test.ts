import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../types';
import { languageFacts } from './languages';

const cvWith = (languages: ParsedCv['languages'], lines: string[]) =>
  ({ languages, sections: [{ type: 'contact', heading: 'Personal Details', lines, startLine: 0 }] }) as unknown as ParsedCv;
const doc = (lines: string[]) => ({ lines, segments: lines, text: lines.join('\n'), fromFields: false });

describe('languageFacts', () => {
  it("gives a level printed in a list to its own item's language, not to every language on the line", () => {
    const line = 'Languages Known  :  English, Hindi, Malayalam, Arabic (basic)';
    const cv = cvWith(
      [
        { language: 'English', proficiency: null },
        { language: 'Hindi', proficiency: null },
        { language: 'Arabic', proficiency: 'basic' },
      ],
      [line],
    );
    expect(languageFacts(cv, doc([line, 'PROFESSIONAL EXPERIENCE']))).toEqual([
      { language: 'English', level: null },
      { language: 'Hindi', level: null },
      { language: 'Arabic', level: 'basic' },
    ]);
  });

  it('still finds a level printed beside the language on its own line', () => {
    const cv = cvWith([{ language: 'German', proficiency: null }], ['German: fluent']);
    expect(languageFacts(cv, doc(['German: fluent']))).toEqual([{ language: 'German', level: 'fluent' }]);
  });
});
