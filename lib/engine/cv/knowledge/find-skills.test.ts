import { describe, expect, it } from 'vitest';
import { findSkillEvidence, findSkills } from './index';

const names = (text: string) => findSkills(text).map((m) => m.skill.name);

describe('findSkills: aliases and boundaries', () => {
  it('maps aliases to canonical skills', () => {
    expect(names('Postgres, JS and k8s')).toEqual(['PostgreSQL', 'JavaScript', 'Kubernetes']);
    expect(names('golang microservices on EKS')).toEqual(['Go', 'Microservices', 'Kubernetes']);
    expect(names('Atlassian JIRA, MS Excel, The MathWorks MATLAB')).toEqual(['Jira', 'Excel', 'MATLAB']);
    expect(names('ReactJS / Node JS / Amazon Web Services')).toEqual(['React', 'Node.js', 'AWS']);
    expect(names('Built JS widgets and ML models')).toEqual(['JavaScript', 'Machine learning']);
    expect(names('my js is rusty')).toEqual([]);
  });

  it('reads a trade\'s safety tickets as the health and safety they show', () => {
    expect(names('Construction Induction (White Card); Working at Heights')).toEqual(['Health and safety']);
  });

  it('keeps technology punctuation distinct', () => {
    expect(names('C#, C++, .NET, ASP.NET, Node.js')).toEqual(['C#', 'C++', '.NET', 'ASP.NET', 'Node.js']);
    expect(names('CI/CD pipelines and A/B testing')).toEqual(['CI/CD', 'A/B testing']);
  });

  it('matches whole words only and prefers the longest name', () => {
    expect(names('JavaScript developer')).toEqual(['JavaScript']);
    expect(names('reactive programming')).toEqual([]);
    expect(names('Ruby on Rails apps')).toEqual(['Ruby on Rails']);
    expect(names('Spring Boot services')).toEqual(['Spring Boot']);
  });

  it('orders by first occurrence and counts repeats', () => {
    const matches = findSkills('Python scripts. Docker images. More Python and python3.');
    expect(matches.map((m) => [m.skill.name, m.count])).toEqual([
      ['Python', 3],
      ['Docker', 1],
    ]);
  });

  it('finds soft skills with their kind', () => {
    const [match] = findSkills('Strong stakeholder management across teams');
    expect(match.skill).toMatchObject({ name: 'Stakeholder management', kind: 'soft', category: 'soft_skill' });
  });

  it('returns nothing for text without skills', () => {
    expect(findSkills('')).toEqual([]);
    expect(names('I like long walks on the beach.')).toEqual([]);
  });
});

describe('findSkills: ambiguity guards', () => {
  it('accepts single letters in a list', () => {
    expect(names('C, C++, Python')).toEqual(['C', 'C++', 'Python']);
    expect(names('Languages: Python, R, SQL')).toEqual(['Python', 'R', 'SQL']);
    expect(names('Python and R')).toEqual(['Python', 'R']);
    expect(names('• C\n• Go\n')).toEqual(['C', 'Go']);
  });

  it('rejects single letters in prose', () => {
    expect(names('Grade C')).toEqual([]);
    expect(names('Plan B and C')).toEqual([]);
    expect(names('Achieved grade C in maths, then moved on')).toEqual([]);
    expect(names('R&D engineer')).toEqual([]);
  });

  it('does not read everyday words as products', () => {
    expect(names('Led our go-to-market launch')).toEqual(['Go-to-market strategy']);
    expect(names('Gave nurses access to records')).toEqual([]);
    expect(names('Access to data was limited')).toEqual([]);
    expect(names('Students excel in a word-rich class')).toEqual([]);
    expect(names('we go to the office')).toEqual([]);
  });

  it('accepts guarded names written as the product in a list or after "in"', () => {
    expect(names('Excel, Access, Word')).toEqual(['Excel', 'Microsoft Access', 'Microsoft Word']);
    expect(names('Built services in Go.')).toEqual(['Go']);
    expect(names('Tools: Go, Rust')).toEqual(['Go', 'Rust']);
  });
});

