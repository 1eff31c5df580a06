import { describe, expect, it } from 'vitest';
import { lookupSkill } from '../knowledge';
import { parseLanguages } from './languages';
import type { ExtractedLine } from '../types';
import { extractText } from '../extract/text';
import { parseCv } from './index';
import { leadInList, parseSkills, withoutSubheadings } from './skills';

describe('parseSkills', () => {
  it('reads a "skill | level" table by its skill, a level in any language with a note in brackets being no skill', () => {
    const rows = ['Logo Tiger  İleri', 'SAP FI  İyi', 'MS Excel  İleri (Pivot tablo, DÜŞEYARA, makro)', 'Excel  Advanced (pivot tables, VLOOKUP)', 'Mikro Muhasebe  Orta', 'Visma  Grundläggande'];
    expect(parseSkills(rows).skills).toEqual(['Logo Tiger', 'SAP FI', 'MS Excel', 'Excel', 'Mikro Muhasebe', 'Visma']);
  });

  it('reads a skills table under its "Skill | Version | Last Used | Experience" header by its first column', () => {
    const rows = ['Python, SQL', 'Skill  Version  Last Used  Experience', 'Go  1.22  2024  3 Years', 'PostgreSQL  16  2023  1 Year 6 Months', 'Tableau, Looker'];
    expect(parseSkills(rows).skills).toEqual(['Python', 'SQL', 'Go', 'PostgreSQL', 'Tableau', 'Looker']);
  });

  it('joins a list wrapped at an ampersand ("…, R" / "& D, …"): no item opens with "&"', () => {
    expect(parseSkills(['Functions: design, presentation, R', '& D, systems design']).skills).toEqual(['design', 'presentation', 'R & D', 'systems design']);
    expect(parseSkills(['Photoshop, Illustrator, Research', '& Development, Testing']).skills).toEqual(['Photoshop', 'Illustrator', 'Research & Development', 'Testing']);
  });

  it('keeps a Portuguese or Spanish skill whose linking words ("de", "e") make it long, and still drops a sentence', () => {
    const isKnown = (name: string) => lookupSkill(name) !== null;
    expect(parseSkills(['• Dispensa de medicamentos e aconselhamento farmacêutico', '• Gestión de la cadena de suministro'], isKnown).skills).toEqual([
      'Dispensa de medicamentos e aconselhamento farmacêutico',
      'Gestión de la cadena de suministro',
    ]);
    expect(parseSkills(['• Ability to work under pressure and meet tight deadlines every week'], isKnown).skills).toEqual([]);
    // a CAD tool and a structural package joined by "and" are two skills
    expect(parseSkills(['• AutoCAD and Staad Pro'], isKnown).skills).toEqual(['AutoCAD', 'Staad Pro']);
  });

  it('keeps a skill measured by a rate ("… of 60 words per minute"), and still drops a long phrase', () => {
    expect(parseSkills(['• Data entry at 12,000 keystrokes per hour', '• Shorthand speed of 100 words per minute', '• Worked closely with the finance team on the yearly budget']).skills).toEqual([
      'Data entry at 12,000 keystrokes per hour',
      'Shorthand speed of 100 words per minute',
    ]);
  });

  it('splits on commas, bullets, pipes, semicolons and middle dots, and drops category labels', () => {
    expect(parseSkills(['• Python, SQL; R', 'Cloud: AWS | GCP', 'Figma · Sketch', 'CI/CD']).skills).toEqual([
      'Python', 'SQL', 'R', 'AWS', 'GCP', 'Figma', 'Sketch', 'CI/CD',
    ]);
  });

  it('drops a category label set apart by a wide gap instead of a colon', () => {
    expect(parseSkills(['Languages      Go, Java', 'Cloud          AWS (Lambda, S3), Kubernetes']).skills).toEqual(['Go', 'Java', 'AWS', 'Lambda', 'S3', 'Kubernetes']);
  });

  it('drops a row label ending in a category noun, set apart by a single space when the column gap was lost', () => {
    expect(parseSkills(['Application Servers J Boss, Apache Tomcat', 'Bug Tracking Tools HP Quality Center, Rally', 'Protocols HTTP, FTP', "IDE's/TOOLS Eclipse, NetBeans"]).skills).toEqual([
      'J Boss', 'Apache Tomcat', 'HP Quality Center', 'Rally', 'HTTP', 'FTP', 'Eclipse', 'NetBeans',
    ]);
    // a list whose first item names no category keeps it
    expect(parseSkills(['Apache Kafka, Spark']).skills).toEqual(['Apache Kafka', 'Spark']);
  });

  it('drops dates, contact details and bare counts a heading swept into the list, and keeps a name beside its year', () => {
    expect(parseSkills(['June 2008 - Present', 'SQL Server 2005, Windows 2000', 'home: 123.345.7890', 'jane@example.com', '2', '8085', 'Current / 3 months']).skills).toEqual([
      // "Current / 3 months" is a skills table's when-last-used cell, no skill either
      'SQL Server 2005', 'Windows 2000',
    ]);
  });

  it('drops the "and" before the last name of a list, and keeps a phrase that goes on in lower case', () => {
    expect(parseSkills(['HTML, CSS3, and JavaScript', 'Photoshop, & Illustrator', 'Kotlin, and other JVM languages']).skills).toEqual([
      'HTML', 'CSS3', 'JavaScript', 'Photoshop', 'Illustrator', 'Kotlin', 'and other JVM languages',
    ]);
  });

  it("drops LinkedIn's note that a skill is a programming language", () => {
    expect(parseSkills(['SQL', 'Looker', 'Python (Programming Language)', 'R (Programming Language)']).skills).toEqual(['SQL', 'Looker', 'Python', 'R']);
  });

  it('drops levels written in a cell of their own', () => {
    expect(parseSkills(['SAP FI/CO', 'sehr gut', 'Excel / VBA', 'Advanced', 'Power BI', '4/5', 'Tableau', '3+ years']).skills).toEqual([
      'SAP FI/CO', 'Excel / VBA', 'Power BI', 'Tableau',
    ]);
  });

  it('expands grouped skills and strips levels', () => {
    expect(parseSkills(['Python (Pandas, NumPy), Go (expert), Excel (5 years)']).skills).toEqual(['Python', 'Pandas', 'NumPy', 'Go', 'Excel']);
  });

  it('strips a level that the list\'s closing stop follows', () => {
    expect(parseSkills(['Operating systems: Solaris (5 years), Linux (13 years).']).skills).toEqual(['Solaris', 'Linux']);
  });

  it('drops a bullet whose symbol font was lost, printed as a lone letter of another script or a symbol', () => {
    expect(parseSkills(['Ⴙ Budget Control    Ⴙ Six Sigma    ✱ Scope Definition']).skills).toEqual(['Budget Control', 'Six Sigma', 'Scope Definition']);
    expect(parseSkills(['C Programming, R Studio']).skills).toEqual(['C Programming', 'R Studio']);
  });

  it('skips sentences and duplicates', () => {
    expect(parseSkills(['I am a strong communicator with a passion for people.', 'Go, go, Rust']).skills).toEqual(['Go', 'Rust']);
  });

  it('routes a spoken-languages line to the languages, but keeps programming languages', () => {
    expect(parseSkills(['Languages: English, German'])).toEqual({ skills: [], languageLines: ['English, German'] });
    expect(parseSkills(['Languages: Go, Python']).skills).toEqual(['Go', 'Python']);
  });
});

