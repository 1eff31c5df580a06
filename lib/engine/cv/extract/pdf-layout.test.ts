import { describe, expect, it } from 'vitest';
import { layoutPdfPage } from './layout-pdf-page';
import { buildSegments } from './pdf-segments';
import type { PdfTextRun } from '../pdf-text-run';

const PAGE_WIDTH = 612;
const run = (text: string, x: number, baseline: number, overrides: Partial<PdfTextRun> = {}): PdfTextRun => ({
  text, x, baseline, width: text.length * 5, fontSize: 10, bold: false, fontFamily: 'dejavusans', ...overrides,
});
const texts = (runs: PdfTextRun[]) => layoutPdfPage(runs, PAGE_WIDTH, 1, 10).lines.map((l) => [l.text, l.column]);

describe('a line in bold', () => {
  const boldOf = (runs: PdfTextRun[]) => layoutPdfPage(runs, PAGE_WIDTH, 1, 10).lines.map((l) => [l.text, l.bold]);
  it('is judged by its words, so a bold title beside plain dates and a separator is bold, and a bold figure in plain words is not', () => {
    expect(boldOf([run('Trainee Vertrieb', 40, 100, { bold: true }), run(' | 10/2013 – 08/2014', 120, 100)])).toEqual([['Trainee Vertrieb | 10/2013 – 08/2014', true]]);
    expect(boldOf([run('Raised sales by ', 40, 100), run('40%', 120, 100, { bold: true }), run(' in a year.', 135, 100)])).toEqual([['Raised sales by 40% in a year.', false]]);
    expect(boldOf([run('2019 – 2021', 40, 100, { bold: true })])).toEqual([['2019 – 2021', true]]);
  });
});

describe('buildSegments', () => {
  it('joins runs on one baseline, restoring the word space only where it is missing', () => {
    const segments = buildSegments([run('Senior', 40, 100, { bold: true }), run('Engineer', 73, 100), run(' at Acme', 113, 100.5)]);
    expect(segments.map((s) => s.text)).toEqual(['Senior Engineer at Acme']);
    expect(segments[0].boldChars).toBe(6);
  });

  it('keeps a date cell apart from the text it abuts, but not a word split into runs', () => {
    // "Madison, WI" fills its cell up to the date column, less than a point away
    expect(buildSegments([run('Teacher – Madison, WI', 40, 100), run('Aug 2016 – Present', 145.7, 100)]).map((s) => s.text)).toEqual(['Teacher – Madison, WI Aug 2016 – Present']);
    expect(buildSegments([run('Engin', 40, 100), run('eering', 65.3, 100)]).map((s) => s.text)).toEqual(['Engineering']);
  });

  it('keeps a date column apart from the title that abuts it on the right', () => {
    // a Lebenslauf table: the date cell is filled to its edge, the bold title a hair away
    expect(buildSegments([run('04/2017 – 09/2021', 40, 100), run('Wissenschaftliche Mitarbeiterin', 125.4, 100, { bold: true })]).map((s) => s.text)).toEqual(['04/2017 – 09/2021 Wissenschaftliche Mitarbeiterin']);
    expect(buildSegments([run('FY20', 40, 100), run('21', 60, 100)]).map((s) => s.text)).toEqual(['FY2021']);
  });

  it('splits a line at a wide gap', () => {
    expect(buildSegments([run('Engineer', 40, 100), run('2019 – 2021', 450, 100)]).map((s) => s.text)).toEqual(['Engineer', '2019 – 2021']);
  });
});