describe('findSkills: precision on real CV prose', () => {
  it('finds Go after a prose lead next to a technical noun, not in everyday phrases', () => {
    expect(names('moving hot paths from Express to Go services')).toEqual(['Express', 'Go']);
    expect(names('migrated the API to Go.')).toEqual(['Go']);
    expect(names('Go to the office twice a week')).toEqual([]);
    expect(names('owned the go-to-market plan')).not.toContain('Go');
    expect(names('Access code for the building')).toEqual([]);
  });

  it('matches a multi-word skill as a phrase, not as scattered words', () => {
    expect(names('design distributed systems')).not.toContain('System design');
    expect(names('Led system design reviews')).toEqual(['System design']);
  });

  it('skips phrases that contain a skill without naming it', () => {
    expect(names('We are hiring senior engineers')).toEqual([]);
    expect(names('Partnered with hiring managers on 40 roles')).not.toContain('Hiring');
    expect(names('Led hiring for 12 engineers')).toEqual(['Hiring']);
    expect(names('Presented to the senior leadership team')).not.toContain('Leadership');
    expect(names('Site Reliability Engineer')).toEqual([]);
  });

  it('does not read the field of a product or organisation as a skill', () => {
    expect(names('building payment and logistics platforms')).toEqual([]);
    expect(names('Wrote Python APIs for a patient scheduling product')).toEqual(['Python']);
    expect(names('Presented forecasts to the supply chain\nleadership team')).toEqual(['Forecasting']);
    expect(names('Logistics coordinator for road freight')).toEqual(['Logistics']);
    expect(names('Managed patient scheduling for 3 clinics')).toEqual(['Patient scheduling']);
  });

  it('keeps source control and supply chains apart', () => {
    expect(names('source code management with Git')).toEqual(['Git']);
    expect(names('SAP SCM rollout')).toEqual(['Supply chain management']);
  });

  it('knows common skill names in Spanish, French and Portuguese', () => {
    expect(names('Venta consultiva, Prospección, Negociación')).toEqual(['Solution selling', 'Lead generation', 'Negotiation']);
    expect(names('Négociation, vente consultative')).toEqual(['Negotiation', 'Solution selling']);
  });

  it('does not turn everyday acronyms and phrases into skills', () => {
    expect(names('Weekly RAG status to the steering group')).toEqual([]);
    expect(names('Hit all KPIs for the quarter')).toEqual([]);
    expect(names('EDI integrations with carriers')).not.toContain('Diversity and inclusion');
    expect(names('Delivered patient-centred care')).not.toContain('Patience');
    expect(names('Amartya Sen')).toEqual([]);
    expect(names('SEN support for 12 pupils')).toEqual(['Special education']);
  });
});

describe('findSkills: ambiguous aliases', () => {
  it('reads an electrical "switchboard" and the Spanish "personas" as no skill', () => {
    const names = (t: string) => findSkills(t).map((m) => m.skill.name);
    expect(names('Switchboard upgrades, Fault finding, Solar PV installation')).not.toContain('Front desk operations');
    expect(names('Liderazgo de un equipo de 35 personas en 6 países')).not.toContain('Journey mapping');
    expect(names('Operated the telephone switchboard for a 200-bed hotel')).toContain('Front desk operations');
  });
});