describe('parseLanguages', () => {
  it('reads a level written as the label of its language', () => {
    expect(parseLanguages(['Madrelingua: italiano', 'Inglese: livello B2'])).toEqual([
      { language: 'italiano', proficiency: 'Madrelingua' },
      { language: 'Inglese', proficiency: 'livello B2' },
    ]);
    expect(parseLanguages(['Native: English'])).toEqual([{ language: 'English', proficiency: 'Native' }]);
  });

  it('joins a level whose bracket a narrow sidebar wrapped onto the next line (LinkedIn export)', () => {
    expect(parseLanguages(['English (Native or', 'Bilingual)', 'Irish (Professional Working)', 'French (Elementary)'])).toEqual([
      { language: 'English', proficiency: 'Native or Bilingual' },
      { language: 'Irish', proficiency: 'Professional Working' },
      { language: 'French', proficiency: 'Elementary' },
    ]);
  });

  it('reads levels in several notations and languages', () => {
    expect(parseLanguages(['English — Native', 'German (C1)', 'Spanish: fluent', 'Deutsch – Muttersprache', 'Français (langue maternelle), Inglés B2'])).toEqual([
      { language: 'English', proficiency: 'Native' },
      { language: 'German', proficiency: 'C1' },
      { language: 'Spanish', proficiency: 'fluent' },
      { language: 'Deutsch', proficiency: 'Muttersprache' },
      { language: 'Français', proficiency: 'langue maternelle' },
      { language: 'Inglés', proficiency: 'B2' },
    ]);
  });

  it('knows co-official and neighbouring languages as Iberian CVs name them', () => {
    expect(parseLanguages(['Castellano (nativo), Valenciano (C2), Euskera (A2), Galego (B1)']).map((l) => l.language)).toEqual([
      'Castellano',
      'Valenciano',
      'Euskera',
      'Galego',
    ]);
  });

  it('ignores lines that name no language', () => {
    expect(parseLanguages(['Chess, running', 'Python'])).toEqual([]);
  });

  it('splits languages joined by a conjunction, sharing the level written after them', () => {
    expect(parseLanguages(['Español y catalán (nativos), inglés (C1)'])).toEqual([
      { language: 'Español', proficiency: 'nativos' },
      { language: 'catalán', proficiency: 'nativos' },
      { language: 'inglés', proficiency: 'C1' },
    ]);
    expect(parseLanguages(['Inglês – leitura e escrita'])).toEqual([{ language: 'Inglês', proficiency: 'leitura e escrita' }]);
  });
});

