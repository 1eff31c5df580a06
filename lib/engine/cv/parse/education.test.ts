import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import type { ExtractedLine } from '../types';
import { parseEducation } from './education';
import { DEGREE } from './education-words';

const schools = (text: string) => parseEducation(extractText(text).lines).map((e) => [e.institution, e.degree, e.field, e.end?.year ?? null, e.grade]);

describe('parseEducation', () => {
  it('reads the subject printed on its own line (a town beside it) under a degree named by its letters', () => {
    // RenderCV's classic theme: the degree's letters in a column of their own, the subject in italics under the school
    const at = (text: string, x: number, cellX: number[], gapBefore: number): ExtractedLine => ({ text, page: 1, column: 0, x, y: 0, cellX, fontSize: 9.5, bold: false, headingHint: false, gapBefore });
    const lines = [
      at('MEng  Rice University  Aug 2018 – May 2020', 64.6, [64.6, 455.7], 1.31),
      at('Mechanical Engineering  Houston, TX', 105.7, [105.7, 501.3], 0.97),
      at('Part-time, while at Cameron. Focus: fatigue and fracture mechanics.', 116.2, [116.2], 1.09),
    ];
    expect(parseEducation(lines).map((e) => [e.institution, e.degree, e.field])).toEqual([['Rice University', 'MEng', 'Mechanical Engineering']]);
  });

  it('reads the class under a degree as its grade, not the honours printed in the degree', () => {
    expect(schools('Bachelor of Nursing (Honours), Northgate University  2012 – 2015\nSecond Class Honours (Upper Division); thesis on falls prevention.').map((e) => e[4])).toEqual([
      'Second Class Honours (Upper Division)',
    ]);
    // with no class elsewhere, the degree's own line still gives one
    expect(schools('BA (Hons) History, First Class, Northgate University  2012 – 2015').map((e) => e[4])).toEqual(['First Class']);
  });
  it("goes on with a degree's name past a comma that lists its subjects in lower case", () => {
    expect(schools('Master professionnel Droit, fiscalité – Université de Lyon  2018 – 2019').map((e) => e.slice(0, 3))).toEqual([
      ['Université de Lyon', 'Master professionnel Droit, fiscalité', null],
    ]);
    // a degree named alone still takes its subject after the comma
    expect(schools('BSc, computer science – University of Leeds  2015 – 2018').map((e) => e.slice(1, 3))).toEqual([['BSc', 'computer science']]);
  });
  it("reads Québec's degrees over their schools, a training centre among them", () => {
    expect(schools('Baccalauréat en sciences infirmières\nUniversité Laval · 2012 – 2015\nDEP en santé, assistance et soins infirmiers\nCentre de formation professionnelle Fierbourg · 2011 – 2013').map((e) => e.slice(0, 3))).toEqual([
      ['Université Laval', 'Baccalauréat', 'sciences infirmières'],
      // DEP is the diploma, and its subjects run on past the comma
      ['Centre de formation professionnelle Fierbourg', 'DEP', 'santé, assistance et soins infirmiers'],
    ]);
    expect(schools('DEC en sciences humaines\nCégep du Vieux Montréal · 2008 – 2010\nAEC en comptabilité\nCégep de Sherbrooke · 2012').map((e) => e.slice(0, 3))).toEqual([
      ['Cégep du Vieux Montréal', 'DEC', 'sciences humaines'],
      ['Cégep de Sherbrooke', 'AEC', 'comptabilité'],
    ]);
  });
  it('opens a new entry at a course printed like the degree above it (title, school, dates), though it names no degree', () => {
    const text = 'Bachelor of Arts in Design\nUniversity of Leeds\n2011 – 2015  Leeds\nShort Course in Typography\nCentral Saint Martins\n2018  London';
    expect(schools(text).map((e) => [e[0], e[1], e[3]])).toEqual([
      ['University of Leeds', 'Bachelor of Arts', 2015],
      ['Central Saint Martins', 'Short Course in Typography', 2018],
    ]);
    // a note under the dates still details the degree above
    expect(schools('Bachelor of Arts in Design\nUniversity of Leeds\n2011 – 2015\nThesis: Type in public space\nMaster of Arts\nRoyal College of Art\n2018').map((e) => e[0])).toEqual(['University of Leeds', 'Royal College of Art']);
  });

  it('reads a small-caps degree line printed in capitals ("M.S. IN HYDROLOGY") with its subject, no "IN"', () => {
    expect(schools('Colorado School of Mines  Golden, CO\nM.S. IN HYDROLOGY  2011 - 2013').map((e) => [e[0], e[1], e[2]])).toEqual([['Colorado School of Mines', 'M.S.', 'HYDROLOGY']]);
  });

  it('reads a Nigerian education table: the campus town after the school, the class of degree, the WASSCE whole', () => {
    const text = [
      'Year  Institution  Qualification',
      '2013 – 2015  University of Lagos, Akoka  M.Sc. Structural Engineering',
      '2006 – 2011  University of Ibadan  B.Sc. Geology (Second Class Upper)',
      '2000 – 2006  Federal Government College, Enugu  West African Senior School Certificate (WASSCE)',
    ].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[2]])).toEqual([
      ['University of Lagos', 'M.Sc. Structural Engineering', null],
      ['University of Ibadan', 'B.Sc. Geology (Second Class Upper)', null],
      ['Federal Government College', 'West African Senior School Certificate (WASSCE)', null],
    ]);
    // a subject after the school and its comma stays the subject
    expect(schools('BSc (Hons)\nUniversity of Leeds, Economics  2011 – 2014').map((e) => e[2])).toEqual(['Economics']);
  });

  it('reads a Swiss vocational qualification above its school as the degree, not the school', () => {
    const text = ['HR-Fachfrau mit eidg. Fachausweis  2014 – 2015', 'KV Zürich Business School', 'Kauffrau EFZ  2005 – 2008', 'Berufsschule Bülach'].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[3]])).toEqual([
      ['KV Zürich Business School', 'HR-Fachfrau mit eidg. Fachausweis', 2015],
      ['Berufsschule Bülach', 'Kauffrau EFZ', 2008],
    ]);
  });

  it('keeps a dated bullet under a degree that names no qualification as part of it, and a bulleted degree as an entry', () => {
    const text = [
      'XYZ University',
      'Bachelor of Science in Computer Science - 3.8 GPA          Sep 2019 - May 2023',
      ' • Won 1st place in 2022 Education Hackathon',
      ' • Teaching Assistant for Programming for the Web (2022 - 2023)',
      ' • MSc Data Science, University of Leeds (2023 - 2024)',
    ].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[3]])).toEqual([
      ['XYZ University', 'Bachelor of Science', 2023],
      ['University of Leeds', 'MSc Data Science', 2024],
    ]);
  });

  it('reads the subject beside a degree whose school is printed below, and a student\'s honours under the school as no entries', () => {
    const text = [
      'Master of Arts, Counseling Psychology',
      'May 2015',
      'Bachelor of Science, Biology',
      'May 2013',
      'Hillcrest University, Dover, DE',
      'Psi Chi Honors Society Member, Hillcrest University Chapter (2011-2013)',
      'Speaker at Hillcrest University Convocation, Class of 2013',
    ].join('\n');
    expect(schools(text)).toEqual([
      [null, 'Master of Arts', 'Counseling Psychology', 2015, null],
      [null, 'Bachelor of Science', 'Biology', 2013, null],
      ['Hillcrest University', null, null, null, null],
    ]);
    // a name beside the degree with no subject in it is still its school
    expect(schools('B.Tech, VIT Vellore\n2015').map((e) => e[0])).toEqual(['VIT Vellore']);
    // a specialisation named after the subject details the degree
    expect(schools('Bachelor of Science, Psychology, Clinical Specialization\n2013').map((e) => e[0])).toEqual([null]);
  });

  it("ends a school's name at the full stop before its thesis", () => {
    expect(schools('2011 – 2015  PhD in Marine Biology, James Cook University. Thesis: Thermal tolerance of reef-building corals')[0].slice(0, 3)).toEqual([
      'James Cook University',
      'PhD',
      'Marine Biology',
    ]);
  });

  it('reads a major as the subject and leaves a minor out ("Bachelor of Arts: Major in English, Minor in Rhetoric")', () => {
    expect(schools('Education\nUniversity of Leeds  Leeds, UK\nBachelor of Arts: Major in English, Minor in Rhetoric  2019 – 2023')).toEqual([['University of Leeds', 'Bachelor of Arts', 'English', 2023, null]]);
  });

  it('keeps a certificate named "… of" a level of schooling, or spelled whole by its acronym, as one degree', () => {
    expect(schools('Northfield High School\nNational Certificate of Secondary Education, 2009')[0].slice(0, 3)).toEqual(['Northfield High School', 'National Certificate of Secondary Education', null]);
    expect(schools('Westbrook College\nRegional Diploma of Trade Practice (RDTP), 2012')[0].slice(1, 3)).toEqual(['Regional Diploma of Trade Practice (RDTP)', null]);
    expect(schools('Westbrook College\nDiploma of Trade Practice, 2012')[0].slice(1, 3)).toEqual(['Diploma', 'Trade Practice']);
  });

  it('keeps a name going on after "de" with an article as one degree ("… de la …"), not a subject', () => {
    expect(schools('Lycée Central\nBTS Gestion et suivi de la relation fournisseur, 2019')[0].slice(1, 3)).toEqual(['BTS Gestion et suivi de la relation fournisseur', null]);
    expect(schools('Universidad Central\nMáster en Derecho, 2019')[0].slice(1, 3)).toEqual(['Máster', 'Derecho']);
  });

  it('reads a GPA printed after its value ("3.6 GPA") with the value', () => {
    expect(schools('Westbrook College\nBachelor of Science in Geology - 3.6 GPA  Sep 2015 - May 2019')[0][4]).toBe('3.6 GPA');
  });

  it('keeps a letter grade\'s minus when the dates follow it ("Grade B-")', () => {
    expect(schools('2006 – 2009 | Northfield High School | National Certificate of Secondary Education, Mean Grade B-')[0][4]).toBe('Grade B-');
  });

  it('reads a labelled major on a line of its own under the degree as the subject', () => {
    expect(schools('Westbrook University\nMaster\'s degree 05/2014\nGPA: 3.82 of a maximum 4.0\nMajor: Urban Planning')[0].slice(0, 3)).toEqual(['Westbrook University', "Master's degree", 'Urban Planning']);
  });

  it('keeps a German grade\'s decimal comma ("Note 1,7"), so the grade is not cut to "Note 1"', () => {
    expect(schools('Universität Stuttgart\nDiplom Maschinenbau (Note 1,7)  2009 – 2016')[0][4]).toBe('Note 1,7');
  });

  it("keeps the thesis whole as the entry's detail, and a mark printed on its line as no grade of the degree's", () => {
    const read = (text: string) => parseEducation(extractText(text).lines).map((e) => [e.grade, e.details ?? []]);
    expect(read('Master of Arts, Geschichte\nUniversität Leipzig  2015 – 2017\nMasterarbeit: Stadtplanung in Sachsen um 1900 (Note 1,7)')).toEqual([
      [null, ['Masterarbeit: Stadtplanung in Sachsen um 1900 (Note 1,7)']],
    ]);
    expect(read('MSc Ecology, Northgate University  2015 – 2016\nThesis: Pollinator decline in urban parks (Grade A)')).toEqual([[null, ['Thesis: Pollinator decline in urban parks (Grade A)']]]);
    // the degree's own grade on a line of its own beside the thesis is the grade
    expect(read('Master of Arts, Geschichte\nUniversität Leipzig  2015 – 2017\nNote 1,3\nMasterarbeit: Stadtplanung in Sachsen')).toEqual([['Note 1,3', ['Masterarbeit: Stadtplanung in Sachsen']]]);
    // a grade on a line of its own is the degree's
    expect(schools('Master of Arts, Geschichte\nUniversität Leipzig  2015 – 2017\nNote 1,7')[0][4]).toBe('Note 1,7');
  });

  it('reads a Spanish-speaking "Tecnológico" as a school', () => {
    expect(schools('Licenciatura en Contaduría\nTecnológico de Sonora, Campus Obregón · 2010 – 2014').map((e) => [e[0], e[1]])).toEqual([['Tecnológico de Sonora', 'Licenciatura']]);
  });

  it('splits a degree glued before its school, reads initials that name a school, and drops the brackets of dates', () => {
    expect(schools('B.E Anna University, Chennai (2008-2012)').map((e) => e.slice(0, 2))).toEqual([['Anna University', 'B.E']]);
    expect(schools('Bachelors in Computer Science\nM. V. G. R College of Engineering -  Vizianagaram, Andhra Pradesh\nDecember 2008')[0][0]).toBe('M. V. G. R College of Engineering');
    expect(schools('[2010-2014]\nSathyabama University\nBachelor of Technology').map((e) => [e[0], e[1]])).toEqual([['Sathyabama University', 'Bachelor of Technology']]);
  });

  it('reads an entry that names its fields in words as written, whatever its words, and the plain entries around it', () => {
    const text = [
      'School: Children and Adults',
      'Degree: CPR Certification',
      'BSc Physics, University of Leeds, 2015',
      'Degree: Bachelor of Engineering',
      'School: Manipal University  |  2001 – 2005',
      'Degree: multi university initiative to address teacher education issues and special',
      'education inter agency',
      'Grade: 3.5',
    ].join('\n');
    expect(schools(text)).toEqual([
      ['Children and Adults', 'CPR Certification', null, null, null],
      ['University of Leeds', 'BSc Physics', null, 2015, null],
      [null, 'Bachelor of Engineering', null, null, null],
      ['Manipal University', 'multi university initiative to address teacher education issues and special education inter agency', null, 2005, '3.5'],
    ]);
  });

  it('reads a labelled degree with dates of its own under a dated entry as the next entry, its dates on its line or wrapped below it', () => {
    const dated = (degreeLines: string[]) =>
      schools(['School: Harbour Shipping Company  |  Aug 1974 – May 1975', 'Subject: Legal adviser to the board of the regional shipping authority', ...degreeLines].join('\n'));
    const expected = [
      ['Harbour Shipping Company', null, 'Legal adviser to the board of the regional shipping authority', 1975, null],
      [null, 'Legal adviser and head of the legal department of the national computer centre', null, 1973, null],
    ];
    expect(dated(['Degree: Legal adviser and head of the legal department of the national computer centre  |  Apr 1971 – Jan 1973'])).toEqual(expected);
    expect(dated(['Degree: Legal adviser and head of the legal department of the national computer centre | Apr', '1971 – Jan 1973'])).toEqual(expected);
    // a year in the degree's own words is no dates of another entry
    expect(schools('School: Faculty Senate  |  1995\nDegree: Curriculum Committee (1995 & 1996)').map((e) => [e[0], e[3]])).toEqual([['Faculty Senate', 1995]]);
  });

  it("reads a degree under a labelled subject's long value as the next entry, not the value's wrapped end", () => {
    const text = 'School: Birmingham-Southern College  |  Dec 2004\nDegree: Bachelor of Science\nSubject: Early Childhood/ Special Education/ Elementary Education\nCollaborative Degree (Birth-6th Grade) Class B Certification';
    expect(schools(text).map((e) => [e[0], e[1], e[2]])).toEqual([
      ['Birmingham-Southern College', 'Bachelor of Science', 'Early Childhood/ Special Education/ Elementary Education'],
      [null, 'Collaborative Degree (Birth-6th Grade) Class B Certification', null],
    ]);
    // a subject's wrapped end names no degree
    expect(schools('School: Leeds University  |  2015\nSubject: Curriculum and Instruction in Mathematics and Science and Their\nTeaching').map((e) => e[2])).toEqual([
      'Curriculum and Instruction in Mathematics and Science and Their Teaching',
    ]);
  });

  it('reads a year glued to a dash inside a training\'s brackets as its date, like the year after a spaced dash', () => {
    const text = ['Analysis and design with UML (Northwind Training - 2001)', 'Design patterns in C++ for engineers, Northwind Institute (Northwind Training -2001)'].join('\n');
    expect(schools(text).map((e) => e[3])).toEqual([2001, 2001]);
    expect(schools(text).some((e) => String(e[0] ?? '').includes('2001') || String(e[1] ?? '').includes('2001'))).toBe(false);
  });

  it('ends a long labelled degree at the next entry\'s dated header line, which is no wrapped end of it', () => {
    const text = [
      'Bachelor of Science — Birmingham-Southern College  |  Dec 2004',
      'Degree: Collaborative Degree (Birth-6th Grade) Class B Certification',
      'Student Teaching — Oak Mountain Elementary School  |  Sep 2004',
    ].join('\n');
    expect(schools(text).map((e) => [e[0], e[1]])).toEqual([
      ['Birmingham-Southern College', 'Bachelor of Science'],
      [null, 'Collaborative Degree (Birth-6th Grade) Class B Certification'],
      ['Oak Mountain Elementary School', 'Student Teaching'],
    ]);
  });

  it('reads no qualification from a template\'s instruction or a sentence\'s piece left without a school', () => {
    // a template's side notes run in between the entries, one line each
    const text = [
      'June 2019',
      'Lakeside University, Evanston, IL',
      'Master of Science in Higher Education Administration',
      'Research Project: "Which campus jobs relate most strongly with undergraduate',
      'learning outcomes?"',
      'June 2016',
      'Highlight any relevant experience within',
      'Ridge State University, Charlottesville, VA',
      'higher education through internships,',
      'Bachelor of Science in Psychology',
      'graduate assistantships, or volunteer work',
    ].join('\n');
    expect(schools(text).map((e) => e[1])).toEqual(['Master of Science', 'Bachelor of Science']);
  });

  it('reads no qualification from a sub-heading of activities beside a sentence, though dated', () => {
    const text = [
      'Post Graduate Diploma in Social Sciences, Open University, 2009 - 2011',
      'Child Protection Policy for a grassroots charity, India (2008)',
      'Marketing Business Plan for a grassroots charity for a cultural centre (2005)',
      'Research',
      'Survey design for an inclusive education project (2012)',
      'analysis of a global online survey for a mapping and scoping exercise of inclusive education within teacher',
      'training on global scale (2012)',
      'Academic post-graduate research on ‘The Ethical Implications of conducting research with disabled children',
      '(2010)',
      'Resources',
    ].join('\n');
    expect(schools(text).map((e) => e[0])).not.toContain('Resources');
    expect(schools(text)[0].slice(0, 2)).toEqual(['Open University', 'Post Graduate Diploma']);
  });

  it('reads doctoral and professional short forms and "Doctor of …" as degrees, and not "JD Edwards"', () => {
    const text = [
      'Ed.D., Educational Finance and Policy, Hillcrest University of America, Washington, DC, 1988',
      'Riverbend University, Springfield, IL',
      'Doctor of Philosophy in Industrial Engineering',
      '2009 - 2014',
      'Lakeview School of Law | Lakeview, Georgia | 30314',
      'J.D. (Cum Laude) | May 2006',
    ].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[3]])).toEqual([
      ['Hillcrest University of America', 'Ed.D.', 1988],
      ['Riverbend University', 'Doctor of Philosophy', 2014],
      ['Lakeview School of Law', 'J.D. (Cum Laude)', 2006],
    ]);
    expect(['Psy.D', 'Ed.S.', 'LL.B', 'Pharm.D'].every((d) => DEGREE.test(d))).toBe(true);
    expect(['JD Edwards EnterpriseOne', 'Ed Sheeran', 'Family doctor'].some((d) => DEGREE.test(d))).toBe(false);
    // Québec's diplomas before their subject; December and ASP.NET are none
    expect(['DEP en santé', 'DEC en sciences de la nature', 'AEC en comptabilité', 'ASP en lancement d\'entreprise'].every((d) => DEGREE.test(d))).toBe(true);
    expect(['Dec 2019', 'Sept 2018 – Dec', 'ASP.NET MVC', 'Dep. of Physics'].some((d) => DEGREE.test(d))).toBe(false);
  });

  it('reads no degree or subject from a phone number, a postcode or a mark beside the school, but keeps "10+2"', () => {
    const text = ['123.345-7890', 'Northfield University | Northfield, Georgia | 30314', 'May 2006', '', 'Green Valley School, 10+2, 2008', 'Riverton University, 89.8, 1999'].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[2], e[3]])).toEqual([
      ['Northfield University', null, null, 2006],
      ['Green Valley School', '10+2', null, 2008],
      ['Riverton University', null, null, 1999],
    ]);
  });

  it('reads "Degree: Subject" as the degree in that subject, and a degree bulleted under a school naming none as its degree', () => {
    const text = ['Northfield University, Baldwin City, KS', 'May 2016', 'Bachelor of Science: Elementary Education', 'Minor: Psychology', '', 'Riverton College, Pepper Pike, Ohio, August 2014', '• M. Ed. Special Education Mild to Moderate', '• Dean\'s List'].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[2], e[3]])).toEqual([
      ['Northfield University', 'Bachelor of Science', 'Elementary Education', 2016],
      ['Riverton College', 'M. Ed. Special Education Mild to Moderate', null, 2014],
    ]);
    expect(schools('Hillcrest University, 2012\n• Relevant coursework: Master classes in Design').map((e) => e[1])).toEqual([null]);
  });

  it('reads a bare label and the lines it introduces before the next school as details, not as the next entry\'s subject', () => {
    const text = ['Northfield School of Law | Atlanta, Georgia', 'J.D. | May 2006', 'GPA: 3.7', 'Activities:', 'Editor, Law Review', 'Riverton State University | Riverton, Florida', 'B.A. Art History | May 2001'].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[2], e[3]])).toEqual([
      ['Northfield School of Law', 'J.D.', null, 2006],
      ['Riverton State University', 'B.A. Art History', null, 2001],
    ]);
    // "A levels:" over its subjects names the qualification itself
    const levels = ['BA (Hons)', 'Nuneaton University 2005 - 2008', 'A levels:', 'Maths (A) English (B)', 'Coventry Central College 2003 - 2005'].join('\n');
    expect(schools(levels).map((e) => [e[0], e[1]])).toEqual([
      ['Nuneaton University', 'BA (Hons)'],
      ['Coventry Central College', 'A levels'],
    ]);
  });

  it('reads degree, field, school, year and grade from one line each', () => {
    expect(schools('BSc in Physics, University of Leeds, 2016 (First Class)\nMSc Data Science, University of Edinburgh, 2016 – 2017, Distinction')).toEqual([
      ['University of Leeds', 'BSc', 'Physics', 2016, 'First Class'],
      ['University of Edinburgh', 'MSc Data Science', null, 2017, 'Distinction'],
    ]);
  });

  it('keeps a school whose name spans two parts together, and tells a diploma from a school', () => {
    expect(schools('MBA, Rotman School of Management, University of Toronto  2014 – 2016\nHigh School Diploma, Thomas Jefferson High School, 2011')).toEqual([
      ['Rotman School of Management, University of Toronto', 'MBA', null, 2016, null],
      ['Thomas Jefferson High School', 'High School Diploma', null, 2011, null],
    ]);
  });

  it('reads degree, subject and school in that order when the school has no school word', () => {
    expect(schools('B.Tech, Computer Science, VIT Vellore, 2013 – 2017\nMBA, Wharton, 2020')).toEqual([
      ['VIT Vellore', 'B.Tech', 'Computer Science', 2017, null],
      ['Wharton', 'MBA', null, 2020, null],
    ]);
  });

  it('reads the school above the degree', () => {
    expect(schools('Technische Universität München\nB.Sc. Informatik\n10/2012 – 03/2016')).toEqual([
      ['Technische Universität München', 'B.Sc. Informatik', null, 2016, null],
    ]);
  });

  it('keeps "Bachelor of Science" as the degree and the subject after "in"', () => {
    expect(schools('Master of Education in Curriculum and Instruction\nThe Ohio State University, Columbus, OH — 2018\nBachelor of Science in Biology\nOhio University, Athens, OH — 2014')).toEqual([
      ['The Ohio State University', 'Master of Education', 'Curriculum and Instruction', 2018, null],
      ['Ohio University', 'Bachelor of Science', 'Biology', 2014, null],
    ]);
    expect(schools('Bachelor of Arts (English), Macquarie University, 2013')).toEqual([['Macquarie University', 'Bachelor of Arts', 'English', 2013, null]]);
    expect(schools('Bachelor of Science in Nursing, Arizona State University, May 2016')).toEqual([
      ['Arizona State University', 'Bachelor of Science', 'Nursing', 2016, null],
    ]);
  });

  it('keeps the abbreviated title a degree confers in its brackets, not as its subject', () => {
    expect(schools('Wirtschaftsuniversität Wien\nDiplomstudium Internationale Betriebswirtschaft (Mag.)\n2009 – 2014').map((e) => e.slice(0, 3))).toEqual([
      ['Wirtschaftsuniversität Wien', 'Diplomstudium Internationale Betriebswirtschaft (Mag.)', null],
    ]);
  });

  it('reads a subject in brackets and a percentage as the grade', () => {
    expect(schools('B.Tech (Mechanical Engineering) - College of Engineering Pune (COEP), 2019-2023, CGPA: 8.1\nHSC - Fergusson College, Pune, 2019, 88%')).toEqual([
      ['College of Engineering Pune (COEP)', 'B.Tech', 'Mechanical Engineering', 2023, 'CGPA: 8.1'],
      ['Fergusson College', 'HSC', null, 2019, '88%'],
    ]);
  });

  it('ends a school-leaving certificate\'s entry at its date line, so the degree printed after it opens its own', () => {
    const text = ['HSC', '', 'Gujarat Board', '', 'June 2009', '', 'SSC', '', 'Gujarat Board', '', 'June 2007', '', 'B.Sc in Physics', '', 'Acme University', ''].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[3]])).toEqual([
      ['Gujarat Board', 'HSC', 2009],
      ['Gujarat Board', 'SSC', 2007],
      ['Acme University', 'B.Sc', null],
    ]);
  });

  it('reads a board of education as who awarded the certificate, never as the degree', () => {
    // alone, the board stands for the school; beside a school, it is neither school nor degree
    expect(schools(['B.Tech in Civil', '', 'Acme Institute of Technology', '', '2016', '', 'State Board', '', '2012', ''].join('\n')).map((e) => [e[0], e[1], e[3]])).toEqual([
      ['Acme Institute of Technology', 'B.Tech', 2016],
      ['State Board', null, 2012],
    ]);
    expect(schools(['CBSE', '', 'Green Valley School -  Ranchi, Jharkhand', '', '2012', ''].join('\n')).map((e) => [e[0], e[1], e[3]])).toEqual([['Green Valley School', null, 2012]]);
  });

  it('reads two bare links joined as one wrapped line (a job board\'s page footer) as no part of the entry above', () => {
    const text = ['Class XII', '', 'Green Valley School', '', '2011', '', 'https://www.example.com/r/', 'https://www.example.com/r/', ''].join('\n');
    expect(schools(text).map((e) => [e[0], e[1], e[2], e[3]])).toEqual([['Green Valley School', 'Class XII', null, 2011]]);
  });

  it('does not take the repeated degree abbreviation for the subject', () => {
    expect(schools('University of Colorado Boulder\nBachelor of Science - BS, Business Administration · (2009 - 2013)')).toEqual([
      ['University of Colorado Boulder', 'Bachelor of Science', 'Business Administration', 2013, null],
    ]);
  });

  it('reads an education list written as bullets, one entry per bullet', () => {
    const entries = parseEducation(extractText('- BSc Economics, University of Leeds, 2019\n- A-levels, Leeds Grammar School, 2016').lines);
    expect(entries.map((e) => [e.institution, e.degree, e.end?.year])).toEqual([
      ['University of Leeds', 'BSc Economics', 2019],
      ['Leeds Grammar School', 'A-levels', 2016],
    ]);
  });

  it('takes a school named alone on its line over the subject beside the degree', () => {
    const entries = parseEducation(extractText('Caltech  Sep 2022 – Present\nPh.D., Applied Mathematics\nGeorgia Tech  May 2020\nB.S., Computer Science, cum laude, GPA: 3.72/4.00').lines);
    expect(entries.map((e) => [e.institution, e.degree, e.field])).toEqual([
      ['Caltech', 'Ph.D.', 'Applied Mathematics'],
      ['Georgia Tech', 'B.S.', 'Computer Science'],
    ]);
  });

  it('keeps a division and grades with their degree and reads a school listed without a degree', () => {
    const entries = parseEducation(
      extractText('CORNELL UNIVERSITY\nBS in Computer Science\nMay 2014 | Ithaca, NY\nMagna Cum Laude\nLA MARTINIERE FOR BOYS\nGrad. May 2011 | Kolkata, India\n\nLakeside Institute of Technology (Honors) | 2015-2019 |\nBachelor of Science\nCollege of Engineering\nGPA: 3.8').lines,
    );
    expect(entries.map((e) => [e.institution, e.degree])).toEqual([
      ['CORNELL UNIVERSITY', 'BS'],
      ['LA MARTINIERE FOR BOYS', null],
      ['Lakeside Institute of Technology (Honors)', 'Bachelor of Science'],
    ]);
  });

  it('reads degrees listed under a school printed on a line of its own as that school\'s', () => {
    expect(schools('Ridgemont University\nBachelor of Music, Music Composition\nCertificate, Music Business\nExpected Graduation: May 2027').map((e) => e.slice(0, 3))).toEqual([
      ['Ridgemont University', 'Bachelor of Music', 'Music Composition'],
      ['Ridgemont University', 'Certificate', 'Music Business'],
    ]);
    // a school named on the degree's own line heads nothing below it
    expect(schools('BSc Physics, University of Leeds, 2016\nMSc Computing, Imperial College London, 2017').map((e) => e[0])).toEqual(['University of Leeds', 'Imperial College London']);
  });

  it('reads a finishing date under its label ("Year Completed: 2015", "Graduated: May 2014", "Completion date: 06/2016")', () => {
    const dated = (text: string) => parseEducation(extractText(text).lines).map((e) => [e.institution, e.degree, e.end?.year ?? null, e.end?.month ?? null]);
    expect(dated('University of Texas\nBachelor of Science in Biology\nYear Completed: 2015')).toEqual([['University of Texas', 'Bachelor of Science', 2015, null]]);
    expect(dated('Bachelor of Science in Biology\nUniversity of Texas\nGraduated: May 2014')).toEqual([['University of Texas', 'Bachelor of Science', 2014, 5]]);
    expect(dated('Master of Business Administration\nBoston University\nCompletion date: 06/2016')).toEqual([['Boston University', 'Master of Business Administration', 2016, 6]]);
    expect(dated('BSc Nursing\nKing\'s College London\nYear of Passing: 2012')).toEqual([["King's College London", 'BSc Nursing', 2012, null]]);
  });

  it('reads the school after "from" in a degree sentence, cut where the name ends', () => {
    expect(schools('Bachelor of Engineering in Computer Science from VMKV Eng. college, Salem, India\nYear: 1996-1999\nDiploma in Electronics Engineering from NIT, Coimbatore, India\nYear: 1992-1995').map((e) => e.slice(0, 4))).toEqual([
      ['VMKV Eng. college', 'Bachelor of Engineering', 'Computer Science', 1999],
      ['NIT', 'Diploma', 'Electronics Engineering', 1995],
    ]);
    expect(schools('B.E from University of Madras in 2007 with an aggregate of 62%.').map((e) => e.slice(0, 2))).toEqual([['University of Madras', 'B.E']]);
  });

  it("keeps a course's size in credits with its degree, never as its subject, and reads Swedish programmes and degrees", () => {
    expect(schools('2019 – 2020  Göteborgs universitet\nSpecialistsjuksköterskeprogrammet med inriktning mot akutsjukvård, 60 hp').map((e) => e.slice(0, 3))).toEqual([
      ['Göteborgs universitet', 'Specialistsjuksköterskeprogrammet med inriktning mot akutsjukvård, 60 hp', null],
    ]);
    expect(schools('2012 – 2015  Högskolan i Borås\nSjuksköterskeprogrammet, 180 hp').map((e) => e.slice(0, 3))).toEqual([['Högskolan i Borås', 'Sjuksköterskeprogrammet, 180 hp', null]]);
    expect(schools('2014 – 2016  Universität Wien\nMSc Physics, 120 ECTS').map((e) => e[2])).toEqual([null]);
  });

  it('reads a long "Degree – School, State, Country (Year), Class" line as an entry, however long', () => {
    expect(schools('B.Tech in Mechanical Engineering – Cochin University of Science and Technology, Kerala, India (2009), First Class\nHigher Secondary (12th) – Kendriya Vidyalaya, Ernakulam, Kerala (2005)')).toEqual([
      ['Cochin University of Science and Technology', 'B.Tech', 'Mechanical Engineering', 2009, 'First Class'],
      ['Kendriya Vidyalaya', 'Higher Secondary (12th)', null, 2005, null],
    ]);
  });

  it('reads degree lines closed by a full stop, a full stop between subject and school, and a colon between school and subject', () => {
    expect(schools('2003-2004\nDiploma in News Reading and Anchoring, Mass Media College.').map((e) => e.slice(0, 2))).toEqual([['Mass Media College', 'Diploma']]);
    expect(schools('Bachelor of Engineering\nElectronics and Communication. Sree Vidyanikethan College of Engineering.\n2009').map((e) => e.slice(0, 3))).toEqual([
      ['Sree Vidyanikethan College of Engineering', 'Bachelor of Engineering', 'Electronics and Communication'],
    ]);
    expect(schools('Bachelor of Education, Monash University, 2011\nGraduate Certificate in Digital Learning. Swinburne University of Technology.\n2015').map((e) => [e[0], e[3]])).toEqual([
      ['Monash University', 2011],
      ['Swinburne University of Technology', 2015],
    ]);
    expect(schools('Stanford University: Sociology, 1986\nBachelor of Education (Honours): Monash University').map((e) => e.slice(0, 2))).toEqual([
      ['Stanford University', 'Sociology'],
      ['Monash University', 'Bachelor of Education (Honours)'],
    ]);
  });

  it("reads each row of an Indian qualifications table as its own entry, a board's certificate rows too", () => {
    const table = 'Qualification  Board / University  Year  Percentage\nB.E. (Civil Engineering)  Savitribai Phule Pune University  2014  68.40%\nHSC  Maharashtra State Board  2010  74.17%\nSSC  Maharashtra State Board  2008  81.23%';
    expect(schools(table).map((e) => [e[0], e[1], e[3]])).toEqual([
      ['Savitribai Phule Pune University', 'B.E.', 2014],
      ['Maharashtra State Board', 'HSC', 2010],
      ['Maharashtra State Board', 'SSC', 2008],
    ]);
  });

  it('parts a school from the award printed after it, and takes no column label, minor or year for a school', () => {
    expect(schools('Salford College Diploma 2004 - 2006').map((e) => e.slice(0, 2))).toEqual([['Salford College', 'Diploma']]);
    expect(schools('High School Diploma, Thomas Jefferson High School, 2011').map((e) => e.slice(0, 2))).toEqual([['Thomas Jefferson High School', 'High School Diploma']]);
    expect(schools('Institute/Board\nB.E.\nNorth Maharashtra University\n2012').map((e) => e[0])).toEqual([null, 'North Maharashtra University']);
    expect(schools('Bachelor of Science and Engineering, Major in Computer Science, Minor in Mathematics\n2000-2005').map((e) => e[0])).toEqual([null]);
  });

  it('takes no contact details printed under an "Education" subtitle for a qualification', () => {
    expect(schools('Kim Rowley\n790 Brown St\nTraralgon VIC 3844\nPh: 1230456789 (M)\nemail: kim.rowley@example.com\n\nBachelor of Education: Monash University\n2015').map((e) => e.slice(0, 2))).toEqual([
      ['Monash University', 'Bachelor of Education'],
    ]);
  });

  it('reports no entry for a line naming no school, qualification, subject or date', () => {
    expect(schools('Research\nLed a survey of inclusive play schemes for young carers.\nInternational Leadership\nKentucky Colonel')).toEqual([]);
    // a subject over a school without a school word is still a course of study
    expect(schools('Electrical engineering\n\nVSSUT,burla').map((e) => e.slice(0, 3))).toEqual([[null, 'Electrical engineering', 'VSSUT']]);
  });

  it('reads no personal detail of a sidebar printed between the lines of an entry', () => {
    expect(schools('BSc (Hons)\nT: 01924 555 0192\nE: jo@example.co.uk\nBusiness Management\nCalder Valley University 2016 - 2019\nDOB: 04/03/1998\nNationality: British').map((e) => e.slice(0, 3))).toEqual([
      ['Calder Valley University', 'BSc (Hons)', 'Business Management'],
    ]);
  });

  it('reads a bulleted degree with its school on the line below as one entry, and a bulleted list of whole entries as one entry each', () => {
    expect(schools('•Bachelor of Engineering in Electronics\nABC University, New York, NY\n2012').map((e) => e.slice(0, 2))).toEqual([['ABC University', 'Bachelor of Engineering']]);
    expect(schools('• BSc Economics, University of Leeds, 2019\n• MSc Finance, University of York, 2020').map((e) => e.slice(0, 2))).toEqual([
      ['University of Leeds', 'BSc Economics'],
      ['University of York', 'MSc Finance'],
    ]);
  });

  it('reads a degree labelled "Course:" as the degree of its entry', () => {
    expect(schools('2021 - Current\nBarwon Coast University\nCourse: Master of Information Systems\n2016 - 2019\nSouthern Cross Institute of Technology\nCourse: Bachelor of Commerce\nMajor: Accounting').map((e) => e.slice(0, 2))).toEqual([
      ['Barwon Coast University', 'Master'],
      ['Southern Cross Institute of Technology', 'Bachelor of Commerce'],
    ]);
  });

  it('reports no employer\'s in-house training or seminars as a qualification, dated or not', () => {
    expect(schools('2008 - 2010\nGreat Lakes Technical Institute\nAssociate of Applied Science in Automotive Technology\n2014\nVarious in-house trainings and manufacturer seminars on hybrid drive systems').map((e) => e.slice(0, 2))).toEqual([
      ['Great Lakes Technical Institute', 'Associate of Applied Science'],
    ]);
  });

  it('reports no entry whose degree is only a date word or a number beside its year', () => {
    expect(schools('2013 - current\n2011\nBachelor of Education: Monash University').map((e) => e.slice(0, 2))).toEqual([['Monash University', 'Bachelor of Education']]);
    expect(schools('123.345-7890\n2009\nMaster of Arts, Sociology, Westbrook University').map((e) => e.slice(0, 2))).toEqual([['Westbrook University', 'Master of Arts']]);
  });
});