describe('findSkills: names that are also companies, platforms or ordinary words', () => {
  const found = (text: string, context?: 'skills' | 'text' | 'contact') => findSkills(text, context).map((m) => m.skill.name);

  it.each([
    'Software Engineer at Facebook, 2018 – 2021',
    'Senior Engineer, Slack Technologies',
    'Gameplay Programmer, Epic Games — 2019 – Present',
    'Connect with me on LinkedIn',
    'Cloud Nest Ltd — Backend Engineer',
    'Backend Engineer at CloudNest',
    'Our teams shipped weekly; Teams of five met daily',
    'Go to the office; go-live support',
    'Excel at building rapport with clients',
    'In spring 2020 we moved offices',
    'Rust removal on steel beams',
    'Swift response to incidents',
    'Grade C average; Plan B',
    'Nurse at Spring Health Inc.',
    'Adams, R. et al. Sample-efficient manipulation with world models. NeurIPS, 2021.',
    'Adams, R., Chen, L. Scaling simulation-based inference.',
    'A levels: Maths (A) English (B) Science (C)',
    'Mobile: (C): 123-345-7890 (H): 123-345-7890',
    'Maintained C/F forms for the site',
    'Spring Valley Hospital, Staff Nurse',
    'Followed us on LinkedIn and Facebook pages of the store',
    'Worked at Salesforce and Oracle before joining',
    'Joined YouTube as an intern in 2019',
  ])('reports no skill in "%s"', (text) => {
    expect(found(text).filter((n) => !['Problem solving', 'Collaboration'].includes(n))).toEqual([]);
  });

  it('counts them in a skills section or a list', () => {
    expect(found('Slack, Microsoft Teams, Zoom, Jira', 'skills')).toEqual(['Slack', 'Microsoft Teams', 'Zoom', 'Jira']);
    expect(found('Go Python Rust', 'skills')).toEqual(['Go', 'Python', 'Rust']);
    expect(found('Go, Python, Rust, Swift, R, C')).toEqual(['Go', 'Python', 'Rust', 'Swift', 'R', 'C']);
    expect(found('Excel, Word, PowerPoint')).toEqual(expect.arrayContaining(['Excel', 'PowerPoint']));
    expect(found('C/C++, Python')).toEqual(['C', 'C++', 'Python']);
    expect(found('Statistics in R. Dashboards in Tableau.')).toEqual(expect.arrayContaining(['R', 'Tableau']));
    expect(found('Spring, Hibernate, Kafka', 'skills')).toEqual(['Spring', 'Hibernate', 'Kafka']);
  });

  it.each([
    // an alphabet index of a verb list, a name spaced out letter by letter, a project code, a phone label
    ['Produced\nPurchased\nR\nRealized\nReceived', 'text'],
    ['CORNELL ROBOT LEARNING LAB | H\nU\nR\nJan 2014', 'text'],
    ['Project: C\nDuration: 7 months', 'text'],
    ['Mobile : 91 1239456789 (R)\nCareer Objective', 'text'],
    // grades one a line, "R & D" broken over a line, authors' initials
    ['A Levels:\nEnglish (A)\nMaths (C)\nPhysics (B)', 'text'],
    ['programming, presentation, R\n& D, systems design', 'skills'],
    ['(T. Janicki, D. Kline, J. Gowan, and\nR. Konopaske).', 'text'],
    // prose a skills section holds: a season, a town, a company
    ['Published writer: Featured in Spring 2005 edition of USC journal', 'skills'],
    ['Assistant Principal, Great Pupil Elementary, Spring, TX', 'skills'],
    ['Quickly built strong customer links resulting at Computers R Us, shown by', 'skills'],
    // a name whose punctuation is part of it: "Act as" is no CRM
    ['• Act as global escalation support', 'text'],
    ['Opening Act\nAndroid App', 'text'],
  ] as const)('reports no ambiguous skill in "%s" (%s)', (text, context) => {
    expect(findSkills(text, context).filter((m) => m.skill.ambiguous || m.skill.name === 'Act!').map((m) => m.skill.name)).toEqual([]);
  });

  it('reads no platform name in a contact block as a skill', () => {
    expect(found('TCarter@yahoo.com | @twitterhandle | LinkedIn | Portfolio', 'contact')).toEqual([]);
    expect(found('Tools: R\nLanguages: C')).toEqual(['R', 'C']);
    expect(found('CRM: Salesforce, Act!, HubSpot')).toContain('Act!');
  });

  it('counts them with supporting evidence nearby', () => {
    expect(found('Ran paid social campaigns on Facebook and Instagram')).toEqual(['Facebook', 'Instagram']);
    expect(found('Sourced 40 candidates a month through LinkedIn Recruiter')).toContain('LinkedIn');
    expect(found('Charting and order entry in Epic EHR')).toContain('Epic');
    expect(found('Wrote microservices in Go with gRPC')).toEqual(['Microservices', 'Go', 'gRPC']);
  });

  it('reads "Blueprints" as Unreal visual scripting in a game context and as blueprint reading elsewhere', () => {
    expect(found('Built gameplay systems in Unreal Engine 5 using Blueprints and C++')).toEqual(expect.arrayContaining(['Unreal Engine', 'Unreal Blueprints', 'C++']));
    expect(found('Built gameplay systems in Unreal Engine 5 using Blueprints and C++')).not.toContain('Blueprint reading');
    expect(found('Read blueprints and schematics to install conduit')).toEqual(['Blueprint reading']);
  });
});