describe('parseSkills: space-separated chips', () => {
  const known = new Set(['go', 'java', 'kafka', 'kubernetes', 'react', 'spring', 'sql']);
  const isKnown = (n: string) => known.has(n.toLowerCase());

  it('splits an item when every word is a known skill', () => {
    expect(parseSkills(['Go Java Kafka Kubernetes'], isKnown).skills).toEqual(['Go', 'Java', 'Kafka', 'Kubernetes']);
    expect(parseSkills(['Backend: Go Java, SQL'], isKnown).skills).toEqual(['Go', 'Java', 'SQL']);
  });

  it('reads a library named in brackets beside its language without the brackets', () => {
    const isKnownLib = (n: string) => ['python', 'pandas', '(pandas)'].includes(n.toLowerCase());
    expect(parseSkills(['Python (pandas)'], isKnownLib).skills).toEqual(['Python', 'pandas']);
  });

  it('keeps multi-word skills and mixed items whole', () => {
    expect(parseSkills(['Spring Boot, React Native, Java Kafka Streams'], isKnown).skills).toEqual(['Spring Boot', 'React Native', 'Java Kafka Streams']);
    // without a lookup nothing is split
    expect(parseSkills(['Go Java Kafka'], undefined).skills).toEqual(['Go Java Kafka']);
  });

  it('splits chips into known skills of several words, the fewest pieces, when every piece is known', () => {
    const names = new Set(['c++', 'c#', 'unreal engine', 'unity', 'lua', 'spring boot', 'java']);
    const known = (n: string) => names.has(n.toLowerCase());
    expect(parseSkills(['C++ C# Unreal Engine', 'Java Spring Boot Unity'], known).skills).toEqual(['C++', 'C#', 'Unreal Engine', 'Java', 'Spring Boot', 'Unity']);
    expect(parseSkills(['AI programming Lua'], known).skills).toEqual(['AI programming Lua']);
    // a word ending in a joiner binds what follows
    const lenient = (n: string) => known(n.replace(/[-:]$/, ''));
    expect(parseSkills(['Unity- Unreal Engine'], lenient).skills).toEqual(['Unity- Unreal Engine']);
    // sentence case: one skill of three words, though its pieces are skills too
    const nursing = (n: string) => ['charge nurse', 'leadership'].includes(n.toLowerCase());
    expect(parseSkills(['Charge nurse leadership'], nursing).skills).toEqual(['Charge nurse leadership']);
  });
});

