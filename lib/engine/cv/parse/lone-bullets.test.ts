import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import type { ExtractedLine } from '../types';
import { parseCv } from './index';
import { joinLoneBullets } from './lone-bullets';

const line = (text: string, gapBefore = 1): ExtractedLine => ({
  text, page: 1, column: 0, x: 0, y: 0, fontSize: 10, bold: false, headingHint: false, gapBefore,
});
const texts = (lines: ExtractedLine[]) => joinLoneBullets(lines).lines.map((l) => l.text);

describe('joinLoneBullets', () => {
  it.each(['•', '●', '➢', '♦', '▪', '◦', '■', '►', '✓', ' • '])('joins a lone %j to the line after it', (mark) => {
    expect(texts([line('Operations Analyst'), line(mark), line('Cut costs by a fifth.')])).toEqual(['Operations Analyst', '• Cut costs by a fifth.']);
  });

  it('keeps the gap before the mark, not the one between mark and text', () => {
    const joined = joinLoneBullets([line('Analyst'), line('●', 3), line('Built dashboards.', 1)]);
    expect(joined.lines[1].gapBefore).toBe(3);
    expect(joined.source).toEqual([0, 2]);
  });

  it('leaves a lone dash alone: between two dates it is the range dash', () => {
    expect(texts([line('June 2020'), line('–'), line('May 2022'), line('-')])).toEqual(['June 2020', '–', 'May 2022', '-']);
  });

  it('leaves a run of marks alone: their texts were read elsewhere', () => {
    const lines = [line('Personal Details'), line('•'), line('•'), line('•'), line('Name: Asha Rao')];
    expect(joinLoneBullets(lines).lines).toBe(lines);
  });

  it('leaves a mark alone when a blank line parts it from the next line, which may open an entry', () => {
    const lines = [line('Work history'), line('•', 2), line('2004-2006: PRINCIPAL LEGAL OFFICER, NATIVE TITLE SERVICES', 2)];
    expect(joinLoneBullets(lines).lines).toBe(lines);
  });

  it('does not mark a line twice, and keeps a mark with nothing after it', () => {
    expect(texts([line('♦'), line('• Led audits.'), line('Skills'), line('♦')])).toEqual(['• Led audits.', 'Skills', '♦']);
  });

  it('returns the same lines when there is no lone mark', () => {
    const lines = [line('• Led audits.'), line('Skills')];
    expect(joinLoneBullets(lines).lines).toBe(lines);
  });
});

describe('parseCv with bullet marks on lines of their own', () => {
  const cv = parseCv(
    extractText(
      [
        'WORK EXPERIENCE',
        '',
        'Operations Analyst',
        'Kestrel Freight Services Pvt Ltd, Pune',
        'June 2020 to Present',
        '',
        '\uF0B7',
        'Built weekly dispatch dashboards in Power BI for twelve depots.',
        '●',
        'Team Lead for Invoice Reconciliation, 2021',
        '●',
        'Cut late deliveries by 18 percent.',
        '',
        'SKILLS',
        '♦',
        'Power BI, SQL',
      ].join('\n'),
    ),
  );

  it('keeps a bullet that names a role and a year inside its job instead of inventing a job', () => {
    expect(cv.experience.map((e) => [e.title, e.employer])).toEqual([['Operations Analyst', 'Kestrel Freight Services Pvt Ltd']]);
    expect(cv.experience[0].bullets).toEqual([
      'Built weekly dispatch dashboards in Power BI for twelve depots.',
      'Team Lead for Invoice Reconciliation, 2021',
      'Cut late deliveries by 18 percent.',
    ]);
  });

  it('points section starts at the document lines, marks included', () => {
    const skills = cv.sections.find((s) => s.type === 'skills');
    // blank lines are not document lines: SKILLS is the eleventh, after three lone marks
    expect(skills?.startLine).toBe(10);
  });
});