describe('findSkillEvidence', () => {
  it('says where each skill is named', () => {
    const [go] = findSkillEvidence('Built services in Go; Go, Python');
    expect(go.skill.name).toBe('Go');
    expect(go.spans.map((s) => s.text)).toEqual(['Go', 'Go']);
    expect(go.spans[0]).toMatchObject({ start: 18, end: 20 });
  });
});

describe('findSkills: Spanish, French and German CVs', () => {
  const listed = (text: string) => findSkills(text, 'skills').map((m) => m.skill.name);

  it('maps the printed skills to the same canonical skills as English', () => {
    expect(listed('Cuidados de enfermería, Administración de medicamentos, Soporte vital básico, Trabajo en equipo')).toEqual([
      'Patient care',
      'Medication administration',
      'BLS',
      'Teamwork',
    ]);
    expect(listed('Gestion de projet, Analyse de données, Travail en équipe, Service client, Gestion de la paie')).toEqual([
      'Project management',
      'Data analysis',
      'Teamwork',
      'Customer support',
      'Payroll',
    ]);
    expect(listed('Projektmanagement, Buchhaltung, Teamarbeit, Kundenservice, Datenanalyse')).toEqual([
      'Project management',
      'Bookkeeping',
      'Teamwork',
      'Customer support',
      'Data analysis',
    ]);
  });

  it('reads the sales skills a sales CV prints in its own language', () => {
    expect(listed('Ventas B2B, Negociación de contratos, Venta cruzada, Gestión de cuentas clave')).toEqual(['B2B sales', 'Contract negotiation', 'Upselling', 'Account management']);
    expect(listed('Vente B2B, Présentations commerciales, Gestion de secteur')).toEqual(['B2B sales', 'Sales presentations', 'Territory management']);
    expect(listed('B2B-Vertrieb, Vertragsverhandlungen, Key-Account-Management')).toEqual(['B2B sales', 'Contract negotiation', 'Account management']);
    expect(listed('Vendas B2B, Carteira de clientes, Negociação de contratos')).toEqual(['B2B sales', 'Account management', 'Contract negotiation']);
    expect(listed("Gestión de equipos, Management d'équipe, Gestão de pessoas")).toEqual(['People management']);
  });

  it('reads the work a CV names in its own words as the skill it is', () => {
    const found = (text: string) => findSkills(text).map((m) => m.skill.name);
    expect(found('Saisie des factures fournisseurs et lettrage des comptes.')).toContain('Accounts payable');
    expect(found('Prüfung und Verbuchung von monatlich über 3.000 Eingangsrechnungen')).toContain('Accounts payable');
    expect(found('Présélection des candidats et entretiens téléphoniques')).toContain('Candidate screening');
    expect(found('Cribado de candidatos para perfiles técnicos')).toContain('Candidate screening');
    expect(found('Triagem de currículos')).toContain('Candidate screening');
    expect(found('Soporte Vital Avanzado (SVA), SEMICYUC, 2022')).toEqual(['ACLS']);
    expect(found('Suporte Básico de Vida')).toEqual(['BLS']);
    // a CPR certificate is CPR, never BLS, in any language
    expect(found('Senior First Aid and CPR (HLTAID011), renewed 2025')).toEqual(['CPR']);
    expect(found('Curso de RCP y primeros auxilios')).toEqual(['CPR']);
    expect(found('BLS, ACLS')).toEqual(['BLS', 'ACLS']);
    expect(found('Prevención de riesgos laborales')).toEqual(['Health and safety']);
    expect(found('Différenciation pédagogique · Évaluation des apprentissages')).toEqual(['Differentiated instruction', 'Student assessment']);
    expect(found('Gestion de brigade | HACCP | Création de cartes')).toEqual(expect.arrayContaining(['Kitchen management', 'Menu planning']));
    expect(found('Verkürzung des Monatsabschlusses; Erstellung von Jahresabschlüssen')).toEqual(['Month-end close', 'Financial reporting']);
    expect(found('Plano de cuidados de enfermagem')).toEqual(['Care planning']);
  });

  it('leaves an acronym that means something else in English out: SVA, SVB', () => {
    expect(findSkills('BFA, School of Visual Arts (SVA); client of SVB').map((m) => m.skill.name)).not.toContain('ACLS');
  });

  it('reads ESCO\'s French and Spanish labels of a lexicon skill, alternative ones included', () => {
    expect(listed('Sistemas embebidos, Derecho laboral, Análisis de mercado')).toEqual(['Embedded systems', 'Employment law', 'Market research']);
    expect(listed('Lutte contre les infections, Dessin technique')).toEqual(['Infection control', 'Technical drawings']);
  });

  it('reads triage as a patient assessment in Spanish and French, not in an engineer\'s "bug triage"', () => {
    expect(names('Valoración y triaje de hasta 40 pacientes por turno')).toContain('Patient assessment');
    expect(names('Tri des patients aux urgences')).toContain('Patient assessment');
    expect(names('Led weekly bug triage and incident triage')).not.toContain('Patient assessment');
  });

  it('reads each country\'s wiring rules as its own, never a UK "18th Edition" as the US code', () => {
    expect(names('City & Guilds 2382 18th Edition Wiring Regulations; BS 7671 inspection and testing')).toEqual(['IET Wiring Regulations']);
    expect(names('Installations to NEC and NFPA 70')).toEqual(['NEC code']);
    expect(names('Worked to the Canadian Electrical Code (CSA C22.1)')).toEqual(['Canadian Electrical Code']);
  });

  it('reads a French dashboard as a dashboard, not Tableau', () => {
    expect(names("Mise en place d'un tableau de bord des délais de recrutement")).toEqual(['Recruiting']);
    expect(names('Rapports sous Tableau et Power BI')).toContain('Tableau');
  });
});

