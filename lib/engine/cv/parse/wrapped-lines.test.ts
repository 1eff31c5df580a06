import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../types';
import { joinWrappedLines } from './wrapped-lines';

const line = (text: string, o: Partial<ExtractedLine> = {}): ExtractedLine => ({
  text,
  page: 1,
  column: 0,
  x: 72,
  y: 0,
  fontSize: 10,
  bold: false,
  headingHint: false,
  gapBefore: 1,
  ...o,
});
const texts = (lines: ExtractedLine[]) => joinWrappedLines(lines).map((l) => l.text);

describe('an entry head row whose name and date columns both wrapped', () => {
  it('puts the name and the dates back together', () => {
    expect(texts([line('Docent, Library Collections Assistant | Community Heritage  May 2023 - June'), line('Museum  2024'), line('● Led tours')])).toEqual([
      'Docent, Library Collections Assistant | Community Heritage Museum  May 2023 - June 2024',
      '● Led tours',
    ]);
  });

  it('leaves a complete row and the line below it alone', () => {
    const rows = [line('Analyst | Acme  May 2023 - June 2024'), line('Museum  2024')];
    expect(texts(rows)).toEqual(['Analyst | Acme  May 2023 - June 2024', 'Museum  2024']);
  });

  it('does not take a date as the rest of a name', () => {
    expect(texts([line('Analyst | Acme  May 2023 - June'), line('May 2024  2024')])).toHaveLength(2);
  });
});

describe("an entry's head wrapped by a narrow column", () => {
  const head = line('UNIVERSITY PHONETICS LAB | Head Undergraduate', { fontSize: 12, headingHint: true, gapBefore: 1.75 });
  const dates = line('Mar 2012 – May 2013 | Anytown, USA');

  it('joins the few words between the head and its dates to the head', () => {
    expect(texts([head, line('Researcher', { fontSize: 11, gapBefore: 1.08 }), dates])[0]).toBe('UNIVERSITY PHONETICS LAB | Head Undergraduate Researcher');
  });

  it('keeps a line apart when no dates follow it, or when it is set smaller than the dates', () => {
    expect(texts([head, line('Researcher', { fontSize: 11 }), line('Led the development of a tool')])).toHaveLength(3);
    expect(texts([head, line('Researcher', { fontSize: 9 }), dates])).toHaveLength(3);
  });

  it('keeps a sentence apart', () => {
    expect(texts([head, line('Built a parser.', { fontSize: 11 }), dates])).toHaveLength(3);
  });
});

describe('a long list separated by middle dots, cut by the page width', () => {
  it('joins the cut item back, but keeps a sentence that ends in a full stop apart', () => {
    const pdf = (text: string) => line(text, { x: 50, fontSize: 10, gapBefore: 1 });
    expect(texts([pdf('Professional Engineer, APEGA (2017) · PMP, Project Management Institute (2019) · Ground'), pdf('Disturbance Level II')])).toEqual([
      'Professional Engineer, APEGA (2017) · PMP, Project Management Institute (2019) · Ground Disturbance Level II',
    ]);
    expect(texts([pdf('Professional Engineer, APEGA (2017) · PMP, Project Management Institute (2019) · CPR.'), pdf('Disturbance Level II')])).toHaveLength(2);
  });
});

describe('Italian lines cut by the page width', () => {
  it('joins a line ending in "di" or "della", but not a sentence ending in a month-like word above a dated entry', () => {
    expect(texts([line('Verifiche sismiche secondo NTC 2018 e Eurocodici per interventi di'), line('miglioramento.')])).toEqual([
      'Verifiche sismiche secondo NTC 2018 e Eurocodici per interventi di miglioramento.',
    ]);
    expect(texts([line('Modellazione BIM in Revit e analisi FEM con SAP2000 e Midas Gen.'), line('2016–2020  Progettista strutturale, Redesco Progetti S.r.l., Milano.')])).toHaveLength(2);
    // a range really cut after its end month still joins
    expect(texts([line('Google, Menlo Park, CA, Jul 2016 – Dec'), line('2019')])).toEqual(['Google, Menlo Park, CA, Jul 2016 – Dec 2019']);
    expect(texts([line('Google DeepMind, Mountain View, CA, Jan'), line('2020 – Present')])).toEqual(['Google DeepMind, Mountain View, CA, Jan 2020 – Present']);
  });
});

