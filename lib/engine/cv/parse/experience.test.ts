import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import type { ExtractedLine } from '../types';
import { isPlaceField } from './entry-fields';
import { parseExperience } from './experience';

const jobs = (text: string) =>
  parseExperience(extractText(text).lines).map((e) => ({
    title: e.title,
    employer: e.employer,
    location: e.location,
    start: e.start && `${e.start.year}-${e.start.month ?? ''}`,
    end: e.current ? 'present' : e.end && `${e.end.year}-${e.end.month ?? ''}`,
    bullets: e.bullets.length,
  }));

describe('parseExperience', () => {
  it('keeps the unit after a dash in a title line of its own, the organisation being on the line below', () => {
    const read = jobs("Infirmière clinicienne – Urgence\nCHU de Québec · Québec · Depuis août 2020\n• Triage de 60 patients.\n\nInfirmière – Soins intensifs\nInstitut universitaire de cardiologie et de pneumologie de Québec ·\nQuébec · Mai 2016 – Juillet 2020\n• Soins aux patients.");
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Infirmière clinicienne – Urgence', 'CHU de Québec', 'Québec'],
      ['Infirmière – Soins intensifs', 'Institut universitaire de cardiologie et de pneumologie de Québec', 'Québec'],
    ]);
    // the employer's line as printed: a network, a dash, then its site after a comma
    expect(jobs("Infirmière clinicienne – Urgence\nCHU de Québec – Université Laval, Hôpital de l'Enfant-Jésus · Québec ·\nDepuis août 2020\n• Triage.").map((j) => j.employer)).toEqual([
      "CHU de Québec – Université Laval, Hôpital de l'Enfant-Jésus",
    ]);
    // a bracketed note after the unit (the account, the shift) leaves it the title's unit
    expect(jobs('Shift Supervisor – Technical Support (Night Shift)\nNorthwind Services Ltd\nMarch 2019 – Present\n• Led.').map((j) => [j.title, j.employer])).toEqual([
      ['Shift Supervisor – Technical Support (Night Shift)', 'Northwind Services Ltd'],
    ]);
    // an organisation after the dash is the employer still
    expect(jobs('Staff Nurse – Mercy Hospital\nDublin\n2019 – 2021\n• Cared.').map((j) => [j.title, j.employer])).toEqual([['Staff Nurse', 'Mercy Hospital']]);
  });
  it('reads a ward and its city after the employer as the place, not as the employer', () => {
    const read = jobs('The Okura Tokyo  Minato-ku, Tokyo · Apr 2021 – Present\nFront Office Manager\n• Lead a team of 32.\n\nHotel Granvia Osaka  Kita-ku, Osaka · Oct 2017 – Mar 2021\nAssistant Front Office Manager\n• Managed overbooking.');
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Front Office Manager', 'The Okura Tokyo', 'Minato-ku, Tokyo'],
      ['Assistant Front Office Manager', 'Hotel Granvia Osaka', 'Kita-ku, Osaka'],
    ]);
  });
  it('keeps a Mexican legal form of several words with the employer, never as its town', () => {
    const read = jobs('Contador General\nGrupo Industrial Saltillo, S.A.B. de C.V. | Marzo 2020 – Actual\n• Coordino un equipo.\n\nAuxiliar Contable\nComercializadora Norte, S. de R.L. de C.V. | Enero 2014 – Junio 2016\n• Registro de pólizas.');
    expect(read.map((j) => [j.employer, j.location])).toEqual([
      ['Grupo Industrial Saltillo, S.A.B. de C.V.', null],
      ['Comercializadora Norte, S. de R.L. de C.V.', null],
    ]);
  });
  it('reads a Spanish-speaking town written with the word for city as the job\'s place', () => {
    const read = jobs('Contador General\nGrupo Industrial Norte, S.A. de C.V. | Ciudad de México | 2019 – actual\n• Coordino un equipo.\n\nAuxiliar Contable\nFarmacias Unidas | Ciudad Juárez | 2014 – 2018\n• Registro de pólizas.');
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Contador General', 'Grupo Industrial Norte, S.A. de C.V.', 'Ciudad de México'],
      ['Auxiliar Contable', 'Farmacias Unidas', 'Ciudad Juárez'],
    ]);
  });
  it('keeps a firm named with a plus or an ampersand whole, and reads a branch town after a dash as the place', () => {
    const read = jobs('Logistics Coordinator\nKuehne + Nagel, Hamburg\n01/2019 – 12/2022\n- Booked freight.\n\nStore Supervisor\nDelhaize – Ghislenghien\n03/2016 – 12/2018\n- Ran the store.\n\nSales Assistant\nH&M – Bruxelles\n2014 – 2016\n- Served customers.');
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Logistics Coordinator', 'Kuehne + Nagel', 'Hamburg'],
      ['Store Supervisor', 'Delhaize', 'Ghislenghien'],
      ['Sales Assistant', 'H&M', 'Bruxelles'],
    ]);
    // an Argentine legal form of four letters closes the name, no sentence
    expect(jobs('03/2016 – 01/2020  Analista Contable – Arcor S.A.I.C., Arroyito\n- Conciliaciones bancarias.')[0]).toMatchObject({ employer: 'Arcor S.A.I.C.', location: 'Arroyito' });
    // a unit or a product after the dash stays the employer's: its words are a team's or a skill's
    expect(jobs('Engineer\nGoogle – Android\n2019 – 2021\n- Built apps.')[0]).toMatchObject({ employer: 'Google – Android', location: null });
  });

  it('reads each line of a list of one-line jobs closed by their dates as a job, a lone year too', () => {
    const read = jobs('Teaching Assistant, Hilltop Academy, Denver, CO, 2001 to 2004\nArt Teacher, Riverbend Middle School, Denver, CO, 2000\n•\n•\nLibrary Aide, Maple Grove Library, Boulder, CO, 1999');
    expect(read.map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
      ['Teaching Assistant', 'Hilltop Academy', '2001-', '2004-'],
      ['Art Teacher', 'Riverbend Middle School', '2000-', '2000-'],
      ['Library Aide', 'Maple Grove Library', '1999-', '1999-'],
    ]);
  });

  it('reads an "(Internal)" after a title as a term of the post, not its employer', () => {
    expect(jobs('Software Engineer (Internal), 2009 - 2010\n• Ran design reviews')[0].employer).toBeNull();
  });

  it('opens an entry at each line that starts with its years and a colon, a lone year\'s note too, when blank lines stand between them', () => {
    const read = jobs('2015-18: SENIOR ANALYST, NORTHWIND TRUST, Leeds\nwith wide responsibility for staff supervision and the audit programme.\n\n2014: Walked the coast of Portugal for a year.\n\n2010-13: ANALYST, NORTHWIND TRUST, in Leeds\n& later based in York. I prepared reports.');
    expect(read.filter((j) => j.start !== '2014-').map((j) => [j.title, j.start, j.end])).toEqual([
      ['SENIOR ANALYST', '2015-', '2018-'],
      ['ANALYST', '2010-', '2013-'],
    ]);
  });

  it('reads the title before the project it served ("Researcher for <Detecting video torrents …>"), and no title from a topic alone', () => {
    const entry = (title: string) =>
      jobs(`Undergraduate Research, Computer Vision Lab                   Pohang, S.Korea\n${title}     Sep. 2012 - Feb. 2013\n• Researched retrieval of videos by image content.`)[0];
    expect(entry('Researcher for <Detecting video’s torrents using image similarity algorithms>').title).toBe('Researcher');
    expect(entry('Research Assistant (Detecting tumours in MRI scans using deep learning)').title).toBe('Research Assistant');
    expect(entry('Detecting video torrents using image similarity algorithms')?.title ?? null).toBeNull();
    // a sentence opening with a title and "for" is no title of its own
    expect(entry('Lead design engineer for 12 City of Calgary water main renewal packages, totalling $60M')?.title ?? null).toBeNull();
  });

  it('reads a town and its state after the employer as the place, not a town inside the name', () => {
    const read = jobs('Designation: Digital Advertising Executive\nOrganization: Violet Advertisers, Phoenix, AZ\nDuration: May 2010 - till date\n- Devised campaigns.\nProgram Manager | 2010 – 2012\nNew Morgan and Co., Inc.; Trenton, NJ\n- Ran the PMO.');
    expect(read.map((j) => [j.employer, j.location])).toEqual([
      ['Violet Advertisers', 'Phoenix, AZ'],
      ['New Morgan and Co., Inc.', 'Trenton, NJ'],
    ]);
  });

  it('joins a town wrapped after the header\'s last comma ("…, New" above "York"), and leaves a place above its country alone', () => {
    const read = jobs('Assistant Principal, Lakeside School District, New\nYork\n1999 - Present\n- Led the literacy programme.\nEnglish Teacher, Hillview Academy, Berlin\nGermany\n1990 - 1999\n- Taught English.');
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Assistant Principal', 'Lakeside School District', 'New York'],
      ['English Teacher', 'Hillview Academy', 'Berlin'],
    ]);
    // the words before the break and the town below name no town together
    const apart = jobs('Technical Lead, Developer\nMaps Routing, Transit Data, Offline Maps\n08/2010 - 04/2016 Redmond, WA\n- Led five engineers.');
    expect(apart.map((j) => j.location)).toEqual(['Redmond, WA']);
  });

  it('reads a field that only says the job goes on ("Ongoing") as no employer, title or place', () => {
    const read = jobs('FREELANCE WEB DEVELOPER, Ongoing   Short term freelance/consulting positions, March 2013 – Present\n- Built sites in Drupal 7.\nACME SYSTEMS\nWeb Developer, August 2011 – January 2012\n- Kept the site up.');
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Short term freelance/consulting positions', 'FREELANCE WEB DEVELOPER', null],
      ['Web Developer', 'ACME SYSTEMS', null],
    ]);
  });

  it('reads a Dutch title ("Grafisch ontwerper") as the title above an employer named like a person', () => {
    const read = jobs('Grafisch ontwerper\nVan Houten Postma\nfeb. 2017 – aug. 2020\n• Affiches voor festivals.\nVormgever\nJansen Verhoef\n2015 – 2017\n• Drukklaar maken van boeken.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Grafisch ontwerper', 'Van Houten Postma'], ['Vormgever', 'Jansen Verhoef']]);
  });

  it('reads a brand written in lower case ("bol.com", "eBay") as the employer', () => {
    const read = jobs('Senior UX Designer\nbol.com, Utrecht | sep. 2021 – heden\n• Herontwerp van de checkout.\nProduct Analyst\neBay, Berlin | 2017 – 2021\n• Built the seller dashboards.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Senior UX Designer', 'bol.com'], ['Product Analyst', 'eBay']]);
  });

  it('reads an employer line that ends in a state\'s initials as the entry\'s employer, not as a sentence', () => {
    const read = jobs('Jefa de Ventas  Marzo 2016 – Diciembre 2019\nAlimentos del Norte – Santa Catarina, N.L.\n• Negociación anual con cadenas de autoservicio.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Jefa de Ventas', 'Alimentos del Norte']]);
    // a sentence that ends in a country's initials is still a sentence about the employer
    const described = jobs('Northwind Associates  Palatine, IL 2006 to 2009\nLeading provider of HR benefits, outsourcing, and consulting services in the U.S.\nand U.K. 25,000 employees. 30 countries. $3B sales.\nSENIOR OPERATIONS EXECUTIVE\nDoubled sales performance and profitability by establishing robust tools.');
    expect(described.map((j) => [j.title, j.employer])).toEqual([['SENIOR OPERATIONS EXECUTIVE', 'Northwind Associates']]);
  });

  // the years joined by U+2010 (as a word processor's export has them) leave "Title: Employer, Town" a line of its own
  it('parts a town from the employer in a "Title: Employer, Town" line as a header line would', () => {
    const read = jobs('2009\u20102011\nTeacher Assistant: Smithville Primary School\n- Supported four children.\n2001\u20102002\nFull-time Instructor: Silver Adult Training Centre, Johnsonville\n- Developed programs.');
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Teacher Assistant', 'Smithville Primary School', null],
      ['Full-time Instructor', 'Silver Adult Training Centre', 'Johnsonville'],
    ]);
  });

  it('parts a town from an employer that names no organisation\'s word, as a header line of its own is read', () => {
    const read = jobs('2009\u20102011\nTeacher Assistant: Smithville Primary School\n- Supported four children.\n2001\u20102002\nCamp Counselor: Lakeview Home for Children, Millbrook\n- Led activities.');
    expect(read.map((j) => [j.title, j.employer, j.location])[1]).toEqual(['Camp Counselor', 'Lakeview Home for Children', 'Millbrook']);
    // the reprint prints the employer on a line of its own, and reads the same
    const reprinted = jobs('Camp Counselor  |  2001 – 2002\nLakeview Home for Children, Millbrook\n• Led activities.');
    expect(reprinted.map((j) => [j.title, j.employer, j.location])).toEqual([['Camp Counselor', 'Lakeview Home for Children', 'Millbrook']]);
  });

  it('reads a title labelled without an employer as a job without one, under an undated job or a dated one', () => {
    const read = jobs('Game Programmer\nTwist Mobile India (P) Ltd\nJob title: Freelance Game Programmer\nMay 2014 – Jun 2014\n- Built games.\nFifth Grade Teacher | 1996 – 2001\nABC Elementary School\nJob title: Third Grade Teacher\n1990 – 1996');
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Game Programmer', 'Twist Mobile India (P) Ltd'],
      ['Freelance Game Programmer', null],
      ['Fifth Grade Teacher', 'ABC Elementary School'],
      ['Third Grade Teacher', null],
    ]);
  });

  it('reads "Title — Company, City | Dates" lines', () => {
    expect(jobs('Senior Engineer — Acme Corp, Berlin | Jan 2019 – Present\n- Built things.\n- Led people.\nEngineer — Beta GmbH, Munich | 2016 – 2018\n- Shipped.')).toEqual([
      { title: 'Senior Engineer', employer: 'Acme Corp', location: 'Berlin', start: '2019-1', end: 'present', bullets: 2 },
      { title: 'Engineer', employer: 'Beta GmbH', location: 'Munich', start: '2016-', end: '2018-', bullets: 1 },
    ]);
  });

  it('keeps a university named with its campus whole when the line prints its place apart, and reads "Freelance" where the employer goes', () => {
    const text = [
      'University of California, Berkeley  Berkeley, CA',
      'Transfer Center Peer  September 2025-Present',
      '• Designed flyers for transfer students.',
      'Freelance  Berkeley, CA',
      'English Tutor  March 2023-December 2024',
      '• Tutored 8 high school students.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      { title: 'Transfer Center Peer', employer: 'University of California, Berkeley', location: 'Berkeley, CA', start: '2025-9', end: 'present', bullets: 1 },
      { title: 'English Tutor', employer: 'Freelance', location: 'Berkeley, CA', start: '2023-3', end: '2024-12', bullets: 1 },
    ]);
  });

  it('still takes the town off an employer the line names with it', () => {
    expect(jobs('Acme Ltd, Leeds\nAnalyst  Jan 2020 - Dec 2021\n• Built reports.')).toEqual([
      { title: 'Analyst', employer: 'Acme Ltd', location: 'Leeds', start: '2020-1', end: '2021-12', bullets: 1 },
    ]);
  });

  it('reads "Company" above "Title  Dates"', () => {
    expect(jobs('Freshworks, Chennai\nSupport Lead    Jan 2022 - Present\n* Led 14 agents.\nFlipkart\nSupport Executive    Aug 2019 - Dec 2021\n* Escalations.')).toEqual([
      { title: 'Support Lead', employer: 'Freshworks', location: 'Chennai', start: '2022-1', end: 'present', bullets: 1 },
      { title: 'Support Executive', employer: 'Flipkart', location: null, start: '2019-8', end: '2021-12', bullets: 1 },
    ]);
  });

  it('reads "Title at Company" with the dates on their own line', () => {
    expect(jobs('Data Analyst at Monzo\nMarch 2018 to June 2020\n- Reports.')).toEqual([
      { title: 'Data Analyst', employer: 'Monzo', location: null, start: '2018-3', end: '2020-6', bullets: 1 },
    ]);
  });

  it('reads dates above the title, as table layouts put them', () => {
    expect(jobs('Oct 2020 – Present\nFinancial Controller\nThe Hut Group, Manchester\n- Closes.')).toEqual([
      { title: 'Financial Controller', employer: 'The Hut Group', location: 'Manchester', start: '2020-10', end: 'present', bullets: 1 },
    ]);
  });

  it('splits consecutive dated lines without bullets into separate jobs', () => {
    expect(jobs('Barista, Café Nero | 2014 – 2015\nWaiter, Pizza Express | 2013 – 2014')).toEqual([
      { title: 'Barista', employer: 'Café Nero', location: null, start: '2014-', end: '2015-', bullets: 0 },
      { title: 'Waiter', employer: 'Pizza Express', location: null, start: '2013-', end: '2014-', bullets: 0 },
    ]);
  });

  it('carries the employer over to a promotion listed under it', () => {
    expect(jobs('ACME CORPORATION | Chicago, IL\nSenior Engineer | June 2019 – Present\n• Led.\nEngineer | Jan 2017 – May 2019\n• Coded.')).toEqual([
      { title: 'Senior Engineer', employer: 'ACME CORPORATION', location: 'Chicago, IL', start: '2019-6', end: 'present', bullets: 1 },
      { title: 'Engineer', employer: 'ACME CORPORATION', location: 'Chicago, IL', start: '2017-1', end: '2019-5', bullets: 1 },
    ]);
  });

  it('carries the employer down a chain of promotions, not to the first alone', () => {
    const read = jobs('Northwind Stores | Chicago, IL\nOffice Manager, 2007 to present\nSecretary, 1998 to 2007\nOffice Clerk, 1997 to 1998\n- Ran the office.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Office Manager', 'Northwind Stores'],
      ['Secretary', 'Northwind Stores'],
      ['Office Clerk', 'Northwind Stores'],
    ]);
  });

  it('keeps jobs without dates and leaves the dates null', () => {
    expect(jobs('Tutor, Grind School Dublin\n- Exam courses.\nSubstitute Teacher, St. Mary\'s School, Naas\n- Cover.')).toEqual([
      { title: 'Tutor', employer: 'Grind School Dublin', location: null, start: null, end: null, bullets: 1 },
      { title: 'Substitute Teacher', employer: "St. Mary's School", location: 'Naas', start: null, end: null, bullets: 1 },
    ]);
  });

  it('attaches a trailing note to the job above instead of inventing a job', () => {
    const [job, ...rest] = parseExperience(extractText('Engineer, Acme Ltd | 2019 – 2021\n- Built a queue.\nTech: Go, Kafka').lines);
    expect(rest).toEqual([]);
    expect(job.description).toEqual(['Tech: Go, Kafka']);
  });

  it('keeps a title with small numbers and a plural employer word in place', () => {
    expect(jobs('Science Teacher, Grades 6-8\nWorthington City Schools, Worthington, OH\nAugust 2016 - Present\n- Designed curriculum')).toEqual([
      { title: 'Science Teacher, Grades 6-8', employer: 'Worthington City Schools', location: 'Worthington, OH', start: '2016-8', end: 'present', bullets: 1 },
    ]);
  });

  it('reads German compound titles as titles and a town with a particle as the place', () => {
    expect(jobs('Key Account Manager\nRed Bull GmbH, Fuschl am See\n04/2018 – heute\n• Betreuung von Schlüsselkunden\n\nVertriebsmitarbeiter\nSpar Österreich, Salzburg\n09/2014 – 03/2018')).toEqual([
      { title: 'Key Account Manager', employer: 'Red Bull GmbH', location: 'Fuschl am See', start: '2018-4', end: 'present', bullets: 1 },
      { title: 'Vertriebsmitarbeiter', employer: 'Spar Österreich', location: 'Salzburg', start: '2014-9', end: '2018-3', bullets: 0 },
    ]);
  });

  it('reads form-like entries with labelled fields', () => {
    expect(jobs('Organisation: Genpact India Pvt. Ltd.\nDesignation: HR Business Partner\nDuration: June 2018 to till date\nResponsibilities:\n• Partnered with 2,500 employees\n\nOrganisation: HCL Technologies Ltd.\nDesignation: HR Executive\nDuration: July 2014 to May 2018')).toEqual([
      { title: 'HR Business Partner', employer: 'Genpact India Pvt. Ltd.', location: null, start: '2018-6', end: 'present', bullets: 1 },
      { title: 'HR Executive', employer: 'HCL Technologies Ltd.', location: null, start: '2014-7', end: '2018-5', bullets: 0 },
    ]);
  });

  it("keeps a labelled post's unit after the dash, and leaves a second name of the employer out", () => {
    expect(jobs('Travancore Polymers Ltd., Kochi, India  Aug 2009 – Jun 2013\nDesignation: Graduate Engineer Trainee – Maintenance\n• Preventive maintenance of extruders')).toEqual([
      { title: 'Graduate Engineer Trainee – Maintenance', employer: 'Travancore Polymers Ltd.', location: 'Kochi, India', start: '2009-8', end: '2013-6', bullets: 1 },
    ]);
    expect(jobs('Microsoft Corporation  Aug 2009 – Jun 2013\nDesignation: Support Engineer – Microsoft India\n• Resolved 40 cases a week').map((j) => j.title)).toEqual(['Support Engineer']);
  });

  it('keeps "Client:" and "Role:" lines under a job as its description', () => {
    expect(jobs('Infosys Ltd | Senior Systems Engineer | 2018 - 2021\nProject: Core Banking\nClient: HSBC\nRole: Developer\n- Built APIs')).toEqual([
      { title: 'Senior Systems Engineer', employer: 'Infosys Ltd', location: null, start: '2018-', end: '2021-', bullets: 1 },
    ]);
  });

  it('reads Spanish feminine titles above the employer', () => {
    expect(jobs('Directora Financiera\nGrupo Puig, Barcelona\nDesde 2020\n- Liderazgo de un equipo')).toEqual([
      { title: 'Directora Financiera', employer: 'Grupo Puig', location: 'Barcelona', start: '2020-', end: 'present', bullets: 1 },
    ]);
  });

  it('keeps a bracket as the title\'s note when the employer has a line of its own above', () => {
    expect(jobs('R.O.K Cyber Command  Seoul, South Korea\nSecurity Researcher (Compulsory Military Service)  Aug. 2014 – Apr. 2016\n• Built a tracing system.').map((j) => [j.title, j.employer])).toEqual([
      ['Security Researcher (Compulsory Military Service)', 'R.O.K Cyber Command'],
    ]);
    expect(jobs('Design Intern (Naver Corporation)  Jun 2019 – Aug 2019\n• Drew screens.').map((j) => [j.title, j.employer])).toEqual([['Design Intern', 'Naver Corporation']]);
  });

  it('reads positions opened by their years and closed by a full stop, and a town run into the title before a state', () => {
    expect(jobs('2018 to 2021: Associate Dean, College of Natural Resources.\nResponsibilities included curriculum review.').map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
      ['Associate Dean', 'College of Natural Resources', '2018-', '2021-'],
    ]);
    expect(jobs('Xylin August 2003  December 2007\nOwner/Web Developer West Hills, California\nBuilt sites.').map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Owner/Web Developer', 'Xylin', 'West Hills, California'],
    ]);
  });

  it('keeps a short indented line\'s wrapped end, opening in lower case, with its sentence and its job', () => {
    const text = 'Team Lead\nAcme Freight, Springfield          2019 - Present\n    Ran the weekly planning meeting.\n    Led a team of analysts across two\n        regional depots.\nPlanner\nBeta Parcel, Springfield          2015 - 2018\n    Planned routes for 30 vans.';
    const parsed = parseExperience(extractText(text).lines);
    expect(parsed.map((j) => j.title)).toEqual(['Team Lead', 'Planner']);
    expect([...parsed[0].description, ...parsed[0].bullets].join(' ')).toContain('across two regional depots.');
  });

  it('reads no job from a bracketed note wrapped under a described job', () => {
    const text = 'July 2012 - Present\nAlumni Sharing Knowledge Program, University of Virginia\nAlumni Career Mentor\nOffer career guidance to undergraduate students, graduate students and alumni: mock interviews,\nresume critique, networking advice, and academic planning\nParticipated in an academic and professional panel discussion for low-income and first-generation students\n(TRiO Student Support Services)\nSelected to feature professional profile in the Career Centers online newsletter for April 2013';
    expect(jobs(text).map((j) => j.title)).toEqual(['Alumni Career Mentor']);
  });

  it('reads a place in brackets after the employer, but keeps a brand in brackets', () => {
    expect(jobs('2021 – Present | Stripe (Remote) | Staff Software Engineer\n2017 – 2020 | HomeAway (Vrbo) | Software Engineer II').map((j) => [j.employer, j.location])).toEqual([
      ['Stripe', 'Remote'],
      ['HomeAway (Vrbo)', null],
    ]);
  });

  it('reads "dès 2019" as a current role', () => {
    expect(jobs('Chef de projet IT, Banque Pictet & Cie SA, Genève\ndès 2019')).toEqual([
      { title: 'Chef de projet IT', employer: 'Banque Pictet & Cie SA', location: 'Genève', start: '2019-', end: 'present', bullets: 0 },
    ]);
  });

  it('reads indented lines under a dated header in a PDF as bullets whose markers were drawn', () => {
    const pdf = (text: string, x: number, bold = false): ExtractedLine => ({ text, page: 1, column: 0, x, y: 0, fontSize: 10, bold, headingHint: false, gapBefore: 1 });
    const entries = parseExperience([
      pdf('Senior Financial Analyst, Bank of America  Charlotte, NC | Mar 2020 – Present', 40),
      pdf('Built a driver-based forecast model covering $4B in operating expenses', 70),
      pdf('Automated monthly variance reporting with Python and Alteryx', 70),
      pdf('Acme Corp  2016 – 2018', 40, true),
      pdf('Investment Banking Analyst', 52),
      // a table: dates in the left column, the details in a column far to the right
      pdf('04.2019 – obecnie  Kierownik projektu', 40),
      pdf('Fujitsu Technology Solutions Polska, Łódź', 180),
    ]);
    expect(entries.map((e) => [e.title, e.employer, e.bullets.length])).toEqual([
      ['Senior Financial Analyst', 'Bank of America', 2],
      ['Investment Banking Analyst', 'Acme Corp', 0],
      ['Kierownik projektu', 'Fujitsu Technology Solutions Polska', 0],
    ]);
  });

  it('keeps an indented achievement that ends in a year with its job, so it dates no entry below', () => {
    const pdf = (text: string, x: number): ExtractedLine => ({ text, page: 1, column: 0, x, y: 0, fontSize: 10, bold: false, headingHint: false, gapBefore: 1 });
    const entries = parseExperience([
      pdf("Conseillère clientèle – Crédit Agricole, Mérignac  Sept. 2021 – aujourd'hui", 40),
      pdf("Gestion d'un portefeuille de 450 clients particuliers", 56),
      pdf('Taux de satisfaction client de 92 % en 2023', 56),
      pdf('Conseillère de vente – Sephora, Bordeaux  Oct. 2019 – Août 2021', 40),
      pdf('Accueil et conseil des clientes', 56),
    ]);
    expect(entries.map((e) => [e.title, e.employer, e.start && `${e.start.year}-${e.start.month}`, e.bullets.length])).toEqual([
      ['Conseillère clientèle', 'Crédit Agricole', '2021-9', 2],
      ['Conseillère de vente', 'Sephora', '2019-10', 1],
    ]);
  });

  it('splits "Title, Company Ltd" when the other field is only a town', () => {
    expect(jobs('Operations Manager, Amazon UK Services Ltd — Avonmouth      Oct 2021 – Present\n• Run a fulfilment centre shift')).toEqual([
      { title: 'Operations Manager', employer: 'Amazon UK Services Ltd', location: null, start: '2021-10', end: 'present', bullets: 1 },
    ]);
    // a department after the title stays with it when another field names the employer
    expect(jobs('Registered Nurse, Emergency Department | Mayo Clinic | Jan 2019 – Present').map((j) => [j.title, j.employer])).toEqual([
      ['Registered Nurse, Emergency Department', 'Mayo Clinic'],
    ]);
  });

  it('reads a LinkedIn export: tenure lines dropped, the place after the dates kept with its role', () => {
    const text = 'Snowflake\nEnterprise Account Executive\nFebruary 2021 - Present (3 years 5 months)\nDenver, Colorado, United States\n\nOracle\n3 years 8 months\nSenior Account Executive\nJanuary 2019 - January 2021 (2 years 1 month)\nRegional Account Executive\nJune 2017 - December 2018 (1 year 7 months)\nDenver, Colorado';
    expect(jobs(text)).toEqual([
      { title: 'Enterprise Account Executive', employer: 'Snowflake', location: 'Denver, Colorado, United States', start: '2021-2', end: 'present', bullets: 0 },
      { title: 'Senior Account Executive', employer: 'Oracle', location: null, start: '2019-1', end: '2021-1', bullets: 0 },
      { title: 'Regional Account Executive', employer: 'Oracle', location: 'Denver, Colorado', start: '2017-6', end: '2018-12', bullets: 0 },
    ]);
  });

  it('reads a range printed one date a line, or whose dash was lost', () => {
    expect(jobs('Paralegal, Cohen & Foster (1999\n2004)\n- Filed.').map((j) => [j.start, j.end])).toEqual([['1999-', '2004-']]);
    expect(jobs('2007\nPresent: Associate Copywriter, Saatchi & Saatchi\n- Wrote captions.').map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
      ['Associate Copywriter', 'Saatchi & Saatchi', '2007-', 'present'],
    ]);
    expect(jobs('Team Lead, QA\nWipro Technologies, Canada\nMay 2006\nApril 2008\n- Led testing.')).toEqual([
      { title: 'Team Lead, QA', employer: 'Wipro Technologies', location: 'Canada', start: '2006-5', end: '2008-4', bullets: 1 },
    ]);
    // both months of one year, the dash lost at the line break
    expect(jobs('Assistant Teacher, Appletree Daycare, Muncie, Indiana; January\nDecember 2010\n- Planned activities.').map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
      ['Assistant Teacher', 'Appletree Daycare', '2010-1', '2010-12'],
    ]);
    // "may" ending a sentence is no month
    expect(jobs('Data Analyst, Acme Ltd, 2012 – 2014\nReports that managers may\nJune 2015\n- Built reports.').map((j) => j.start)).not.toContain('2015-5');
  });

  it('gives the dates printed under a job\'s client line to that job', () => {
    expect(jobs('Test Lead\nCGI, Canada\nClient: Atlantic Lottery Corporation\nSeptember 2011\nJanuary 2012\nDescription\n- Hosted kickoff meetings.')).toEqual([
      { title: 'Test Lead', employer: 'CGI', location: 'Canada', start: '2011-9', end: '2012-1', bullets: 1 },
    ]);
  });

  it('reads project blocks and undated notes under a job as that job\'s details, not as jobs', () => {
    const text = [
      'Infosys Limited – Senior Engineer (June 2016 – Present)',
      'Project: Core Banking', 'Client: Standard Chartered', 'Duration: June 2018 – Present', 'Role: Module Lead', 'Team Size: 8',
      '- Led the payments module.',
      'Experience in Test & Defect Management',
      'Tata Consultancy Services – Engineer (July 2012 – May 2016)',
    ].join('\n');
    expect(jobs(text).map((j) => [j.title, j.employer, j.start, j.end])).toEqual([
      ['Senior Engineer', 'Infosys Limited', '2016-6', 'present'],
      ['Engineer', 'Tata Consultancy Services', '2012-7', '2016-5'],
    ]);
  });

  it('reads an undated block opened by an "Employer:" or "Job title:" label as a job, even in a dated section', () => {
    const text = [
      'Editor | Mar 2019 – Dec 2024', 'Nod Publishing', '- Edited twelve titles a year.',
      'Job title: Co-Founder and CFO', 'Employer: Animation School', '- Raised the first round of funding.',
      'Employer: Kestrel Labs', '- Ran the payroll.',
      'Experience in Test & Defect Management',
    ].join('\n');
    expect(jobs(text).map((j) => [j.title, j.employer, j.start])).toEqual([
      ['Editor', 'Nod Publishing', '2019-3'],
      ['Co-Founder and CFO', 'Animation School', null],
      [null, 'Kestrel Labs', null],
    ]);
  });

  it('starts a job at a label met a second time: an undated labelled job straight under a dated one', () => {
    const titleFirst = ['Job title: Caseworker | 1984 – 1985', 'Employer: Salvation Army', 'Location: Fort Worth, Texas', 'Job title: Analyst', 'Employer: Acme Corp'];
    expect(jobs(titleFirst.join('\n')).map((j) => [j.title, j.employer, j.start])).toEqual([
      ['Caseworker', 'Salvation Army', '1984-'],
      ['Analyst', 'Acme Corp', null],
    ]);
    const employerFirst = ['Employer: Salvation Army | 1984 – 1985', 'Job title: Caseworker', 'Employer: Acme Corp', 'Job title: Analyst'];
    expect(jobs(employerFirst.join('\n')).map((j) => [j.title, j.employer, j.start])).toEqual([
      ['Caseworker', 'Salvation Army', '1984-'],
      ['Analyst', 'Acme Corp', null],
    ]);
  });

  it('reads "Worked as X at Y from … to …" and a title run into its town', () => {
    expect(jobs('Worked as a Trainee Engineer at Wipro Technologies from Jan 2011 to June 2012.\nDisney Interactive January 2008 – December 2010\nSr. Web Developer North Hollywood, CA').map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Trainee Engineer', 'Wipro Technologies', null],
      ['Sr. Web Developer', 'Disney Interactive', 'North Hollywood, CA'],
    ]);
  });

  it('takes no tenure, page marker, bare year or form label for a title or an employer', () => {
    expect(jobs('Analyst, Acme Ltd, 2019 – 2021\n11 months\nPage 2 of 2\n2009 (P)\nPosition\nIndustry\n- Reports.').map((j) => [j.title, j.employer])).toEqual([
      ['Analyst', 'Acme Ltd'],
    ]);
  });

  it('joins a bullet whose bracket wraps onto the next line, so the title below stays a title', () => {
    const text = 'Developer\nAcme Ltd\nJanuary 2016 to Present\n• Built projects (e.g. Billing System, Task\nManager, Code Analyzer).\nResearch Assistant\nSyracuse University\nJuly 2014 to December 2015\n• Wrote C# tools.';
    expect(jobs(text).map((j) => [j.title, j.employer, j.bullets])).toEqual([
      ['Developer', 'Acme Ltd', 1],
      ['Research Assistant', 'Syracuse University', 1],
    ]);
  });

  it('reads an achievement written without its bullet as a description, not as an employer', () => {
    expect(jobs('Graduate Teaching Assistant\nAug 2012 – May 2013\nEvaluated regular student performance\nIntegrated Systems Ltd\nEngineer\n2010 – 2012').map((j) => [j.title, j.employer])).toEqual([
      ['Graduate Teaching Assistant', null],
      ['Engineer', 'Integrated Systems Ltd'],
    ]);
  });

  it('reads each job of a job board\'s export, dated or not, with the dash-closed line as the employer', () => {
    expect(jobs('Technical Architect\nAccenture Services -  Pune, Maharashtra\nSoftware Engineer 2\nMicrosoft -  Redmond -\nJune 2016 to February 2017\nEngagement and monetization (Microsoft – Universal Store/Windows Developer Center)').map((j) => [j.title, j.employer, j.start])).toEqual([
      ['Technical Architect', 'Accenture Services', null],
      ['Software Engineer 2', 'Microsoft', '2016-6'],
    ]);
    expect(jobs('App develop\nMicrosoft -\nAugust 2016 to Present').map((j) => [j.title, j.employer])).toEqual([['App develop', 'Microsoft']]);
    expect(jobs('Consultant\nNeudesic\nSoftware Test Automation Engineer\nEPAM -\nDecember 2014 to October 2017').map((j) => [j.title, j.employer])).toEqual([
      ['Consultant', 'Neudesic'],
      ['Software Test Automation Engineer', 'EPAM'],
    ]);
  });

  it('never reads a referee\'s contact row under a job as a job', () => {
    const text = 'Androme, LLC. | Stone Mountain, Georgia\n2005\nSupervisor | Al Franecki | 123.345.7890 | al.franecki@example.com\nPosition | Summer Associate\nMay 2005';
    expect(jobs(text).map((j) => j.title)).not.toContain('Supervisor');
  });

  it('keeps a legal form after its comma with the employer, and a title\'s own abbreviation with the title', () => {
    expect(jobs('Quality Builders, Inc., Los Angeles, CA\n2011 to Present\nProject Manager').map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Project Manager', 'Quality Builders, Inc.', 'Los Angeles, CA'],
    ]);
    expect(jobs('Operations Center Shift Manager (OCSM)\nMicrosoft India\nMay 2015 to Present').map((j) => [j.title, j.employer])).toEqual([
      ['Operations Center Shift Manager (OCSM)', 'Microsoft India'],
    ]);
  });

  it('reads a job board\'s "Company -  STATE, IN -" line as the employer and its place', () => {
    expect(jobs('Software Engineer\nInfosys LTD -  MAHARASHTRA, IN -\nApril 2017 to Present\nLocation: Pune, India\n- Built portals.').map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Software Engineer', 'Infosys LTD', 'MAHARASHTRA, IN'],
    ]);
  });

  it('reads a labelled place as the place, a town no gazetteer knows included, never as the missing title', () => {
    expect(jobs('Franklin Lawn Services | 2004 – Present\nLocation: Stockler CA\n- Mowed lawns.').map((j) => [j.title, j.employer, j.location])).toEqual([
      [null, 'Franklin Lawn Services', 'Stockler CA'],
    ]);
    expect(jobs('Acme Supplies\nLocation: Smallville, ST | 2007 – Present\n- Sold things.').map((j) => [j.title, j.employer, j.location, j.start])).toEqual([
      [null, 'Acme Supplies', 'Smallville, ST', '2007-'],
    ]);
  });

  it('keeps a publisher or a programme as the employer of a job title beside it', () => {
    const text = 'Circulation Director | 2006 – Present\nBarnes & Noble\n- Set revenue goals.\nCirculation Agent | 2002 – 2006\nUniversity Press Publication\nAssociate Director | 1996 – 1999\nDevelopmental Disabilities Job Project | Canton, Ohio';
    expect(jobs(text).map((j) => [j.title, j.employer])).toEqual([
      ['Circulation Director', 'Barnes & Noble'],
      ['Circulation Agent', 'University Press Publication'],
      ['Associate Director', 'Developmental Disabilities Job Project'],
    ]);
    // a project named shortly is the work itself, not whom it was for
    expect(jobs('Software Developer | 2019 – 2020\nSenior Design Project\n- Built a robot.').map((j) => j.employer)).toEqual([null]);
  });

  it('reads undated entries without bullets, each a title above its employer, as one job each', () => {
    expect(jobs('Office manager\nThe Phone Company\nOffice manager\nNod Publishing\nSales Associate\nSouthridge Video').map((j) => [j.title, j.employer])).toEqual([
      ['Office manager', 'The Phone Company'],
      ['Office manager', 'Nod Publishing'],
      ['Sales Associate', 'Southridge Video'],
    ]);
    // the last of them after dated ones, and its place line with it
    expect(jobs('Office manager | Mar 2023 – Dec 2024\nNod Publishing\nBoston, MA\nSales Associate\nSouthridge Video\nAustin, TX').map((j) => [j.title, j.employer, j.start, j.location])).toEqual([
      ['Office manager', 'Nod Publishing', '2023-3', 'Boston, MA'],
      ['Sales Associate', 'Southridge Video', null, 'Austin, TX'],
    ]);
  });

  it('keeps a header of unlike lines one job: a second title there is no second entry', () => {
    expect(jobs('Senior Engineer\nAcme Corp\nBoston, MA\nTeam Lead\n- Led the payments team.').map((j) => [j.title, j.employer])).toEqual([['Senior Engineer', 'Acme Corp']]);
  });
  it('opens a job at a bulleted line that holds only a name or a title and its dates', () => {
    const text = [
      '• Quality Systems India Pvt Ltd, Bangalore (Jul 2011 – Sep 2013)',
      '• Built quality dashboards in SSRS for 40 clinics.',
      '❖ Infosys Technologies Limited, Bangalore (Jun 2006 – Jul 2011)',
      '❖ Supported the risk reporting warehouse between 2008 – 2011 for the trading desk.',
      '❖ Cut report run times by half.',
    ].join('\n');
    expect(jobs(text)).toEqual([
      { title: null, employer: 'Quality Systems India Pvt Ltd', location: 'Bangalore', start: '2011-7', end: '2013-9', bullets: 1 },
      { title: null, employer: 'Infosys Technologies Limited', location: 'Bangalore', start: '2006-6', end: '2011-7', bullets: 2 },
    ]);
  });

  it('takes the name from a labelled employer line that adds a unit and a town after a dash', () => {
    const text = 'Technical Support Engineer\nCompany: Microsoft Corporation - Microsoft India Global Technical Support Center (IGTSC), Bangalore\nJuly 2013 to October 2015\n• Resolved escalated Exchange cases.';
    expect(jobs(text).map((j) => [j.title, j.employer])).toEqual([['Technical Support Engineer', 'Microsoft Corporation']]);
  });

  it('reads "Position held:" as a labelled title', () => {
    expect(jobs('Company: Grupo Odinsa S.A.\nPosition held: Legal Director\nSeptember 2000 to September 2012').map((j) => [j.title, j.employer])).toEqual([['Legal Director', 'Grupo Odinsa S.A.']]);
  });

  it('reads the dates a labelled title or employer shares its line with as the whole range', () => {
    expect(jobs('Job title: Peer Counselor  |  1997 – 1998\nEmployer: Harbor College\nLocation: Morrisville Campus').map((j) => [j.title, j.employer, j.location, j.start, j.end])).toEqual([
      ['Peer Counselor', 'Harbor College', 'Morrisville Campus', '1997-', '1998-'],
    ]);
    expect(jobs('Employer: Acme Ltd | Jan 2019 – Present\nJob title: Analyst').map((j) => [j.title, j.employer, j.start, j.end])).toEqual([['Analyst', 'Acme Ltd', '2019-1', 'present']]);
  });
  it('keeps an employer that ends in a capitalised word spelt like a joining word ("Tool & Die", "Nextra AS")', () => {
    expect(jobs('Engineering Intern\nMarion Tool & Die, Marion, OH\nMay 2015 – August 2015').map((j) => [j.title, j.employer, j.location])).toEqual([['Engineering Intern', 'Marion Tool & Die', 'Marion, OH']]);
    expect(jobs('June 2000 – July 2001\nSupport Engineer\nTelenor Nextra AS\nSolved connection problems.').map((j) => [j.title, j.employer])).toEqual([['Support Engineer', 'Telenor Nextra AS']]);
  });
  it('keeps an employer in capitals whose last word also names a section ("TAROKO TECHNOLOGIES"), but no heading run into the entries', () => {
    expect(jobs('TAROKO TECHNOLOGIES, San Francisco, CA\nSocial Media Manager, September 2013 – Present\n• Ran campaigns.').map((j) => [j.title, j.employer])).toEqual([['Social Media Manager', 'TAROKO TECHNOLOGIES']]);
    expect(jobs('Analyst, Acme Ltd, 2019 – 2021\n• Built reports.\nFORMAL EDUCATION AND ONGOING TRAINING\n2018').map((j) => j.employer)).toEqual(['Acme Ltd']);
  });

  // a template's skills column and a list of practice areas land under the experience heading, with nothing under them
  it('reads no job from undated lines with nothing under them that name neither a title nor an organisation as one', () => {
    expect(jobs('Database marketing\nData warehousing systems\nData analysis')).toEqual([]);
    expect(jobs('Server administration\nObject Orientated Programming\nSoftware graphics')).toEqual([]);
    expect(jobs('Employment Law\nCompetition & Trade\nIntellectual Property')).toEqual([]);
    expect(jobs('Teaching Interests\nIntroduction to Psychology, Psychology (Undergraduate and Graduate level)')).toEqual([]);
    expect(jobs('Northfield University of Science and Technology')).toEqual([]);
  });
  it('keeps an undated job with nothing under it when it names a title or an organisation', () => {
    expect(jobs('Software developer\nMicrosoft').map((j) => [j.title, j.employer])).toEqual([['Software developer', 'Microsoft']]);
    expect(jobs('Customer Service Associate\nABC Hardware').map((j) => [j.title, j.employer])).toEqual([['Customer Service Associate', 'ABC Hardware']]);
    expect(jobs('Head of Sales\nNorthwind').map((j) => [j.title, j.employer])).toEqual([['Head of Sales', 'Northwind']]);
  });
  it('reads a product the CV lists as a skill, where the employer goes, as no employer: the job continues the one above', () => {
    const text = 'Infosys Ltd - Pune -\nApril 2012 to July 2015\n• Supported clients.\nSharePoint Developer\nMicrosoft SharePoint -\n2013 to 2013\n• Built workflows.\nMicrosoft SharePoint -\n2012 to 2012\n• Fixed bugs.';
    const isTool = (name: string) => name === 'Microsoft SharePoint';
    expect(parseExperience(extractText(text).lines, isTool).map((e) => [e.title, e.employer])).toEqual([
      [null, 'Infosys Ltd'],
      ['SharePoint Developer', 'Infosys Ltd'],
    ]);
    expect(jobs(text).map((j) => [j.title, j.employer])).toContainEqual(['SharePoint Developer', 'Microsoft SharePoint']);
  });

  it('reads an employer line with stray dates over a role dated outside them as that role\'s employer, not a job of its own', () => {
    const text = 'Harbour Career Centre\nAugust 2010 to Present\nCareer Adviser\n• Met with students.\n• Reviewed resumes.\nMarch to August 2009\nLakeside College of Arts\nJanuary to May 2009\nGraduate Intern\nSent advising letters to students about their progress toward graduation each term\n• Filed records.';
    expect(jobs(text).map((j) => [j.title, j.employer, j.start])).toEqual([
      ['Career Adviser', 'Harbour Career Centre', '2010-8'],
      ['Graduate Intern', 'Lakeside College of Arts', '2009-1'],
    ]);
  });

  it('skips a page\'s running header naming the document between two jobs', () => {
    const text = 'Legal Officer, Northern Land Council\n1999 – 2002\nAdvised traditional owners on claims.\nJane Doe, Curriculum Vitae, April 2013\nSolicitor, Smith & Co Lawyers\n1995 – 1999\nRan a civil practice.';
    expect(jobs(text).map((j) => [j.title, j.employer, j.start])).toEqual([
      ['Legal Officer', 'Northern Land Council', '1999-'],
      ['Solicitor', 'Smith & Co Lawyers', '1995-'],
    ]);
  });



  it('reads no job from a degree beside its school under an experience heading', () => {
    expect(jobs('Teacher, Northfield School, 2004 – 2010\n• Taught maths.\nBachelors in Arts, Clifford College, Ohio, 2002').map((j) => j.employer)).toEqual(['Northfield School']);
  });

  it('reads a street after the employer as where it was, not as a second name', () => {
    const read = jobs('November 2003 to August 2004: FW Woolworths, High Street, Longsight\nPart-time sales assistant on the music counter.\nSales Assistant, Main Street Cafe, 2001 – 2003\n• Served customers.');
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      [null, 'FW Woolworths', 'High Street, Longsight'],
      ['Sales Assistant', 'Main Street Cafe', null],
    ]);
  });

  it('keeps a legal form after its comma in the name when the town follows on the same line', () => {
    const read = jobs('COMPANY, INC., City, ST  2007-Present\nFemale-owned small business specializing in power backup solutions.\nVice President, Sales\nPrecipitated a 100% jump in annual revenues.');
    expect(read.map((j) => [j.employer, j.location])).toEqual([['COMPANY, INC.', 'City, ST']]);
  });

  it('reads a state\'s code after a school and its town as the place, not as the employer', () => {
    const read = jobs('Oak Mountain Intermediate School: Hoover, AL (Fall 2003)\n• Adapted lessons for typical students.\nCornerstone Elementary School Birmingham, AL (Fall 2002)\n• Taught 2nd grade.');
    expect(read.map((j) => [j.employer, j.location])).toEqual([
      ['Oak Mountain Intermediate School', 'Hoover, AL'],
      ['Cornerstone Elementary School Birmingham', 'AL'],
    ]);
  });

  it('reads a consultancy that names the client it was placed with as the employer, and the role from its own field', () => {
    const inline = jobs('Brightline Partners, Consulting at Riverbank Foods -- Data Engineer (consultant), March 2015 - June 2016\n- Built the nightly loads.')[0];
    expect([inline.title, inline.employer]).toEqual(['Data Engineer (consultant)', 'Brightline Partners']);
    const above = jobs('HARBOR TECH, Contracting at Millstone Bank\nProject Manager, May 2012 - January 2013\n- Ran the migration team.')[0];
    expect([above.title, above.employer]).toEqual(['Project Manager', 'HARBOR TECH']);
    // a title before the "at" keeps the plain reading
    const plain = jobs('Senior Consultant at Riverbank Foods, March 2015 - June 2016\n- Advised on pricing.')[0];
    expect([plain.title, plain.employer]).toEqual(['Senior Consultant', 'Riverbank Foods']);
  });

  it('cuts a title run into its school or company with no separator, and keeps a department after a title', () => {
    const run = jobs('Sep 2010 - Jun 2012  Mathematics Teacher Lincoln Park High School, Denver, CO\n- Taught algebra to three classes.')[0];
    expect([run.title, run.employer, run.location]).toEqual(['Mathematics Teacher', 'Lincoln Park High School', 'Denver, CO']);
    const department = jobs('Account Manager Financial Services\nNorthgate Bank, 2014 - 2016\n- Kept forty accounts.')[0];
    expect(department.title).toBe('Account Manager Financial Services');
  });

  it('reads the company above a division printed with its town as the employer, not the division', () => {
    const read = jobs('HALVERSON MOTOR COMPANY LTD.\nCASTINGS DIVISION, Leeds\nPosition: Process Engineer\nDuration: 1998 - 2004\n- Ran the moulding line.')[0];
    expect([read.title, read.employer]).toEqual(['Process Engineer', 'HALVERSON MOTOR COMPANY LTD.']);
  });

  it('reads the hours given to an activity as a description of the entry, never as its title', () => {
    const read = jobs('Maple Grove Elementary, Topeka, KS\nFall 2014\n30 hours observing a 2nd grade class of 22\n12 hrs of tutoring in reading')[0];
    expect(read.employer).toBe('Maple Grove Elementary');
    expect(read.title ?? null).toBeNull();
  });
});