describe('findSkills: letter-spaced type', () => {
  it('reads no "x&y" abbreviation out of a letter-spaced name or heading', () => {
    expect(names('T O M A S Z   W I Ś N I E W S K I')).toEqual([]);
    expect(names('G A M E P L AY   P R O G R A M M E R')).toEqual([]);
    expect(names('Owned P&L for two regions; advised on M & A deals')).toEqual(['P&L management', 'Corporate law']);
  });
});

describe('findSkills: a spelling two skills share is read by the whole CV', () => {
  const listed = (text: string, document?: string) => findSkills(text, 'skills', document).map((m) => m.skill.name);

  it('reads "Blueprints" by the game or the trade the CV is about, and as neither without one', () => {
    expect(listed('Blueprints', 'Senior Game Developer\nShipped three titles in Unreal Engine 5\nSKILLS\nBlueprints')).toEqual(['Unreal Blueprints']);
    expect(listed('Blueprints', 'Journeyman Electrician\nConduit bending, NEC\nBlueprints')).toEqual(['Blueprint reading']);
    expect(listed('Blueprints')).toEqual([]);
    expect(listed('Flask, Blueprints, SQLAlchemy')).toEqual(['Flask']);
  });

  it("reads rehabilitation as care of patients and discovery as litigation's, not a road's or a research grant's", () => {
    const engineer = 'Senior Site Engineer\nAssisted in the inspection of federal road rehabilitation contracts.';
    expect(findSkills('Assisted in the inspection of federal road rehabilitation contracts.', 'text', engineer).map((m) => m.skill.name)).toEqual([]);
    const physio = 'Physiotherapist\nPost-stroke rehabilitation of 12 patients a day.';
    expect(findSkills('Post-stroke rehabilitation of 12 patients a day.', 'text', physio).map((m) => m.skill.name)).toContain('Rehabilitation');
    const academic = 'Senior Lecturer in Marine Ecology\n2023 – 2026 ARC Discovery Project DP230100456';
    expect(findSkills('2023 – 2026 ARC Discovery Project DP230100456', 'text', academic).map((m) => m.skill.name)).toEqual([]);
    expect(listed('Discovery, Legal research', 'Litigation Associate\nDrafted pleadings and motions\nDiscovery, Legal research')).toContain('Discovery');
  });

  it("reads another trade's acronym as the skill only on a CV of the skill's field", () => {
    const electrician = 'Approved Electrician\nCSCS / ECS card\nECS Gold Card\nBS 7671 18th Edition';
    expect(findSkills('ECS Gold Card – Approved Electrician', 'text', electrician).map((m) => m.skill.name)).toEqual([]);
    expect(findSkills('Deployed services on ECS', 'text', 'Backend engineer\nAWS, Docker, Terraform').map((m) => m.skill.name)).toEqual(['ECS']);
    expect(listed('AWS (ECS, EKS)')).toEqual(['AWS', 'ECS', 'Kubernetes']);
    const teacher = 'Fourth Grade Teacher\nGrade-level team lead; coordinate PLC meetings and common assessments.';
    expect(findSkills('coordinate PLC meetings and common assessments', 'text', teacher).map((m) => m.skill.name)).toEqual([]);
    expect(names('Project client: Whitbread PLC')).toEqual([]);
    expect(findSkills('Programmed Siemens PLCs', 'text', 'Controls technician\nProgrammed Siemens PLCs').map((m) => m.skill.name)).toEqual(['PLC programming']);
    expect(names('PLC, SCADA and VFD')).toContain('PLC programming');
  });

  it('reads renewals as churn reduction only beside a customer', () => {
    expect(names('Wrote condition reports for 30 km of cast iron mains, prioritising renewals over relining')).toEqual([]);
    expect(names('Managed renewals and upsells across 40 enterprise accounts')).toEqual(['Churn reduction']);
  });
});