describe('a sentence wrapped at the right edge of its column', () => {
  const edge = line('Towson University  Sep 2010 – Jan 2012', { x: 54, shortOfEdge: 0 });
  const wrapped = line('Presented research on the effects of standardized feedback and social comparison with Logan', { x: 54, shortOfEdge: 20 });

  it('goes on in the line below, even when that line starts with a capital', () => {
    expect(texts([edge, wrapped, line('Lueilwitz, Director of Experimental Psychology', { x: 54, shortOfEdge: 290 })])).toEqual([
      'Towson University  Sep 2010 – Jan 2012',
      'Presented research on the effects of standardized feedback and social comparison with Logan Lueilwitz, Director of Experimental Psychology',
    ]);
  });

  it('judges a third line by where the second one ended', () => {
    const second = line('Lueilwitz, Director of Experimental Psychology at the Towson University Psychology Department, with', { x: 54, shortOfEdge: 10 });
    expect(texts([edge, wrapped, second, line('Graduate Students', { x: 54, shortOfEdge: 400 })])).toHaveLength(2);
    const short = line('Lueilwitz, Director of Experimental Psychology', { x: 54, shortOfEdge: 290 });
    expect(texts([edge, wrapped, short, line('Research Assistant', { x: 54, shortOfEdge: 390 })])).toHaveLength(3);
  });

  it('keeps the line below apart when the sentence stopped short of the edge, ended, or a gap or another indent follows', () => {
    const title = line('Research Assistant', { x: 54, shortOfEdge: 390 });
    expect(texts([edge, { ...wrapped, shortOfEdge: 140 }, title])).toHaveLength(3);
    expect(texts([edge, { ...wrapped, text: `${wrapped.text}.` }, title])).toHaveLength(3);
    expect(texts([edge, wrapped, { ...title, gapBefore: 1.6 }])).toHaveLength(3);
    expect(texts([edge, wrapped, { ...title, x: 72 }])).toHaveLength(3);
    expect(texts([edge, wrapped, { ...title, bold: true }])).toHaveLength(3);
    const row = line('National Resident Hall Honorary Member, Towson University Chapter | University, Class of 2011', { x: 54, shortOfEdge: 10 });
    expect(texts([edge, row, line('GPA: 3.659', { x: 54, shortOfEdge: 440 })])).toHaveLength(3);
    const skills = line('Roadmapping, Stakeholder Management, Budgeting, Vendor Management, ERP Systems', { x: 54, shortOfEdge: 10 });
    expect(texts([edge, skills, line('Tools: Jira', { x: 54, shortOfEdge: 440 })])).toHaveLength(3);
    expect(texts([edge, { ...wrapped, text: 'Led the roadmap of the payments platform for the Toronto office' }, line('Tools: Jira, Confluence', { x: 54, shortOfEdge: 390 })])).toHaveLength(3);
  });

  it('keeps a degree line closed by its year apart from the next degree, however wide it is', () => {
    const degree = line('Graduate Diploma of Teaching and Learning (Secondary), University of Canterbury, 2013', { x: 72, shortOfEdge: 0 });
    expect(texts([degree, line('Bachelor of Science in Biological Sciences, University of Otago, 2012', { x: 72, shortOfEdge: 80 })])).toHaveLength(2);
  });

  it('measures a capitalised word as wider than a lower-case one: "HOWTO." did not fit a 34pt gap', () => {
    const sentence = line('Link State Routing Protocol (OLSR) IPv6 HOWTO and the 802.1X Port-Based Authentication', { x: 54, shortOfEdge: 34 });
    expect(texts([edge, sentence, line('HOWTO.', { x: 54, shortOfEdge: 450 })])).toHaveLength(2);
    expect(texts([edge, { ...sentence, shortOfEdge: 60 }, line('HOWTO.', { x: 54, shortOfEdge: 450 })])).toHaveLength(3);
  });

  it('needs the edge: text without positions is left as it is', () => {
    expect(texts([line('Presented research on the effects of standardized feedback and social comparison with Logan'), line('Lueilwitz, Director')])).toHaveLength(2);
  });
});

describe('a name cut after its article', () => {
  it('joins a field opened by "The" at the end of a line to the rest of its name below', () => {
    expect(texts([line('2021 – present  Senior Lecturer in Marine Ecology, School of the Environment, The'), line('University of Queensland')])).toEqual([
      '2021 – present  Senior Lecturer in Marine Ecology, School of the Environment, The University of Queensland',
    ]);
    // "The" closing a sentence's clause is no such field
    expect(texts([line('Led the team. The'), line('Results')])).toHaveLength(2);
  });
});

