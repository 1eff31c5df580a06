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
  'receptionist', 'barista', 'waiter', 'waitress', 'cashier', 'cook', 'driver', 'courier', 'cleaner', 'bartender', 'server', 'nanny', 'babysitter', 'sitter', 'pilot', 'surveyor', 'therapist', 'pharmacist', 'physician', 'doctor', 'midwife', 'carer', 'caregiver', 'paralegal', 'solicitor', 'lawyer',
  'attorney', 'instructor', 'coach', 'volunteer', 'freelance', 'freelancer', 'contractor', 'staff', 'senior', 'junior', 'principal',
  'entwickler', 'ingenieur', 'ingenieurin', 'leiter', 'leiterin', 'berater', 'beraterin', 'werkstudent', 'werkstudentin', 'praktikant',
  'praktikantin', 'referent', 'referentin', 'sachbearbeiter', 'geschaftsfuhrer', 'designerin', 'entwicklerin', 'managerin', 'teamleiter',
  'desarrollador', 'desarrolladora', 'ingeniero', 'ingeniera', 'jefe', 'jefa', 'responsable', 'gerente', 'analista', 'disenador',
  'disenadora', 'ejecutivo', 'ejecutiva', 'comercial', 'asesor', 'asesora', 'tecnico', 'enfermera', 'enfermero', 'profesor', 'profesora',
  'becario', 'becaria', 'practicas', 'chef', 'charge', 'chargee', 'developpeur', 'developpeuse', 'ingenieure', 'directeur', 'directrice',
  'stagiaire', 'alternant', 'alternante', 'chargé', 'conseiller', 'conseillere', 'commercial', 'commerciale', 'desenvolvedor',
  'desenvolvedora', 'engenheiro', 'engenheira', 'estagiario', 'estagiaria', 'coordenador', 'coordenadora', 'gerente', 'especialista',
  'analista', 'assistente', 'programista', 'kierownik', 'specjalista', 'inzynier', 'stazysta', 'medewerker', 'ontwikkelaar',
  // feminine and further forms in Spanish, Portuguese, French, Italian, Polish and Dutch
  'directora', 'subdirector', 'subdirectora', 'coordinador', 'coordinadora', 'auditora', 'contable', 'consultor', 'consultora',
  'abogado', 'abogada', 'administrativo', 'administrativa', 'vendedor', 'vendedora', 'cajero', 'cajera', 'camarero', 'camarera',
  'maestro', 'maestra', 'docente', 'investigador', 'investigadora', 'programador', 'programadora', 'arquitecto', 'arquitecta',
  'supervisora', 'operario', 'operaria', 'tecnica', 'diretor', 'diretora', 'professora', 'enfermeiro', 'enfermeira', 'advogado',
  'advogada', 'contador', 'contadora', 'auxiliar', 'comptable', 'consultante', 'gestionnaire', 'assistante', 'technicien',
  'technicienne', 'infirmier', 'infirmiere', 'vendeur', 'vendeuse', 'enseignant', 'enseignante', 'professeur', 'direttore',
  'direttrice', 'responsabile', 'impiegato', 'impiegata', 'sviluppatore', 'ingegnere', 'consulente', 'dyrektor', 'ksiegowa',
  'ksiegowy', 'kierowniczka', 'programistka', 'specjalistka', 'analityk', 'tester', 'testerka', 'konsultant', 'asystent',
  'asystentka', 'przedstawiciel', 'handlowiec', 'adviseur', 'teamleider', 'docent', 'beheerder', 'verpleegkundige',
  // Dutch heads of design, teaching, sales and care titles ("Grafisch ontwerper", "Junior vormgever"); 'kok' and
  // 'schilder' are left out as common surnames
  'ontwerper', 'ontwerpster', 'vormgever', 'vormgeefster', 'verkoper', 'verkoopster', 'leraar', 'lerares', 'apotheker',
  'boekhouder', 'stagiair', 'stagiaire', 'projectleider', 'begeleider', 'begeleidster', 'chauffeur',
  // clinical, uniformed, aviation and trade heads that name a job on their own
  'dentist', 'surgeon', 'optometrist', 'radiographer', 'physiotherapist', 'paramedic', 'veterinarian', 'vet', 'counsellor',
  'counselor', 'psychologist', 'captain', 'copilot', 'co-pilot', 'constable', 'sergeant', 'inspector', 'detective', 'lieutenant', 'commander', 'firefighter', 'soldier',
  'labourer', 'laborer', 'carpenter', 'welder', 'bricklayer', 'joiner', 'fitter', 'machinist', 'housekeeper', 'porter',
  'attendant', 'guard', 'teller', 'storekeeper', 'picker', 'packer',
  // academic posts
  'fellow', 'postdoc', 'postdoctoral', 'lecturer', 'reader', 'dean', 'provost', 'chair',
  // offices, teaching and media posts
  'secretary', 'treasurer', 'chairman', 'chairwoman', 'chairperson', 'educator', 'trainer', 'mentor', 'aide', 'ranger', 'registrar',
  'investigator', 'scholar', 'copywriter', 'newsreader', 'presenter', 'worker', 'employee', 'rep',
  // open-source and editorial roles
  'contributor', 'maintainer', 'committer', 'reviewer', 'curator', 'composer', 'translator', 'interpreter', 'linguist',
  // trades and everyday posts named in one word in Italian, French, Spanish and German ("Elettricista" over
  // "Elettro Service di Colombo Paolo"); words that are also common surnames (Koch, Kellner) are left out
  'elettricista', 'idraulico', 'apprendista', 'operaio', 'operaia', 'magazziniere', 'cuoco', 'cuoca', 'cameriere', 'cameriera', 'commesso',
  'commessa', 'infermiere', 'infermiera', 'insegnante', 'caposquadra', 'muratore', 'meccanico', 'autista', 'geometra', 'progettista',
  'programmatore', 'programmatrice', 'ragioniere', 'ragioniera', 'contabile', 'segretario', 'segretaria', 'educatore', 'educatrice',
  'farmacista', 'avvocato', 'architetto', 'stagista', 'tirocinante', 'coordinatore', 'coordinatrice', 'dirigente', 'operatore',
  'operatrice', 'manutentore', 'saldatore', 'falegname', 'addetto', 'addetta',
  'electricien', 'plombier', 'cuisinier', 'cuisiniere', 'serveur', 'serveuse', 'menuisier', 'soudeur', 'soudeuse', 'ouvrier', 'ouvriere',
  'magasinier', 'magasiniere', 'caissier', 'caissiere', 'educateur', 'educatrice', 'formateur', 'formatrice', 'animateur', 'animatrice',
  'secretaire', 'auditeur', 'auditrice', 'acheteur', 'acheteuse', 'juriste', 'avocat', 'avocate', 'pharmacien', 'pharmacienne',
  'aide-soignant', 'aide-soignante', 'employe',
  'electricista', 'fontanero', 'albanil', 'cocinero', 'cocinera', 'mecanico', 'soldador', 'dependiente', 'dependienta', 'recepcionista',
  'camionero', 'carpintero', 'educador', 'educadora', 'farmaceutico', 'farmaceutica',
  'elektriker', 'elektronikerin', 'elektroniker', 'mechaniker', 'mechatroniker', 'monteur', 'techniker', 'technikerin', 'erzieher',
  'erzieherin', 'buchhalter', 'buchhalterin', 'lehrer', 'lehrerin', 'krankenschwester', 'krankenpfleger', 'pflegefachkraft', 'mitarbeiter',
  'mitarbeiterin', 'kaufmann', 'kauffrau', 'architekt', 'architektin', 'tischler', 'schreiner', 'lagerist', 'auszubildender', 'auszubildende',
  // Swedish (folded: "Sjuksköterska" → sjukskoterska); compounds of these end in them (COMPOUND_TITLE)
  'sjukskoterska', 'underskoterska', 'barnmorska', 'lakare', 'larare', 'forskollarare', 'ingenjor', 'utvecklare', 'saljare', 'konsult',
  'ekonom', 'planerare', 'handlaggare', 'tekniker', 'snickare', 'kock', 'medarbetare', 'assistent', 'praktikant', 'fysioterapeut',
  'arbetsterapeut', 'psykolog', 'kurator', 'barnskotare', 'vardbitrade', 'inkopare', 'lagerarbetare', 'chauffor', 'projektledare', 'ansvarig',
  // Turkish (folded: "Muhasebe Uzmanı" → muhasebe uzmani): the head noun, with and without its possessive ending
  'uzman', 'uzmani', 'elemani', 'sorumlu', 'sorumlusu', 'mudur', 'muduru', 'mudur yardimcisi', 'muhendis', 'muhendisi', 'gelistirici', 'gelistiricisi',
  'stajyer', 'asistan', 'asistani', 'sef', 'sefi', 'temsilci', 'temsilcisi', 'muhasebeci', 'ogretmen', 'ogretmeni', 'hemsire', 'yonetici',
  'yoneticisi', 'koordinatoru', 'danisman', 'danismani', 'teknisyen', 'teknikeri', 'operatoru', 'analisti', 'mimar', 'avukat', 'denetci', 'denetcisi',
];

