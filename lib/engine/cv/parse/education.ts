import type { EducationEntry, ExtractedLine } from '../types';
import { mergeDetailGroups, splitByInstitution } from './education-blocks';
import { schoolsFirst, toEducation } from './education-entry';
import { readFields } from './education-fields';
import { colonAsComma, promoteDegreeSentences, withoutClosingStop } from './education-line-rewrites';
import { DEGREE, INSTITUTION, isInstitution } from './education-words';
import { splitEntryBlocks, type EntryBlock } from './entry-blocks';
import { fold, isBullet, stripBullet } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

type SchoolBlock = EntryBlock & { underBanner?: boolean };

/**
 * "• Bachelor's Degree in Electronics" above "ABC University, New York, NY": a degree bulleted on
 * its own with its school straight under it heads that school's entry; read as a list item it
 * would stand apart, and the school would take whatever line follows it for its degree.
 */
function unbulletDegreeAboveSchool(lines: ExtractedLine[]): ExtractedLine[] {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    if (!next || !isBullet(line.text) || isBullet(next.text) || next.gapBefore > 1.25) return line;
    const degree = stripBullet(line.text);
    const opensSchool = isInstitution(next.text) && !DEGREE.test(next.text) && !INSTITUTION.test(fold(degree));
    return DEGREE.test(degree) && opensSchool ? { ...line, text: degree } : line;
  });
}

export function parseEducation(lines: ExtractedLine[]): EducationEntry[] {
  const blocks = splitEntryBlocks(unbulletDegreeAboveSchool(joinWrappedLines(lines)).map((line) => colonAsComma(withoutClosingStop(line))))
    // "- BSc Economics, University of Leeds, 2019": an education list written as bullets, one entry each
    .flatMap((block) =>
      block.header.length === 0 && block.bullets.some((b) => DEGREE.test(b) || INSTITUTION.test(fold(b)))
        ? block.bullets.map((b) => ({ header: [stripBullet(b)], bullets: [], description: [] }))
        : [block],
    )
    .flatMap(promoteDegreeSentences)
    // what follows the header (bullets, notes) follows its last degree
    .flatMap((block) => {
      const groups = splitByInstitution(block.header);
      // a school on a line of its own heads the degrees split from under it (not a school that follows them)
      const banner = groups.length > 1 && isInstitution(groups[0][0]);
      return groups.map((header, i): SchoolBlock => ({
        header,
        bullets: i === groups.length - 1 ? block.bullets : [],
        description: i === groups.length - 1 ? block.description : [],
        underBanner: banner && i > 0 && DEGREE.test(header[0]),
      }));
    });
  const entries = mergeDetailGroups(blocks)
    .filter((block) => block.header.length > 0)
    .map(readFields);
  const schoolFirst = schoolsFirst(entries);
  let previous: string | null = null;
  return entries
    .map((entry) => {
      const read = toEducation(entry, schoolFirst, (entry.block as SchoolBlock).underBanner ? previous : null);
      previous = read.institution;
      return read;
    })
    .filter((entry) => entry.institution || entry.degree);
}