describe('parseSkills: items of sidebars and skills tables', () => {
  const names = new Set(['python', 'pandas', 'numpy', 'aws', 'gcp', 'java', 'oracle', 'siemens s7']);
  const known = (n: string) => names.has(n.toLowerCase());

  it('keeps a skill with its variants in short codes whole, and splits a group of skills', () => {
    expect(parseSkills(['Schweißen (WIG, MAG)', 'SAP (FI, CO)', 'Python (Pandas, NumPy)', 'Cloud (AWS, GCP)', 'Hydraulic modelling (EPANET, InfoWater)'], known).skills).toEqual([
      'Schweißen (WIG, MAG)', 'SAP (FI, CO)', 'Python', 'Pandas', 'NumPy', 'Cloud', 'AWS', 'GCP', 'Hydraulic modelling', 'EPANET', 'InfoWater',
    ]);
  });

  it('goes on with the item before a wrapped line that opens with its bracket', () => {
    expect(parseSkills(['SPS-Programmierung', '(Siemens S7)', 'SAP PM'], known).skills).toEqual(['SPS-Programmierung (Siemens S7)', 'SAP PM']);
    // a long line above was not wrapped for want of room
    expect(parseSkills(['SDN Cisco Application Centric Infrastructure', '(ACI)'], known).skills).toEqual(['SDN Cisco Application Centric Infrastructure', '(ACI)']);
    // after a comma the item before is complete
    expect(parseSkills(['Python,', '(Pandas, NumPy)'], known).skills[0]).toBe('Python');
    // a level wrapped below a long row rates the row's last item, wherever the row is
    expect(parseSkills(['Sprachen  Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch', '(Grundkenntnisse)'], known)).toEqual({
      skills: [],
      languageLines: ['Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch (Grundkenntnisse)'],
    });
    expect(parseSkills(['Python, SQL, Tableau', '(advanced)'], known).skills).toEqual(['Python', 'SQL', 'Tableau']);
  });

  it("drops a skills table's category cells printed on lines of their own", () => {
    expect(parseSkills(['Languages', 'Java, Python', 'Frameworks', 'Spring Boot, Hibernate', 'Database', 'Oracle', 'Cloud / Tools', 'AWS, Docker'], known).skills).toEqual([
      'Java', 'Python', 'Spring Boot', 'Hibernate', 'Oracle', 'AWS', 'Docker',
    ]);
    // an engineer's table: "CAD / CAE" over its tools
    expect(parseSkills(['CAD / CAE', 'CATIA V5, Siemens NX, ANSYS'], known).skills).toEqual(['CATIA V5', 'Siemens NX', 'ANSYS']);
    // an Italian Word table: the kind of skills in the label cell ("Tecniche", "Informatiche")
    expect(parseSkills(['Tecniche', 'Quadri elettrici, Impianti fotovoltaici', 'Informatiche', 'AutoCAD, Excel'], known).skills).toEqual([
      'Quadri elettrici', 'Impianti fotovoltaici', 'AutoCAD', 'Excel',
    ]);
    // a German Word table: "EDV" (computer skills) in the label cell
    expect(parseSkills(['EDV', 'SAP PM, MS Office'], known).skills).toEqual(['SAP PM', 'MS Office']);
    // a lone word that heads no row stays: the last line, or one above a lone unknown item
    expect(parseSkills(['Scrum', 'Testing', 'Leadership'], known).skills).toEqual(['Scrum', 'Testing', 'Leadership']);
  });
});