const EMPLOYER_WORDS = [
  'inc', 'inc.', 'ltd', 'ltd.', 'limited', 'llc', 'llp', 'plc', 'gmbh', 'ag', 'se', 'kg', 'sa', 's.a.', 'sas', 'sarl', 'sl', 's.l.',
  'bv', 'b.v.', 'nv', 'pty', 'pvt', 'private', 'corp', 'corp.', 'corporation', 'company', 'co.', 'group', 'holdings', 'bank', 'university',
  'universitat', 'universidad', 'universite', 'universidade', 'college', 'school', 'academy', 'hospital', 'clinic', 'trust', 'nhs',
  'council', 'agency', 'solutions', 'technologies', 'technology', 'labs', 'systems', 'software', 'services', 'consulting', 'partners',
  'studio', 'studios', 'foundation', 'institute', 'ministry', 'department', 'health', 'logistics', 'retail', 'airlines', 'insurance',
  'energy', 'motors', 'foods', 'media', 'digital', 'ventures', 'capital', 'pharma', 'sp.', 'z', 'o.o.', 'sp. z o.o.', 'lda', 'ltda', 'ltda.',
  'laboratory', 'laboratories', 'lab', 'division', 'center', 'centre', 'organisation', 'organization', 'association', 'society', 'electronics',
  // Swedish and Turkish employers: hospitals, universities, a municipality or region; 'A.Ş.', 'Ltd. Şti.' and the 'Sanayi ve Ticaret' of a Turkish firm's name
  'aktiebolag', 'sjukhus', 'sjukhuset', 'universitetssjukhuset', 'universitet', 'hogskolan', 'kommun', 'regionen', 'vardcentral', 'vardcentralen',
  'a.s.', 'sti.', 'sti', 'san.', 'tic.', 'sanayi', 'ticaret', 'holding', 'sirketi', 'universitesi', 'hastanesi', 'bankasi',
  'publishing', 'kgaa', 'gbr', 'ohg', 'srl', 'spa', 'sarl',
  'restaurant', 'cafe', 'hotel', 'store', 'shop', 'church', 'elementary', 'firm', 'newspaper', 'magazine', 'press',
  // the institutes, hospitals and clinics of French, Spanish, Portuguese, Italian and German CVs
  'institut', 'instituto', 'istituto', 'hopital', 'clinique', 'clinica', 'klinik', 'klinikum', 'krankenhaus', 'ospedale',
];