describe('a long comma line closed by a year', () => {
  it('is a dated entry of its own, not a list wrapped into the next line', () => {
    const rows = [line('M.Com (Finance), Loyola College of Arts and Science, Chennai, 2014'), line('B.Com (Accounts), Madras Christian College, Tambaram, 2012')];
    expect(texts(rows)).toEqual(rows.map((r) => r.text));
    // the marks obtained after the year still close the entry
    const marked = [line('B.Tech (Computer Science), Jawaharlal Nehru Technological University, Hyderabad, 2017, 78%'), line('XII (State Board), Narayana Junior College, 2013, 91%')];
    expect(texts(marked)).toEqual(marked.map((r) => r.text));
    const graded = [line('M.Sc (Physics), University of Kerala, Thiruvananthapuram, Kerala, 2019, 8.4 CGPA'), line('B.Sc (Physics), Mar Ivanios College, 2017 (82%)')];
    expect(texts(graded)).toEqual(graded.map((r) => r.text));
    // the year in brackets and the class of the degree after it close it too (the class wrapped first: 'First' / 'Class')
    const classed = [line('B.Tech in Mechanical Engineering – Cochin University of Science and Technology, Kerala, India (2009), First'), line('Class'), line('Higher Secondary (12th) – Kendriya Vidyalaya, Ernakulam, Kerala (2005)')];
    expect(texts(classed)).toEqual(['B.Tech in Mechanical Engineering – Cochin University of Science and Technology, Kerala, India (2009), First Class', classed[2].text]);
    // commas inside a bracket list one item's parts: the line is no list, the next line an item of its own
    const licences = [line('Registered Plumber (Water Supply, Sanitary, Drainage, Gasfitting) – Licence No. 48213, Victoria'), line('Construction Induction (White Card)')];
    expect(texts(licences)).toEqual(licences.map((r) => r.text));
    // a long list cut by the page width still joins
    expect(texts([line('Python, Go, Kubernetes, Terraform, Prometheus, Grafana, AWS, gRPC, Distributed'), line('Systems')])).toEqual([
      'Python, Go, Kubernetes, Terraform, Prometheus, Grafana, AWS, gRPC, Distributed Systems',
    ]);
  });
});

describe('a name cut around its ampersand, one word a line', () => {
  it('joins the lines on either side of a lone "&"', () => {
    const words = [line('MARLOWE', { gapBefore: 2 }), line('&', { gapBefore: 2 }), line('FINCH,', { gapBefore: 2 }), line('Boston, MA', { gapBefore: 2 })];
    expect(texts(words)).toEqual(['MARLOWE & FINCH,', 'Boston, MA']);
  });

  it('leaves an ampersand at the end of a list or one with nothing after it', () => {
    expect(texts([line('• Research', { gapBefore: 2 }), line('&', { gapBefore: 2 }), line('Development', { gapBefore: 2 })])).not.toContain('• Research & Development');
    expect(texts([line('MARLOWE', { gapBefore: 2 }), line('&', { gapBefore: 2 })])).toEqual(['MARLOWE', '&']);
  });
});

describe('a sentence wrapped before a word in capitals (German nouns)', () => {
  it('goes on past an abbreviation that opens what follows, and takes a short closing run as the sentence\'s end', () => {
    const rows = [
      line('Betreuung von 450 Mitarbeitenden in Logistik und IT, inkl.', { shortOfEdge: 80 }),
      line('Führungskräfteberatung.', { shortOfEdge: 230 }),
      line('Einführung von SAP SuccessFactors für 3 Standorte, Time-to-hire um 18', { shortOfEdge: 20 }),
      line('Tage gesenkt.', { shortOfEdge: 280 }),
      line('HR-Fachfrau  08/2015 – 03/2020', { gapBefore: 1.4, shortOfEdge: 0 }),
    ];
    expect(texts(rows)).toEqual([
      'Betreuung von 450 Mitarbeitenden in Logistik und IT, inkl. Führungskräfteberatung.',
      'Einführung von SAP SuccessFactors für 3 Standorte, Time-to-hire um 18 Tage gesenkt.',
      'HR-Fachfrau  08/2015 – 03/2020',
    ]);
  });

  it('keeps a title under a short line, and a name under a line that ends its sentence', () => {
    expect(texts([line('Senior Software Engineer, Payments', { shortOfEdge: 200 }), line('Built payment services.')])).toHaveLength(2);
    expect(texts([line('Led the rollout of the new payroll system across all sites.', { shortOfEdge: 10 }), line('Acme Payroll Services Ltd.')])).toHaveLength(2);
  });
});