describe('parseEducation: a degree and who awarded it in one sentence (issue #14)', () => {
  it("reads India's school-leaving certificates before their school or board", () => {
    expect(schools('HSC from Wadia College, Nashik, 2007').map((e) => e.slice(0, 2))).toEqual([['Wadia College', 'HSC']]);
    expect(schools('SSC from Gujarat State Board in 2005').map((e) => e.slice(0, 2))).toEqual([['Gujarat State Board', 'SSC']]);
  });

  it("reads a university named by its initials after the degree's from", () => {
    expect(schools('B.Tech from VTU Belgaum with 71% in 2011').map((e) => e.slice(0, 2))).toEqual([['VTU Belgaum', 'B.Tech']]);
  });

  it('keeps the verb out of the degree and the year\'s leading word out of the fields', () => {
    expect(schools('Completed M.Sc. (Statistics) from Osmania University, Hyderabad in 2013 with 64%')[0].slice(0, 4)).toEqual([
      'Osmania University', 'M.Sc.', 'Statistics', 2013,
    ]);
  });

  it('takes no place after from for a school', () => {
    expect(schools('B.Com from Pune, 2010').map((e) => e[0])).not.toContain('Pune');
  });

  it('names a school word left alone by a narrow column after the town wrapped onto the next line', () => {
    expect(schools('MA Geschiedenis\nRijksuniversiteit\nLeiden\n2015 – 2016').map((e) => e[0])).toEqual(['Rijksuniversiteit Leiden']);
    expect(schools('Bachelor Bedrijfskunde\nHogeschool\nUtrecht\n2010 – 2014').map((e) => e[0])).toEqual(['Hogeschool Utrecht']);
  });

  it("reads a German certification exam ('Meisterprüfung') as the degree under a chamber no school word names", () => {
    expect(schools('2019  Handwerkskammer für München und Oberbayern\nMeisterprüfung im Elektrotechniker-Handwerk').map((e) => [e[0], e[1]])).toEqual([
      ['Handwerkskammer für München und Oberbayern', 'Meisterprüfung im Elektrotechniker-Handwerk'],
    ]);
  });
});