describe('withoutSubheadings', () => {
  const line = (text: string, bold = false): ExtractedLine => ({ text, page: 1, column: 1, x: 0, y: 0, fontSize: 9, bold, headingHint: bold, gapBefore: 0 });
  it('drops a strength described in a sentence wrapped over a narrow column, and keeps a bold group of skills', () => {
    const lines = [
      line('Leadership', true), line('Grew and steadied teams'), line('across sites; coached'), line('engineers toward promotion.'),
      line('Cloud', true), line('AWS, Azure'), line('Google Cloud Platform'),
    ];
    expect(withoutSubheadings(lines).map((l) => l.text)).toEqual(['AWS, Azure', 'Google Cloud Platform']);
  });

  it('drops a known skill heading a rated group of keywords (a builder\'s name / level / keywords), keeps one over plain items', () => {
    const isKnown = (name: string) => ['data pipelines', 'kafka'].includes(name.toLowerCase());
    const rated = [line('Data Pipelines', true), line('Expert'), line('Apache Airflow, dbt, Kafka')];
    expect(withoutSubheadings(rated, isKnown).map((l) => l.text)).toEqual(['Expert', 'Apache Airflow, dbt, Kafka']);
    const plain = [line('Kafka', true), line('Kafka Streams'), line('Schema Registry')];
    expect(withoutSubheadings(plain, isKnown).map((l) => l.text)).toEqual(['Kafka', 'Kafka Streams', 'Schema Registry']);
  });
});

describe('parseSkills: builder exports', () => {
  const known = new Set(['sap', 'plm', 'labview', 'go', 'java', 'kafka']);
  const isKnown = (n: string) => known.has(n.toLowerCase());

  it('keeps a name of several words whole in a list set apart by commas, and still splits a row of chips', () => {
    expect(parseSkills(['Other: Root cause analysis, LabVIEW, SAP PLM'], isKnown).skills).toEqual(['Root cause analysis', 'LabVIEW', 'SAP PLM']);
    expect(parseSkills(['Go Java Kafka'], isKnown).skills).toEqual(['Go', 'Java', 'Kafka']);
  });

  it('routes a spoken language with its level to the languages', () => {
    expect(parseSkills(['Other: LabVIEW, Spanish (native), English (C1)'], isKnown)).toEqual({ skills: ['LabVIEW'], languageLines: ['Spanish (native)', 'English (C1)'] });
  });

  it("reads JSON Resume's top level 'Master' as a level, not a skill", () => {
    expect(parseSkills(['Master  Advanced', 'Roadmapping, OKRs'], isKnown).skills).toEqual(['Roadmapping', 'OKRs']);
  });
});

describe('Europass personal skills', () => {
  it('routes the language labels to the languages and drops the groups and a driving licence', () => {
    expect(parseSkills(['Mother tongue(s) Polish', 'Other language(s) English, German', 'Digital skills', 'Selenium, Java', 'Driving licence B'])).toEqual({
      skills: ['Selenium', 'Java'],
      languageLines: ['Polish (mother tongue)', 'English, German'],
    });
  });
});

