import { fold } from './text-shape';

/**
 * Head nouns and markers of job titles in the supported languages. A field holding one of
 * these is probably a title; employer markers say the opposite.
 */
const TITLE_WORDS = [
  'engineer', 'developer', 'programmer', 'architect', 'manager', 'director', 'head', 'lead', 'leader', 'chief', 'officer',
  'president', 'vp', 'analyst', 'scientist', 'researcher', 'designer', 'consultant', 'specialist', 'coordinator', 'administrator',
  'assistant', 'associate', 'intern', 'internship', 'trainee', 'apprentice', 'graduate', 'accountant', 'auditor', 'controller',
  'bookkeeper', 'nurse', 'teacher', 'lecturer', 'professor', 'tutor', 'electrician', 'technician', 'mechanic', 'plumber',
  'representative', 'executive', 'agent', 'advisor', 'adviser', 'owner', 'founder', 'co-founder', 'cofounder', 'partner', 'clerk',
  'supervisor', 'operator', 'operative', 'planner', 'buyer', 'recruiter', 'generalist', 'partner', 'writer', 'editor', 'strategist', 'marketer',
  'product owner', 'scrum master', 'cto', 'ceo', 'cfo', 'coo', 'sdr', 'bdr', 'sre', 'devops', 'journeyman', 'foreman', 'dispatcher',
  'receptionist', 'barista', 'waiter', 'waitress', 'cashier', 'cook', 'driver', 'courier', 'cleaner', 'bartender', 'server', 'nanny', 'pilot', 'surveyor', 'therapist', 'pharmacist', 'physician', 'doctor', 'midwife', 'carer', 'caregiver', 'paralegal', 'solicitor', 'lawyer',
  'attorney', 'instructor', 'coach', 'volunteer', 'freelance', 'freelancer', 'contractor', 'staff', 'senior', 'junior', 'principal',
  'entwickler', 'ingenieur', 'ingenieurin', 'leiter', 'leiterin', 'berater', 'beraterin', 'werkstudent', 'werkstudentin', 'praktikant',
  'praktikantin', 'referent', 'referentin', 'sachbearbeiter', 'geschaftsfuhrer', 'designerin', 'entwicklerin', 'managerin', 'teamleiter',
  'desarrollador', 'desarrolladora', 'ingeniero', 'ingeniera', 'jefe', 'jefa', 'responsable', 'gerente', 'analista', 'disenador',
  'disenadora', 'ejecutivo', 'ejecutiva', 'comercial', 'asesor', 'asesora', 'tecnico', 'enfermera', 'enfermero', 'profesor', 'profesora',
  'becario', 'becaria', 'practicas', 'chef', 'charge', 'chargee', 'developpeur', 'developpeuse', 'ingenieure', 'directeur', 'directrice',
  'stagiaire', 'alternant', 'alternante', 'chargé', 'conseiller', 'conseillere', 'commercial', 'commerciale', 'desenvolvedor',
  'desenvolvedora', 'engenheiro', 'engenheira', 'estagiario', 'estagiaria', 'coordenador', 'coordenadora', 'gerente', 'especialista',
  'analista', 'assistente', 'programista', 'kierownik', 'specjalista', 'inzynier', 'stazysta', 'medewerker', 'ontwikkelaar',
];

const EMPLOYER_WORDS = [
  'inc', 'inc.', 'ltd', 'ltd.', 'limited', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'se', 'kg', 'sa', 's.a.', 'sas', 'sarl', 'sl', 's.l.',
  'bv', 'b.v.', 'nv', 'pty', 'pvt', 'private', 'corp', 'corp.', 'corporation', 'company', 'co.', 'group', 'holdings', 'bank', 'university',
  'universitat', 'universidad', 'universite', 'universidade', 'college', 'school', 'academy', 'hospital', 'clinic', 'trust', 'nhs',
  'council', 'agency', 'solutions', 'technologies', 'technology', 'labs', 'systems', 'software', 'services', 'consulting', 'partners',
  'studio', 'studios', 'foundation', 'institute', 'ministry', 'department', 'health', 'logistics', 'retail', 'airlines', 'insurance',
  'energy', 'motors', 'foods', 'media', 'digital', 'ventures', 'capital', 'pharma', 'sp.', 'z', 'o.o.', 'sp. z o.o.', 'lda', 'ltda', 'ltda.',
];

const TITLE_SET = new Set(TITLE_WORDS.map(fold));
const EMPLOYER_SET = new Set(EMPLOYER_WORDS);

const words = (text: string) => fold(text).split(/[\s,/()&]+/).filter(Boolean);

/** How strongly a field reads as a job title (0 = not at all). */
export function titleScore(text: string): number {
  const folded = fold(text);
  let score = words(text).filter((w) => TITLE_SET.has(w.replace(/[.:]$/, ''))).length * 2;
  if (/\b(product owner|scrum master|team lead|tech lead)\b/.test(folded)) score += 2;
  if (/\d/.test(text)) score -= 2;
  return score;
}

/** How strongly a field reads as an organisation name (0 = not at all). */
export function employerScore(text: string): number {
  return words(text).filter((w) => EMPLOYER_SET.has(w)).length * 2 + (/&/.test(text) ? 1 : 0);
}

export function hasTitleWord(text: string): boolean {
  return words(text).some((w) => TITLE_SET.has(w) && !['senior', 'junior', 'staff', 'principal', 'lead', 'head'].includes(w));
}