describe("findSkills: a product's or a customer's onboarding is no HR onboarding", () => {
  it('skips onboarding flows and users, keeps a new employee', () => {
    expect(names('A/B tested the onboarding flow of a mobile game')).toEqual([]);
    expect(names('Redesigned user onboarding, lifting activation 12%')).toEqual([]);
    expect(names('Ran new hire onboarding for 30 staff a year')).toEqual(['Onboarding']);
    expect(names('Recruiting, onboarding, payroll')).toEqual(['Recruiting', 'Onboarding', 'Payroll']);
  });
});

describe('findSkills: a credential named as its market names it', () => {
  it("reads the UK's CSCS card as health and safety, a US OSHA card as OSHA", () => {
    expect(names('CSCS card holder')).toEqual(['Health and safety']);
    expect(names('OSHA 30 certified')).toEqual(['OSHA safety']);
  });
  it('finds a skill printed in Portuguese, which ESCO\'s labels here do not spell', () => {
    const names = (text: string) => findSkills(text).map((m) => m.skill.name);
    expect(names('Competências: Estatística, Análise de dados, Trabalho em equipe')).toEqual(expect.arrayContaining(['Statistics', 'Data analysis', 'Teamwork']));
    expect(names('Gestão de projetos e atendimento ao cliente')).toEqual(expect.arrayContaining(['Project management', 'Customer support']));
  });
});

describe('findSkills: accounting skills as Spanish and French CVs print them', () => {
  it('reads NIIF as IFRS and tax returns as tax preparation', () => {
    expect(names('NIF y NIIF')).toContain('IFRS');
    expect(names('Normes IFRS')).toContain('IFRS');
    expect(names('Declaraciones fiscales')).toEqual(['Tax preparation']);
    expect(names('Déclarations fiscales annuelles')).toContain('Tax preparation');
  });
});