describe('layoutPdfPage', () => {
  it('reads a sidebar layout column by column, left first, below a full-width header', () => {
    const runs = [
      run('Jane Doe — jane@doe.io — +44 7700 900123 — London, UK — linkedin.com/in/janedoe', 40, 50),
      ...['SKILLS', 'Go', 'Rust', 'Kafka', 'LANGUAGES', 'English'].map((t, i) => run(t, 40, 100 + i * 13)),
      ...['EXPERIENCE', 'Staff Engineer, Acme Ltd', '2019 – Present', 'Built the ledger service.', 'Led five engineers.'].map((t, i) =>
        run(t, 220, 104 + i * 15),
      ),
    ];
    expect(texts(runs)).toEqual([
      ['Jane Doe — jane@doe.io — +44 7700 900123 — London, UK — linkedin.com/in/janedoe', 0],
      ['SKILLS', 0], ['Go', 0], ['Rust', 0], ['Kafka', 0], ['LANGUAGES', 0], ['English', 0],
      ['EXPERIENCE', 1], ['Staff Engineer, Acme Ltd', 1], ['2019 – Present', 1], ['Built the ledger service.', 1], ['Led five engineers.', 1],
    ]);
  });

  it('reads a moderncv header (name left, contact block right) before the first heading set under it', () => {
    const runs = [
      run('Giulia Ferrari', 51, 46, { fontSize: 26, width: 180 }),
      ...['Via Vigevano 18, 20144 Milano', '+39 347 218 5590', 'giulia.ferrari@example.it'].map((t, i) => run(t, 420, 62 + i * 12, { fontSize: 8.5, width: 130 })),
      run('Ingegnere strutturista', 51, 82, { fontSize: 12, width: 130 }),
      run('Esperienza professionale', 147, 109, { fontSize: 13, width: 150 }),
      ...['2020–oggi  Ingegnere strutturista senior, Arup Italia S.r.l., Milano.', 'Progettazione strutturale in c.a. e acciaio di edifici per uffici fino a 22 piani.'].map((t, i) => run(t, 86, 132 + i * 15, { width: 420 })),
    ];
    const lines = texts(runs).map(([text]) => text);
    expect(lines.indexOf('Esperienza professionale')).toBeGreaterThan(lines.findIndex((t) => String(t).includes('giulia.ferrari@example.it')));
    expect(lines.at(-3)).toBe('Esperienza professionale');
  });

  it('reads on in the main column below a sidebar that ends before it, after a heading\'s space', () => {
    const main = ['EXPERIENCE', 'Sales Manager  2020 – Present', 'Northwind Foods – Leeds', 'Led a team of 25.', 'Grew sales by 18%.', 'Account Executive  2016 – 2019', 'Tailspin Ltd – York', 'Key accounts.', 'EDUCATION'];
    const side = ['CONTACT', '+44 7700 900123', 'ann@example.com', 'SKILLS', 'Negotiation', 'Salesforce', 'Power BI', 'LANGUAGES', 'English', 'Spanish'];
    const runs = [
      ...main.map((t, i) => run(t, 40, 100 + i * 14)),
      ...side.map((t, i) => run(t, 420, 104 + i * 13)),
      // the sidebar ends; the education goes on below its heading after the heading's margin
      ...['BA Marketing', 'University of York · 2011 – 2015'].map((t, i) => run(t, 40, 100 + 8 * 14 + 34 + i * 14)),
    ];
    const lines = texts(runs).map(([text]) => text);
    expect(lines.slice(lines.indexOf('EDUCATION'), lines.indexOf('EDUCATION') + 3)).toEqual(['EDUCATION', 'BA Marketing', 'University of York · 2011 – 2015']);
  });

  it('reads the heading of a full-width section under two columns with that section, not in the left column', () => {
    const left = ['EXPÉRIENCE PROFESSIONNELLE', 'Chef de projet digital chez Decathlon', 'Sept. 2020 – aujourd\'hui', 'Pilotage de la refonte du site.', 'Assistante communication (Fnac Darty)', 'Oct. 2019 – Août 2020'];
    const right = ['FORMATION', 'IAE Lyon', 'Master Marketing Digital, 2017 – 2019', 'COMPÉTENCES', 'HTML, CSS, WordPress', 'LANGUES', 'Anglais (courant), Espagnol (intermédiaire)'];
    const runs = [
      ...left.map((t, i) => run(t, 40, 100 + i * 14)),
      ...right.map((t, i) => run(t, 330, 104 + i * 14)),
      // after a rule across the page: the heading fits the left column, its text runs across both
      run('CENTRES D\'INTÉRÊT', 40, 104 + 7 * 14 + 30),
      run('Photographie, randonnée, bénévolat dans une association de quartier, club de lecture.', 40, 104 + 7 * 14 + 46, { width: 480 }),
    ];
    const lines = texts(runs).map(([text]) => text);
    expect(lines.slice(-2)).toEqual(['CENTRES D\'INTÉRÊT', 'Photographie, randonnée, bénévolat dans une association de quartier, club de lecture.']);
    expect(lines.indexOf('Oct. 2019 – Août 2020')).toBeLessThan(lines.indexOf('FORMATION'));
  });

  it('finds three columns', () => {
    // Independent columns have their own line spacing, so their baselines do not line up.
    const runs = [0, 1, 2].flatMap((column) =>
      ['Heading', 'one', 'two', 'three'].map((t, i) => run(`${t}${column}`, 40 + column * 190, 100 + column * 5 + i * (12 + column * 6))),
    );
    const layout = layoutPdfPage(runs, PAGE_WIDTH, 1, 10);
    expect(layout.columns).toBe(3);
    expect(layout.lines.map((l) => l.column)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
  });

  it('reads a date gutter row by row when section titles stand alone in the gutter between entries', () => {
    // dates left, entries right; each section title sits in the gutter with nothing beside it,
    // in a gap of the entries' text, so it spans the page and is no column of its own
    const rows: [string | null, string | null, number][] = [
      ['WORK', null, 100],
      ['Mar 2019 – Jul 2021', 'Clerk – Acme, Leeds', 118],
      [null, 'Filed the invoices of four depots.', 130],
      ['Jun – Aug 2018', 'Packer – Tailspin, York', 148],
      [null, 'Packed orders.', 160],
      ['STUDY', null, 184],
      ['2016 – 2018', 'Diploma in Logistics', 202],
      [null, 'Northgate College, Leeds', 214],
      ['2016', 'School certificate', 232],
      [null, 'Southgate School, Leeds', 244],
      ['SKILLS', null, 268],
    ];
    const runs = rows.flatMap(([left, right, y]) => [...(left ? [run(left, 40, y)] : []), ...(right ? [run(right, 170, y)] : [])]);
    const lines = texts(runs).map(([text]) => text);
    expect(lines).toEqual([
      'WORK', 'Mar 2019 – Jul 2021  Clerk – Acme, Leeds', 'Filed the invoices of four depots.', 'Jun – Aug 2018  Packer – Tailspin, York', 'Packed orders.',
      'STUDY', '2016 – 2018  Diploma in Logistics', 'Northgate College, Leeds', '2016  School certificate', 'Southgate School, Leeds', 'SKILLS',
    ]);
  });

  it('reads a wide date gutter row by row when each date cell stacks a tenure under its dates, top-aligned with a larger title', () => {
    // the cell's first row sits a point or two above the title's baseline (smaller type, aligned at the top);
    // the tenure under it falls between the entry's lines
    const small = { fontSize: 8 };
    const runs = [
      run('EXPERIENCE', 40, 100, { fontSize: 11 }),
      run('since 03/2021', 40, 118, small), run('Senior Buyer', 180, 119.6, { fontSize: 9.5, bold: true }),
      run('5 years, 9 months', 40, 129.5, small), run('Northwind Foods · Retail · Leeds', 180, 132.5),
      run('Bought 40 product lines for the chilled range.', 180, 146),
      run('04/2017 – 02/2021', 40, 166, small), run('Buyer', 180, 167.6, { fontSize: 9.5, bold: true }),
      run('3 years, 11 months', 40, 177.5, small), run('Contoso Retail · Retail · York', 180, 180.5),
      run('Cut the supplier count by 12.', 180, 194),
      run('09/2014 – 03/2017', 40, 214, small), run('Junior Buyer', 180, 215.6, { fontSize: 9.5, bold: true }),
      run('2 years, 7 months', 40, 225.5, small), run('Tailspin Stores · Retail · Hull', 180, 228.5),
      run('Ran the promotions calendar.', 180, 242),
    ];
    const lines = texts(runs);
    expect(lines.every(([, column]) => column === 0)).toBe(true);
    expect(lines.map(([text]) => text)).toContain('since 03/2021  Senior Buyer');
  });

  it('does not split title-and-date rows into columns', () => {
    const runs = [0, 1, 2, 3].flatMap((i) => [run(`Job title ${i}`, 40, 100 + i * 40), run(`20${10 + i} – 20${11 + i}`, 480, 100 + i * 40)]);
    const layout = layoutPdfPage(runs, PAGE_WIDTH, 1, 10);
    expect(layout.columns).toBe(1);
    expect(layout.lines[0].text).toBe('Job title 0  2010 – 2011');
  });

  it('marks larger and short bold lines as headings and measures the gap before each line', () => {
    const lines = layoutPdfPage(
      [run('Jane Doe', 40, 60, { fontSize: 20 }), run('Experience', 40, 100, { bold: true }), run('Built things for people.', 40, 112), run('More things.', 40, 124)],
      PAGE_WIDTH,
      1,
      10,
    ).lines;
    expect(lines.map((l) => l.headingHint)).toEqual([true, true, false, false]);
    expect(lines.map((l) => l.gapBefore)).toEqual([0, 3.33, 1, 1]);
  });
});