const TITLE_SET = new Set(TITLE_WORDS.map(fold));

/**
 * German and Dutch titles are compounds: "Vertriebsmitarbeiter", "Projektleiterin",
 * "Softwareentwickler", "Systeembeheerder". A word ending in a title noun after a stem of at
 * least three letters is a title word too.
 */
const COMPOUND_TITLE = new RegExp(
  `^\\p{L}{3,}(?:${[
    'leiter', 'leiterin', 'entwickler', 'entwicklerin', 'mitarbeiter', 'mitarbeiterin', 'berater', 'beraterin', 'ingenieur', 'ingenieurin',
    'techniker', 'technikerin', 'kaufmann', 'kauffrau', 'referent', 'referentin', 'assistent', 'assistentin', 'manager', 'managerin',
    'designer', 'designerin', 'planer', 'planerin', 'spezialist', 'spezialistin', 'analyst', 'analystin', 'pfleger', 'pflegerin',
    'lehrer', 'lehrerin', 'fachkraft', 'sachbearbeiter', 'sachbearbeiterin', 'koordinator', 'koordinatorin', 'architekt', 'architektin',
    'elektriker', 'mechaniker', 'mechatroniker', 'monteur', 'verkaufer', 'verkauferin', 'erzieher', 'erzieherin', 'buchhalter', 'buchhalterin',
    'medewerker', 'beheerder', 'adviseur', 'ontwikkelaar', 'verpleegkundige', 'docent', 'ontwerper', 'vormgever', 'leider', 'verkoper',
    'skoterska', 'utvecklare', 'ledare', 'planerare', 'handlaggare', 'ansvarig', 'ingenjor', 'konsult', 'saljare', 'medarbetare', 'ekonom',
  ].join('|')})$`,
  'u',
);
const isTitleWord = (word: string) => TITLE_SET.has(word) || COMPOUND_TITLE.test(word);
const EMPLOYER_SET = new Set(EMPLOYER_WORDS);