describe('a school above its dated degree', () => {
  it("joins a school with no degree to the dated degree below with no school (a town line between them)", () => {
    expect(schools("University of Maryland, College Park\nCollege Park, MD United States\nBachelor's degree 05/2012\nGPA: 3.41 of a maximum 4.0").map((e) => [e[0], e[1], e[3]])).toEqual([
      ['University of Maryland, College Park', "Bachelor's degree", 2012],
    ]);
  });

  it('reads German school-leaving certificates as degrees', () => {
    for (const name of ['Fachoberschulreife', 'Fachhochschulreife', 'Mittlere Reife', 'Realschulabschluss', 'Hauptschulabschluss']) expect(DEGREE.test(name)).toBe(true);
  });
});

describe('a line naming the level of study, the subject and the title awarded', () => {
  it('reads the title as the degree and the labelled subject without its label', () => {
    expect(schools('2014 – 2016  Politechnika Opolska\nStudia II stopnia, kierunek Mechanika – tytuł magistra inżyniera')).toEqual([
      ['Politechnika Opolska', 'tytuł magistra inżyniera', 'Mechanika', 2016, null],
    ]);
  });
  it('keeps a level of study off the school name when no title is printed', () => {
    const [entry] = schools('2010 – 2014  Politechnika Opolska\nStudia I stopnia, kierunek Mechanika');
    expect(entry[0]).toBe('Politechnika Opolska');
    expect(entry[1]).toBe('Studia I stopnia');
  });
  it('takes a subject label off in other languages too', () => {
    const [entry] = schools('2008 – 2012  Technische Universität Chemnitz\nBachelor of Science, Fachrichtung Elektrotechnik');
    expect(entry[2]).toBe('Elektrotechnik');
  });
});

describe('a thesis line under a degree', () => {
  it('names no degree of its own when the thesis is one word with the degree ("Masterarbeit")', () => {
    for (const line of ['Masterarbeit: Preisaktionen im Handel', 'Bachelorarbeit: Lagerlogistik', 'Masterthesis: Retail pricing']) expect(DEGREE.test(line), line).toBe(false);
    for (const line of ['Master of Science', 'Masterstudium Informatik', 'Bachelor of Arts']) expect(DEGREE.test(line), line).toBe(true);
  });
});