describe('a range in a narrow date gutter wrapped after its dash', () => {
  it('takes the end back to its start and leaves the rest of the row below as a line', () => {
    expect(texts([line('02/2020 –  Contadora Pública Senior – Estudio Ferreyra, Córdoba'), line('actualidad  Liquidación mensual de IVA para 35 pymes.')])).toEqual([
      '02/2020 – actualidad  Contadora Pública Senior – Estudio Ferreyra, Córdoba',
      'Liquidación mensual de IVA para 35 pymes.',
    ]);
    expect(texts([line('Jan 2019 –  Analyst – Acme, Leeds'), line('Mar 2021')])).toEqual(['Jan 2019 – Mar 2021  Analyst – Acme, Leeds']);
  });

  it('starts the rest of the row at its own cell, where the bullets under the title stand', () => {
    const rest = joinWrappedLines([
      line('02/2020 –  Contadora Pública Senior – Estudio Ferreyra, Córdoba', { x: 43, cellX: [43, 131] }),
      line('actualidad  Liquidación mensual de IVA para 35 pymes.', { x: 43, cellX: [43, 141] }),
    ])[1];
    expect([rest.text, rest.x]).toEqual(['Liquidación mensual de IVA para 35 pymes.', 141]);
  });

  it('leaves a row whose range is whole, and a line below that opens with no date', () => {
    expect(texts([line('2016 – 2020  Analyst – Acme, Leeds'), line('2014 – 2016  Clerk – Acme, York')])).toHaveLength(2);
    expect(texts([line('02/2020 –  Analyst – Acme, Leeds'), line('Managed  the ledger.')])).toHaveLength(2);
  });
});

describe('a date range wrapped before its dash', () => {
  it('joins the end, opened by the dash, to the start at the end of the line above', () => {
    expect(texts([line('CIUSSS de la Capitale-Nationale, CHSLD Saint-Antoine · Québec · Juin 2013'), line('– Avril 2016'), line('• Administration des médicaments.')])).toEqual([
      'CIUSSS de la Capitale-Nationale, CHSLD Saint-Antoine · Québec · Juin 2013 – Avril 2016',
      '• Administration des médicaments.',
    ]);
  });

  it('leaves a dash-led line that is no date alone', () => {
    expect(texts([line('Acme · Québec · Juin 2013'), line('– Managed the ward')])).toHaveLength(2);
  });
});

describe('one-line entries whose year stands at the right edge', () => {
  it('keeps each dated line apart, however many commas it holds', () => {
    const rows = ['Diploma, Business Studies, Northgate Polytechnic Institute, Leeds, UK  2014', 'Certificate, Bookkeeping, Riverside Community College, York, UK  2012'];
    expect(texts(rows.map((t) => line(t)))).toEqual(rows);
  });
});

describe('a head row wrapped before the dates at its right edge', () => {
  const row = (text: string, o: Partial<ExtractedLine> = {}) => line(text, { x: 57, bold: true, cellX: [57, 445], ...o });
  it('puts the wrapped piece back before the dates, a hyphen closing up', () => {
    expect(texts([row('Northgate General Hospital, Leeds — Staff Nurse (Band 5), Accident and  MAR 2018 – JAN 2021'), line('Emergency', { x: 57, bold: true })])).toEqual([
      'Northgate General Hospital, Leeds — Staff Nurse (Band 5), Accident and Emergency  MAR 2018 – JAN 2021',
    ]);
    expect(texts([row('Riverside Rugby League Football Club, York — Team Physiotherapist (part-  AUG 2019 – NOV 2020'), line('time)', { x: 57, bold: true })])).toEqual([
      'Riverside Rugby League Football Club, York — Team Physiotherapist (part-time)  AUG 2019 – NOV 2020',
    ]);
  });
  it('leaves a short head and the field under it apart, and a line set another way', () => {
    expect(texts([row('Acme Corp  2019 – 2021'), line('Software Engineer', { x: 57, bold: true })])).toHaveLength(2);
    expect(texts([row('Northgate General Hospital, Leeds — Staff Nurse (Band 5), Accident and  MAR 2018 – JAN 2021'), line('Treated 40 patients a shift.', { x: 57 })])).toHaveLength(2);
  });
});
