import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { sendableText } from '../../render/sendable-text';
import { parseCv } from './index';
import { withoutPlaceholderDates } from './placeholder-dates';

const TEMPLATE_CV = [
  'Jordan Avery',
  'jordan.avery@example.com',
  '',
  'EXPERIENCE',
  'Assistant Principal, Lakeview Middle School, Milton, Nebraska, 19xx-20xx',
  '- Ran attendance.',
  'Administrative Assistant, July 20XX to Present',
  'Harbor Management Institute',
  '- Handled the front office.',
  '',
  'EDUCATION',
  'Bachelor of Science in Education',
  'University of Nebraska-Lincoln',
  'May, 19xx',
].join('\n');

describe('placeholder dates', () => {
  it('cuts a template date out whole, its range end and the separator before it with it', () => {
    expect(withoutPlaceholderDates('Administrative Secretary, July 20XX to August 20XX')).toBe('Administrative Secretary');
    expect(withoutPlaceholderDates('Camp Recess, City, MD, Summers 20xx-20xx')).toBe('Camp Recess, City, MD');
    expect(withoutPlaceholderDates('Teaching Certification by MSDE January 20XX')).toBe('Teaching Certification by MSDE');
    expect(withoutPlaceholderDates('Analyst, 2019 – 2021')).toBe('Analyst, 2019 – 2021');
  });

  it('reads entries dated by placeholders as undated, with no placeholder in any name', () => {
    const cv = parseCv(extractText(TEMPLATE_CV));
    const names = [...cv.experience.flatMap((e) => [e.title, e.employer]), ...cv.education.flatMap((e) => [e.institution, e.degree])];
    expect(names.filter((n) => n && /xx\b|\bMay\b|\bto Present\b/i.test(n))).toEqual([]);
    expect(cv.experience.map((e) => [e.title, e.employer, e.start, e.end])).toEqual([
      ['Assistant Principal', 'Lakeview Middle School', null, null],
      ['Administrative Assistant', 'Harbor Management Institute', null, null],
    ]);
    expect(cv.education.map((e) => e.institution)).toEqual(['University of Nebraska-Lincoln']);
  });

  it('is the rule the improved CV prints by, so both read the same names', () => {
    expect(sendableText('University of Munich, September-December, 20xx')).toBe('University of Munich');
    expect(sendableText('Harbor Grill, September [Year] - Present')).toBe('Harbor Grill');
  });

  it('reads a bracketed year ("May [year]", "[YYYY]") as a template\'s unfilled year too', () => {
    expect(withoutPlaceholderDates('Camp Counselor, May [year]-August [year]')).toBe('Camp Counselor');
    expect(withoutPlaceholderDates('Tutor, Fall [YYYY]')).toBe('Tutor');
    const cv = parseCv(extractText(['Jordan Avery', 'jordan.avery@example.com', '', 'EXPERIENCE', 'Camp Counselor', 'May [year]-August [year]', 'Pine Lake Camp', '- Led hikes.', 'Waitress, Harbor Grill', 'September [year] - Present', '- Served tables.'].join('\n')));
    const names = cv.experience.flatMap((e) => [e.title, e.employer]);
    expect(names.filter((n) => n && /\[|\bMay\b|September|Present/i.test(n))).toEqual([]);
    expect(cv.experience.map((e) => [e.start, e.end])).toEqual([[null, null], [null, null]]);
  });
});
