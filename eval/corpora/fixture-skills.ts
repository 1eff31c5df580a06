/**
 * The lexicon skills (canonical names) each of these engine fixtures shows, labelled by hand
 * for the skill-mapping check: every skill the CV prints or uses, whatever its language, so a
 * Spanish "Trabajo en equipo" is labelled Teamwork. Complete for the files listed, so the
 * check's precision means something.
 */
export const FIXTURE_SKILLS: Readonly<Record<string, readonly string[]>> = {
  'txt-nurse-es.txt': [
    'Patient care', 'Medication administration', 'BLS', 'Infection control', 'Vital signs', 'Wound care', 'IV therapy',
    'Electronic health records', 'Patient education', 'Patient assessment', 'Teamwork', 'Empathy',
  ],
  'txt-recruiter-fr.txt': ['Recruiting', 'Onboarding', 'Payroll', 'Employee relations', 'Excel', 'Teamwork', 'Active listening', 'Presentation skills'],
  'txt-icu-nurse-de.txt': [
    'Critical care', 'Vital signs', 'Medication administration', 'Patient care', 'Wound care', 'Infection control', 'Electronic health records', 'Teamwork',
  ],
  // "Rapprochement bancaire": a bank reconciliation
  'txt-accountant-fr.txt': ['Bookkeeping', 'Month-end close', 'Tax preparation', 'Payroll', 'Excel', 'Sage Accounting', 'Teamwork', 'Account reconciliation'],
  'txt-electrician-gb.txt': ['Electrical wiring', 'Electrical troubleshooting', 'Blueprint reading', 'Health and safety', 'IET Wiring Regulations'],
  'txt-chef-au.txt': ['Menu planning', 'Food safety', 'Kitchen management', 'Inventory management', 'Food preparation', 'Leadership'],
  'txt-maths-teacher-es.txt': ['Lesson planning', 'Student assessment', 'Classroom management', 'Geogebra', 'Excel', 'Teamwork'],
  'txt-game-developer-ca.txt': [
    'C++', 'C#', 'Unreal Engine', 'Unity', 'Unreal Blueprints', 'Perforce', 'Git', 'Gameplay programming', 'Performance profiling', 'Mentoring',
    // the titles name the work: Game Developer does game development
    'Game development',
  ],
  'txt-litigator-us.txt': ['Litigation', 'Discovery', 'Legal research', 'Legal writing'],
  'txt-world-mechanical-engineer-de.txt': [
    'Mechanical design', 'SolidWorks', 'CATIA', 'Finite element analysis', 'Technical drawings', 'GD&T', 'Root cause analysis', 'Project management',
    'Leadership', 'Teamwork',
  ],
  'txt-world-nurse-fr.txt': ['Critical care', 'IV therapy', 'Patient care', 'Medication administration', 'Patient education', 'Wound care', 'Infection control', 'Teamwork'],
  // "Redacción y negociación de contratos": drafting and negotiating them
  'txt-world-lawyer-es.txt': ['Corporate law', 'Litigation', 'Legal research', 'Legal writing', 'Contract drafting', 'Contract negotiation', 'Negotiation'],
  'txt-world-data-analyst-ca.txt': [
    'Tableau', 'Data visualization', 'SQL', 'Snowflake', 'A/B testing', 'Email marketing', 'Python', 'pandas', 'Excel', 'Power BI', 'Statistics', 'Communication',
    // from the titles Data Analyst and Junior Business Analyst
    'Data analysis', 'Business analysis',
  ],
  'txt-world-software-engineer-mx.txt': [
    'Microservices', 'Go', 'PostgreSQL', 'Kubernetes', 'AWS', 'REST APIs', 'Java', 'Spring Boot', 'Unit testing', 'JUnit', 'CI/CD', 'Jenkins', 'Docker', 'Git',
    'Mentoring', 'Teamwork',
  ],
  // no Corporate law from the letter-spaced name, no HR onboarding from a product's onboarding flow
  // Gameplay programming: the titles Gameplay & Tools Programmer, Senior Gameplay Programmer
  'layouts/skill-rows-en.txt': ['C++', 'C#', 'Unreal Engine', 'Unity', 'Perforce', 'Python', 'Lua', 'Git', 'Jira', 'Gameplay programming'],
  // the headline "ventas B2B", software sold to small firms, and a book of 140 client firms ("Cartera de 140 pymes")
  'docx-sales-es.docx': ['Solution selling', 'Lead generation', 'Customer support', 'Negotiation', 'Salesforce', 'HubSpot', 'LinkedIn Sales Navigator', 'Excel', 'B2B sales', 'Account management'],
};

/** the salary market (ISO 3166-1 alpha-2) the report should price these fixtures in */
export const FIXTURE_SALARY_MARKETS: Readonly<Record<string, string>> = {
  'txt-nurse-es.txt': 'ES',
  'txt-recruiter-fr.txt': 'FR',
  'docx-sales-es.docx': 'ES',
  'txt-icu-nurse-de.txt': 'DE',
  'txt-accountant-fr.txt': 'FR',
  'txt-electrician-gb.txt': 'GB',
  'txt-chef-au.txt': 'AU',
  'txt-maths-teacher-es.txt': 'ES',
  'txt-litigator-us.txt': 'US',
  'txt-world-mechanical-engineer-de.txt': 'DE',
  'txt-world-nurse-fr.txt': 'FR',
  'txt-world-lawyer-es.txt': 'ES',
  'txt-world-data-analyst-ca.txt': 'CA',
  'txt-world-software-engineer-mx.txt': 'MX',
  'layouts/docx-electrician-table-gb.docx': 'GB',
  'layouts/office-electrician-table-gb.pdf': 'GB',
  'layouts/two-page-seasons-ca.pdf': 'CA',
  'layouts/teacher-at-lines-short-us.pdf': 'US',
  'layouts/nurse-credentials-onecol-us.pdf': 'US',
  'layouts/canva-icons-au.pdf': 'AU',
  'layouts/enfermera-sidebar-derecha-es.pdf': 'ES',
  'layouts/gamedev-typst-ca.pdf': 'CA',
  'layouts/logistique-champs-fr.pdf': 'FR',
  'layouts/rn-page-footer-us.pdf': 'US',
  'layouts/magazzino-word-it.pdf': 'IT',
  'layouts/naukri-civil-engineer-in.pdf': 'IN',
  'layouts/canva-analyst-dk.pdf': 'DK',
  'layouts/federal-program-analyst-us.pdf': 'US',
  'layouts/docx-cv-accountant-ke.docx': 'KE',
  'layouts/docx-lebenslauf-foto-de.docx': 'DE',
  'layouts/gdocs-spearmint-physio-au.pdf': 'AU',
  'layouts/functional-admin-ca.pdf': 'CA',
  'layouts/docx-resume-team-leader-ph.docx': 'PH',
  'layouts/infojobs-seleccion-es.pdf': 'ES',
  'layouts/docx-programistka-rodo-pl.docx': 'PL',
  'layouts/xing-profil-de.pdf': 'DE',
  'layouts/reactive-resume-pikachu-gb.pdf': 'GB',
  'layouts/rendercv-classic-mechanical-us.pdf': 'US',
  'layouts/jsonresume-even-product-in.pdf': 'IN',
  'layouts/docx-sjukskoterska-se.docx': 'SE',
  'layouts/gulf-hse-engineer-ae.pdf': 'AE',
  'layouts/ozgecmis-muhasebe-tr.pdf': 'TR',
};