describe('labelled projects among the jobs', () => {
  it('reads a dated project between jobs as no job, and a project dated within a job as that job\'s', () => {
    const text = [
      'Gameplay Programmer  May 2021 – Present', 'Northwind Games  Leeds', '- Built the combat system.', '',
      'Project: Lantern Walk (personal)  2019 – 2020', 'Solo developer · Godot', '- A puzzle game for the web.', '',
      'Junior Developer  Jun 2016 – Dec 2020', 'Tailspin Studios  York', '- Fixed crashes.', '',
      'Project: Ferry Tools  2018', 'Level editor plug-ins', '- Cut load times.',
    ].join('\n');
    const read = parseExperience(extractText(text).lines);
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Gameplay Programmer', 'Northwind Games'],
      ['Junior Developer', 'Tailspin Studios'],
    ]);
    expect(read[1].bullets.length + read[1].description.length).toBeGreaterThan(1);
  });
});

describe('a blacked-out employer and a lettered list of duties', () => {
  const read = (text: string) => parseExperience(extractText(text).lines).map((e) => [e.title, e.employer]);

  it('reads a redaction mask as no employer', () => {
    expect(read('Data Analyst\n\nXXXXXXXX -\n\nMarch 2015 to May 2018\n\n• Built the monthly reports')).toEqual([['Data Analyst', null]]);
  });

  it('reads a list item opened by its letter as no title', () => {
    const text = 'Security Analyst\n\nNorthgate Systems -\n\nMay 2016 to Present\n\nA. Access management\n\nNorthgate Systems -\n\nJune 2014 to April 2016';
    expect(read(text).map(([title]) => title)).not.toContain('A. Access management');
  });

  it('reads "Title at the Institution", "Title in the Office", "Title in X Pvt Ltd" and a name abbreviated in brackets as one employer', () => {
    const read = jobs(
      '1998-2003\nResearcher at the Ministry of Rural Affairs\n1995-1998\nAdviser in the Office of the Regional Governor\n1990-1995\nDeputy Director, Northern Rail Safety Board (NRSB)\n1988-1990\nSoftware Engineer in Lakeview Software Pvt Ltd, Pune',
    );
    expect(read.map((j) => [j.title, j.employer, j.location])).toEqual([
      ['Researcher', 'Ministry of Rural Affairs', null],
      ['Adviser', 'Office of the Regional Governor', null],
      ['Deputy Director', 'Northern Rail Safety Board (NRSB)', null],
      ['Software Engineer', 'Lakeview Software Pvt Ltd', 'Pune'],
    ]);
    // "in" a field of work, not an organisation, stays part of the title
    expect(jobs('Specialist in Data Migration\n2001 - 2004\n• Moved data.')[0]).toMatchObject({ title: 'Specialist in Data Migration', employer: null });
    // a bracket that does not abbreviate the name before it is still the employer
    expect(jobs('Design Intern (Naver Corporation)\n2019 - 2020\n• Drew.')[0]).toMatchObject({ title: 'Design Intern', employer: 'Naver Corporation' });
  });

  it('reads training received or classes observed as no job, wherever they took place, and keeps posts named for training', () => {
    const read = jobs(
      '2009 - 2010\nBasic training with the national athletics squad at Fjellheim Barracks, Army Sports Unit\n2007 - 2008\nObservation in English and History classrooms, Riverside area schools\n2005 - 2007\nTraining Coordinator, Northwind Ltd\n2004 - 2005\nEngineer-in-Training, Harbour Works Inc.\n2003 - 2004\nSales Assistant, Peppercorn Pizza',
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Training Coordinator', 'Northwind Ltd'],
      ['Engineer-in-Training', 'Harbour Works Inc.'],
      ['Sales Assistant', 'Peppercorn Pizza'],
    ]);
  });

  it('reads a second date on the dates line, or the word qualifying the first, as no employer', () => {
    const read = jobs('Kite Shop, Retail Sales Associate, Portland, OR\nSummer 2011, Summer 2012\n• Sold kites.\n• Ran the till.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Retail Sales Associate', 'Kite Shop']]);
    expect(jobs('Field Assistant\nNorthwind Surveys\nExpected June 2024\n• Logged samples.')[0]).toMatchObject({ title: 'Field Assistant', employer: 'Northwind Surveys' });
  });

  it('reads an office named as the place worked as the employer, not the post', () => {
    const read = jobs(
      'Kindred Counsel\n2008\nPresent\nLegal Coaching\nSince moving to Eugene in 2007, Ms. Reyes has\ndirected her attention to coaching attorneys.\n1994\n2007\n' +
        'Law Offices of Dana Reyes\nPersonal Injury, Workers Compensation\nA full service law firm handling all aspects of cases from\nthe claim stage through trial and appeals.\n' +
        '1994 - Present\nMediation Office of Dana Reyes\nExtensive training and experience in mediations.',
    );
    expect(read.slice(1).map((j) => j.employer)).toEqual(['Law Offices of Dana Reyes', 'Mediation Office of Dana Reyes']);
  });

  it('reads a sitter as the post held, not an employer', () => {
    const read = jobs('Pet Sitter\n2004 - Present\n• Cared for pets of six families.\nSales Associate, The Corner Store\nJune 2005 - Present\n• Restocked shelves.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Pet Sitter', null],
      ['Sales Associate', 'The Corner Store'],
    ]);
  });

  it('takes a late title whose first sentence of duties runs on under it', () => {
    const read = jobs(
      'Northwind Power, Inc., Dayton, OH\n2007-Present\nFamily-owned small business specializing in power backup solutions.\nVice President, Sales\n' +
        'Precipitated 90% jump in annual revenues by procuring multi-year contracts with recognized\ncompanies/organizations including the state hospitals, Globex, and Initech.\n' +
        '• Raised margins from 10% to 16% after revamping and expanding the product line with\nitems such as new generators and batteries.\n' +
        'Globex Supply, Inc., Dayton, OH\n2005 - 2006\n$40M privately held company providing recertified communications equipment to clients.\nSales Director\n• Built the team.',
    );
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Vice President, Sales', 'Northwind Power, Inc.'],
      ['Sales Director', 'Globex Supply, Inc.'],
    ]);
  });

  it('reads one post after a name of two words as the title, though the post holds a trade an organisation may hold', () => {
    const read = jobs('Vireo Therapeutics, Software Engineering Contractor\nSummer 2011\nPresent\n• Built a lab automation stack.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([['Software Engineering Contractor', 'Vireo Therapeutics']]);
  });

  it('reads posts run on before the organisation in one field as the title, the organisation as the employer', () => {
    const read = jobs('2001\nTrainee, English Teacher, Bramley School, Leeds\nDuties: Taught English at KS3.\n1996 - 1997\nAssistant Teacher, Alder Primary School, Leeds\n• Taught reading.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['Trainee, English Teacher', 'Bramley School'],
      ['Assistant Teacher', 'Alder Primary School'],
    ]);
  });

  it('takes a labelled post under an entry naming none as its title, without the dated note on its terms', () => {
    const read = jobs('2009-2011\nHarbour Telephone Banking, Melbourne\nPosition: Customer Service Advisor (part time to 2010, full time from 2011)\nResponsibilities\nProviding a consistently high level of service to the customers of the bank.');
    expect(read.map((j) => [j.title, j.employer, j.start, j.end])).toEqual([['Customer Service Advisor', 'Harbour Telephone Banking', '2009-', '2011-']]);
  });

  it('keeps a post typed in lower case on a job board, not a sentence tail in lower case', () => {
    const read = jobs('WORK EXPERIENCE\nvoice and accent trainer\nInitech -  Jaipur, Rajasthan -\nOctober 2014 to February 2015\nTrained agents.\n\nsoftware engineer\nGlobex -\nJune 2012 to October 2014\nBuilt reports.');
    expect(read.map((j) => [j.title, j.employer])).toEqual([
      ['voice and accent trainer', 'Initech'],
      ['software engineer', 'Globex'],
    ]);
    // the tail of a sentence in lower case is no post
    expect(jobs('WORK EXPERIENCE\nas a software engineer\nGlobex -\nJune 2012 to October 2014\nBuilt reports.')[0]).toMatchObject({ title: null, employer: 'Globex' });
  });
});


