import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../types';
import { splitSections } from './sections';

const line = (text: string, heading = false): ExtractedLine => ({
  text, page: 1, column: 0, x: 57, y: 0, fontSize: heading ? 11 : 10, bold: heading, headingHint: heading, gapBefore: heading ? 1.6 : 0.9,
});

describe('headings found by the style of the known ones', () => {
  it("reads an academic CV's own headings set a point larger in bold, though a dated line follows them", () => {
    const lines = [
      line('Priya Raman', true),
      line('Academic Appointments', true),
      line('2021 – present  Senior Lecturer in Marine Ecology, The University of Queensland'),
      line('2018 – 2021  ARC DECRA Fellow, Australian Institute of Marine Science, Townsville'),
      line('2015 – 2018  Postdoctoral Research Fellow, James Cook University, Townsville'),
      line('Selected Publications', true),
      line('1. Raman P (2024) Heat-stress memory in Acropora corals. Nature Climate Change 14: 312–318.'),
      line('2. Raman P, Li W (2021) Recovery trajectories of inshore reefs. Global Change Biology 27: 5521–5533.'),
      line('Teaching', true),
      line('MARS2014 Marine Ecology (course coordinator, 2022 – present, 180 students); supervision of'),
      line('6 PhD and 9 Honours students.'),
      line('Service', true),
      line('Associate Editor, Coral Reefs (2022 – present); reviewer for ARC and NSF.'),
      line('Skills', true),
      line('R, Bayesian statistics, Coral physiology'),
    ];
    expect(splitSections(lines).map((s) => [s.section.type, s.section.heading])).toEqual([
      ['contact', ''],
      ['experience', 'Academic Appointments'],
      ['publications', 'Selected Publications'],
      ['other', 'Teaching'],
      ['other', 'Service'],
      ['skills', 'Skills'],
    ]);
  });
});

describe('headings in a label column beside their first entry', () => {
  it("reads JSON Resume's 'WORK  Razorpay' as the experience heading, and the employers after it in the heading line's bold as entries", () => {
    const row = (text: string, bold: boolean): ExtractedLine => ({ text, page: 1, column: 0, x: 40, y: 0, fontSize: bold ? 10.4 : 9.4, bold, headingHint: false, gapBefore: 0.9 });
    const lines = [
      row('Ananya Raghavan', true),
      row('WORK  Razorpay', true),
      row('Senior Product Manager · Apr 2021 – Present', false),
      row('Swiggy', true),
      row('Product Manager · Jul 2018 – Mar 2021', false),
      row('Zoho Corporation', true),
      row('Associate Product Manager · Jun 2016 – Jun 2018', false),
      row('EDUCATION  Indian Institute of Management Bangalore', true),
      row('Executive Post Graduate Programme · 2019 – 2020', false),
    ];
    expect(splitSections(lines).map((s) => [s.section.type, s.section.heading])).toEqual([
      ['contact', ''],
      ['experience', 'WORK'],
      ['education', 'EDUCATION'],
    ]);
  });
});