/** "Sr.Consultant" is two words; "S.A." and "Co." stay whole. */
const words = (text: string) => fold(text).split(/[\s,/()&]+|\.(?=\p{L}{3})/u).filter(Boolean);

/** How strongly a field reads as a job title (0 = not at all). */
export function titleScore(text: string): number {
  const folded = fold(text);
  let score = words(text).filter((w) => isTitleWord(w.replace(/[.:]$/, ''))).length * 2;
  if (/\b(product owner|scrum master|team lead|tech lead|crew member|social worker|first officer|cabin crew)\b/.test(folded)) score += 2;
  // "Engineering Co-op", "Co-op Student": a student's work term in a field; "Southern Co-op" is a retailer
  if (/\b(?:engineering|software|research|marketing|finance|accounting|design|development|data|business|operations|product|mechanical|electrical|civil|chemical|manufacturing|quality|laboratory|it|hr)\s+co-?op\b|\bco-?op\s+(?:student|intern|engineer|term|placement)\b/.test(folded)) score += 2;
  // Years and long numbers belong to dates and addresses; "Nurse Manager 1", "Teacher, Grades 6-8"
  // and "Captain, Boeing 777" stay titles.
  if (/\b(?:19|20)\d\d\b|\d{5,}/.test(text)) score -= 2;
  return score;
}

/** How strongly a field reads as an organisation name (0 = not at all). */
export function employerScore(text: string): number {
  // Plurals count too: "Columbus City Schools", "Partners Hospitals".
  const named = words(text).filter((w) => EMPLOYER_SET.has(w) || (w.length > 4 && EMPLOYER_SET.has(w.replace(/s$/, '')))).length * 2 + (/&/.test(text) ? 1 : 0);
  return named + (NAMES_AN_OFFICE.test(fold(text)) ? 2 : 0) + (SWEDISH_COMPANY.test(text.trim()) ? 2 : 0);
}

/**
 * "Capio Närsjukvård AB", "Attendo Sverige AB, Kungsbacka": a Swedish company's AB (or HB, KB)
 * after its name, in capitals. After a comma it is Alberta's code ("Calgary, AB"), no company's.
 */
const SWEDISH_COMPANY = /[\p{L}\d)]\s(?:AB|HB|KB)(?:\s*,\s*\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?)?$/u;

/**
 * "Law Offices of Dana Reyes", "Office of the Provost", "Attorney General's Office": an office named
 * as the place worked. "Office" alone is no organisation's word: "Office Manager", "Back Office
 * Executive" are posts, so only "office(s) of …" or an office closing the name counts.
 */
const NAMES_AN_OFFICE = /\boffices? of\b|\boffices?$/;

export function hasTitleWord(text: string): boolean {
  return words(text).some((w) => isTitleWord(w) && !['senior', 'junior', 'staff', 'principal', 'lead', 'head'].includes(w));
}