describe('an organisation, its place and its date joined by a colon', () => {
  it('heads an entry, as it would with a comma', () => {
    const text = [
      'Riverside Child Care Center: Homewood, AL (Fall 2003)', '• Worked with toddlers beside the classroom teacher',
      'South Shades Crest Elementary School: Hoover, AL (Spring 2003)', '• 4th Grade; Unit taught: Pioneers',
      'Greenfield Academy: Hoover, AL (Fall 2002)', '• 2nd Grade; Taught lessons on fractions',
    ].join('\n');
    expect(jobs(text).map((j) => [j.employer, j.location, j.start, j.bullets])).toEqual([
      ['Riverside Child Care Center', 'Homewood, AL', '2003-9', 1],
      ['South Shades Crest Elementary School', 'Hoover, AL', '2003-3', 1],
      ['Greenfield Academy', 'Hoover, AL', '2002-9', 1],
    ]);
  });

  it('leaves a labelled detail a detail', () => {
    const text = ['Teaching Assistant  Sep 2019 – Jun 2021', 'Greenfield Academy, Leeds', '• Unit taught: Pioneers (Spring 2020)', '• Supervisor: Dr. Ada Moss'].join('\n');
    expect(jobs(text).map((j) => [j.title, j.employer, j.bullets])).toEqual([['Teaching Assistant', 'Greenfield Academy', 2]]);
  });
});