describe('parseSkills: items of several words', () => {
  // each word is a skill of its own too, as "IEP" and "collaboration" are in the knowledge base
  const known = new Set(['iep', 'collaboration', 'lesson', 'planning', 'go', 'java', 'kafka']);
  const isKnown = (n: string) => known.has(n.toLowerCase());

  it('keeps an item in sentence case whole, in a list or on its own line', () => {
    expect(parseSkills(['IEP collaboration, Lesson planning'], isKnown).skills).toEqual(['IEP collaboration', 'Lesson planning']);
    expect(parseSkills(['• IEP collaboration', '• Co-teaching'], isKnown).skills).toEqual(['IEP collaboration', 'Co-teaching']);
    expect(parseSkills(['IEP collaboration'], isKnown).skills).toEqual(['IEP collaboration']);
  });

  it('still splits a row of chips, each a name with its own capital', () => {
    expect(parseSkills(['Go Java Kafka'], isKnown).skills).toEqual(['Go', 'Java', 'Kafka']);
  });
});

describe('parseSkills: dated items', () => {
  // a flattened page runs job headers into the skills list: a month with its year dates a job, a bare year is a version
  it('takes no item holding a month with its year or a range for a skill, and keeps a version year', () => {
    const read = parseSkills(['Bangalore Jun 06, Technology Analyst (TA) Dec 2008, SQL Server 2005, Java']).skills;
    expect(read).toEqual(['SQL Server 2005', 'Java']);
  });
});

