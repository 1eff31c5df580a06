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
  'docx-sales-es.docx': ['Solution selling', 'Lead generation', 'Customer support', 'Negotiation', 'Salesforce', 'HubSpot', 'LinkedIn Sales Navigator', 'Excel'],
};

/** the salary market (ISO 3166-1 alpha-2) the report should price these fixtures in */
export const FIXTURE_SALARY_MARKETS: Readonly<Record<string, string>> = {
  'txt-nurse-es.txt': 'ES',
  'txt-recruiter-fr.txt': 'FR',
  'docx-sales-es.docx': 'ES',
};