describe('a duty written as nouns under the header', () => {
  it('stays as the job\'s description, not a lost header field', () => {
    const text = 'seit 10/2021  Postdoktorandin\nUniversität Freiburg, Institut für Physiologie\nLeitung eines Projekts zu Membranproteinen\n04/2017 – 09/2021  Wissenschaftliche Mitarbeiterin\nHelmholtz-Zentrum München';
    const [first, second] = parseExperience(extractText(text).lines);
    expect(first).toMatchObject({ title: 'Postdoktorandin', employer: 'Universität Freiburg, Institut für Physiologie', description: ['Leitung eines Projekts zu Membranproteinen'] });
    expect(second).toMatchObject({ title: 'Wissenschaftliche Mitarbeiterin', description: [] });
  });
});

describe('places a job was split between', () => {
  it('reads countries joined by a slash as where the job was, never as the employer', () => {
    expect(isPlaceField('Pakistan/ UK')).toBe(true);
    expect(isPlaceField('Research/ Sales')).toBe(false);
    const read = jobs('Experience\nProject Assistant\nPakistan/ UK\n2006 - 2007\n- Ran field surveys.');
    expect(read.map((j) => j.employer)).not.toContain('Pakistan/ UK');
  });

  it('reads two towns of one country joined by "&" as the place, and keeps "Marks & Spencer" an employer', () => {
    expect(isPlaceField('Fredericia & Copenhagen')).toBe(true);
    expect(isPlaceField('Marks & Spencer')).toBe(false);
    expect(isPlaceField('Johnson & Johnson')).toBe(false);
    expect(isPlaceField('McDonald & Shearer, PA')).toBe(false);
    const read = jobs('Experience\nSenior Data Analyst\nØrsted · Fredericia & Copenhagen · 2022 — Present\n- Built dashboards.');
    expect(read[0].employer).toBe('Ørsted');
  });
});