describe('parseSkills: what a skills section prints beside its list (issue #14)', () => {
  const known = new Set(['c', 'r', 'java', 'python', 'mysql', 'oracle', 'docker', 'jenkins']);
  const isKnown = (n: string) => known.has(n.toLowerCase());

  it('drops days written as ordinals beside a month, which date a workshop, not a skill', () => {
    expect(parseSkills(['Docker, Kubernetes', '3 Days Workshop on Robotics (12th March)', 'Bootcamp (4th 6th June)', '21st September']).skills).toEqual([
      'Docker', 'Kubernetes',
    ]);
  });

  it('joins a label to the next line that opens with its colon, and keeps the label out', () => {
    expect(parseSkills(['Data Warehousing', ': Talend, Pentaho', 'Build Servers', ': Jenkins, TeamCity']).skills).toEqual(['Talend', 'Pentaho', 'Jenkins', 'TeamCity']);
    // a column of values after a column of labels: no value labels the next one
    expect(parseSkills([': Jira, Bugzilla', ': Artifactory', ': Nexus']).skills).toEqual(['Jira', 'Bugzilla', 'Artifactory', 'Nexus']);
  });

  it('skips running text, and the lines that go on with it in lower case', () => {
    expect(
      parseSkills([
        '• Worked closely with the release team on migrating all of the nightly builds, tickets, dashboards',
        'and the reports to the new servers.',
        '• Docker, Ansible, Terraform',
      ]).skills,
    ).toEqual(['Docker', 'Ansible', 'Terraform']);
  });

  it('keeps the names a sentence leads in to, and a long list with one described item', () => {
    // (the lead-in itself, "… reporting tools", is no skill; the example after "such as" is)
    expect(parseSkills(['Hands-on with a number of the reporting tools such as Tableau, Qlik, Looker']).skills).toEqual(['Tableau', 'Qlik', 'Looker']);
    expect(parseSkills(['Routing: OSPF, BGP, EIGRP, RIP, IS-IS, MPLS, Route maps built by the team for the core and the edge']).skills).toEqual([
      'OSPF', 'BGP', 'EIGRP', 'RIP', 'IS-IS', 'MPLS',
    ]);
    // a list sentence beside running text keeps its names; a lone phrase there names none
    expect(parseSkills(['Experienced with Excel, Word and Outlook. I have been part of the team that ran the office for a year. Served as treasurer.']).skills).toEqual([
      'Excel', 'Word and Outlook',
    ]);
  });

  it('reads the names after a lead-in ("Sound knowledge of …", "Proficient in …"), and drops a lead-in to a description', () => {
    const known = (name: string) => ['html5', 'xml', 'css', 'mysql', 'jquery', 'linux', 'apache', 'php', 'excel', 'word', 'outlook', 'python'].includes(name.toLowerCase());
    expect(
      parseSkills(
        [
          'Experience with software development environment',
          'Strong understanding of agile development practices',
          'Sound knowledge of HTML5, XML, CSS, MySQL, and JQuery',
          'Advanced skills with LAMP (Linux, Apache, MySQL, and PHP)',
          'Proficient in Python',
          'Excel, Word and Outlook',
        ],
        known,
      ).skills,
    ).toEqual(['HTML5', 'XML', 'CSS', 'MySQL', 'JQuery', 'LAMP', 'Linux', 'Apache', 'PHP', 'Python', 'Excel', 'Word', 'Outlook']);
    // lists of common words in a sentence describe the candidate; a lower-case list of known tools still lists them
    expect(
      parseSkills(
        [
          'Sound managerial, decision-making, and computer skills',
          'Ability to coordinate with school board members, teachers, and parents',
          'Microsoft Office including Word, excel, outlook',
          'Web client implementation: Layout, rendering, network programming',
        ],
        known,
      ).skills,
    ).toEqual(['Microsoft Office', 'Word', 'excel', 'outlook', 'Layout', 'rendering', 'network programming']);
    expect(parseSkills(['Jira, Confluence, etc.'], known).skills).toEqual(['Jira', 'Confluence']);
    // a name that merely contains a lead word stays whole
    expect(parseSkills(['Knowledge Management, Skills Development'], known).skills).toEqual(['Knowledge Management', 'Skills Development']);
  });

  it("drops the heading of a job board's closing section left under the list", () => {
    expect(parseSkills(['Perl (10+ years), SQL (5 years)', 'ADDITIONAL INFORMATION']).skills).toEqual(['Perl', 'SQL']);
  });

  it("drops a skills table's column headers and when-last-used cells, and a project table's field labels", () => {
    expect(parseSkills(['Name', 'Skill Level', 'Last Used / Experience', 'Kotlin', 'Advanced', 'Current / 3 years', 'Gradle', '2019 / 8 months']).skills).toEqual(['Kotlin', 'Gradle']);
    expect(parseSkills(['Project', 'Role', 'Team Size', 'Duration', 'Tools: Jenkins, Maven']).skills).toEqual(['Jenkins', 'Maven']);
  });

  it("drops a page's footer cut into the list", () => {
    expect(parseSkills(['Kotlin, Swift', 'Page 2 of 3', 'Page 4', 'Seite 2/3', 'Figma']).skills).toEqual(['Kotlin', 'Swift', 'Figma']);
  });

  it('drops stray letters and places a page swept into the list, but keeps one-letter languages it knows', () => {
    expect(parseSkills(['Java, C, R', 'S', '+S', 'Houston', 'Texas', 'India', 'Mobile', 'Reading'], isKnown).skills).toEqual(['Java', 'C', 'R', 'Mobile', 'Reading']);
  });

  it('drops a spoken level in brackets after a skill', () => {
    expect(parseSkills(['Sign language (conversational)', 'Excel'], isKnown).skills).toEqual(['Sign language', 'Excel']);
  });
});

describe('a list item naming a kind before its first example', () => {
  it('reads the example, and the kind when it reads as a name', () => {
    expect(parseSkills(['Experienced in cloud platforms such as AWS, Azure, GCP']).skills).toEqual(['AWS', 'Azure', 'GCP']);
    expect(parseSkills(['Office Suite including Excel, Word, Outlook']).skills).toEqual(['Office Suite', 'Excel', 'Word', 'Outlook']);
  });
});

describe('skills listed in a summary', () => {
  it('reads a list a summary sentence leads in to, and nothing else of the sentence', () => {
    expect(leadInList('• Proficient with Java/J2EE, C, C++, .NET, Unix, Linux and HTML.')).toBe('Java/J2EE, C, C++, .NET, Unix, Linux, HTML');
    expect(leadInList('Experienced in leading teams of 5 across two sites.')).toBeNull();
    expect(leadInList('Knowledge of Excel and Word.')).toBeNull();
  });

  it('reads the examples a lead-in names a kind of, and one name with a bracket of three', () => {
    expect(leadInList('Experience with build tools such as Gradle, Maven and Bazel.')).toBe('Gradle, Maven, Bazel');
    expect(leadInList('Hands-on with cloud platforms like: AWS, Azure, GCP')).toBe('AWS, Azure, GCP');
    expect(leadInList('Strong skills with MEAN (MongoDB, Express, Angular, and Node)')).toBe('MEAN (MongoDB, Express, Angular, and Node)');
    expect(leadInList('Experience with teams like the ones at large firms.')).toBeNull();
    expect(leadInList('Knowledge of Python (pandas)')).toBeNull();
  });

  it('reads a lead-in of acquaintance or of an area, and a named kind of tools anywhere in the sentence', () => {
    expect(leadInList('• Well acquainted with bug tracking tools like Bugzilla, Mantis, JIRA')).toBe('Bugzilla, Mantis, JIRA');
    expect(leadInList('• Expertise in the areas of Core Java, Servlets, JSP, and Web Services.')).toBe('Core Java, Servlets, JSP, Web Services');
    expect(leadInList('Twenty years of Oracle work on diverse platforms such as: Linux, Windows, HP-UX, Solaris.')).toBe('Linux, Windows, HP-UX, Solaris');
    expect(leadInList('Worked with clients such as Acme, Globex and Initech.')).toBeNull();
    expect(leadInList('Led teams on platforms such as the ones our clients run.')).toBeNull();
  });

  it('lists them whether or not the CV has a skills section', () => {
    const cv = (skills: string) => `John Smith
john@example.com

SUMMARY:
• Software engineering internship with Hewlett-Packard.
• Proficient with Java/J2EE, C, C++, .NET, Unix, Linux and HTML.
${skills}
EXPERIENCE:
Computer Lab Assistant, August 2007 to Present
Illinois State University, Normal, Illinois
`;
    expect(parseCv(extractText(cv(''))).listedSkills).toEqual(['Java/J2EE', 'C', 'C++', '.NET', 'Unix', 'Linux', 'HTML']);
    expect(parseCv(extractText(cv('\nSKILLS:\nPython, SQL\n'))).listedSkills).toEqual(['Python', 'SQL', 'Java/J2EE', 'C', 'C++', '.NET', 'Unix', 'Linux', 'HTML']);
  });

  it('reads them in an unheaded profile under the name too', () => {
    const text = `Jane Roe
jane@example.com
• Seven years of quality assurance for telecom software.
• Proficient with Selenium, JMeter, Postman and SoapUI.
EXPERIENCE:
QA Engineer, Globex, 2019 - 2024
`;
    expect(parseCv(extractText(text)).listedSkills).toEqual(['Selenium', 'JMeter', 'Postman', 'SoapUI']);
  });
});

describe('languages of East Africa and a singular label', () => {
  it('reads the Philippine languages a Filipino CV lists beside Filipino', () => {
    expect(parseLanguages(['English, Filipino, Cebuano, Ilocano']).map((l) => l.language)).toEqual(['English', 'Filipino', 'Cebuano', 'Ilocano']);
  });

  it('reads Kiswahili and Kikuyu, and "Language: Spanish"', () => {
    expect(parseLanguages(['English – Fluent;  Kiswahili – Fluent;  Kikuyu – Native']).map((l) => [l.language, l.proficiency])).toEqual([
      ['English', 'Fluent'], ['Kiswahili', 'Fluent'], ['Kikuyu', 'Native'],
    ]);
    expect(parseLanguages(['Language: Spanish']).map((l) => l.language)).toEqual(['Spanish']);
  });
});