describe('an employer spelt in lower case', () => {
  it('names the company when its legal form closes it ("thyssenkrupp Steel Europe AG")', () => {
    expect(jobs('Industriemechaniker\nthyssenkrupp Steel Europe AG, Duisburg\n10/2018 – heute\n• Wartung von Anlagen').map((j) => [j.title, j.employer])).toEqual([
      ['Industriemechaniker', 'thyssenkrupp Steel Europe AG'],
    ]);
  });
});

describe("an employer's street address", () => {
  it('is no place of the job', () => {
    expect(jobs('Booz Allen Hamilton\n8283 Greensboro Drive\n06/2014 - 09/2016\nConsultant\nSupported a client.').map((j) => [j.employer, j.location])).toEqual([['Booz Allen Hamilton', null]]);
  });
});

describe('an employer printed with its industry and town', () => {
  it('takes the name closed by a legal form for the employer, not the industry before the town', () => {
    const [job] = jobs('03/2019 – 02/2022  Category Buyer\nNorthwind Handels GmbH & Co. KG · Lebensmittel · Leeds\nBought the chilled range.');
    expect(job.title).toBe('Category Buyer');
    expect(job.employer).toBe('Northwind Handels GmbH & Co. KG');
    expect(job.location).toBe('Leeds');
  });
  it('leaves a tenure under the dates out of the entry', () => {
    const [job] = jobs('04/2017 – 02/2021  Buyer\n3 Jahre, 11 Monate\nContoso Retail AG · Einzelhandel · Leeds\nCut the supplier count by 12.');
    expect(job.title).toBe('Buyer');
    expect(job.employer).toBe('Contoso Retail AG');
  });
});
