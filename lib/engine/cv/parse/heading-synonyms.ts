import type { SectionType } from '../types';

/**
 * Section headings as CVs write them, accent-free and lower-case, in English, Spanish,
 * French, German, Portuguese, Dutch, Italian, Polish, Swedish and Turkish. Matching folds accents and case.
 */
export const HEADING_SYNONYMS: Record<Exclude<SectionType, 'other'>, string[]> = {
  contact: [
    'contact', 'contact details', 'contact information', 'contact info', 'personal details', 'personal information', 'personal data', 'personal particulars', 'details',
    'kontakt', 'kontaktdaten', 'personliche daten', 'persoenliche daten', 'personliche angaben', 'contacto', 'datos personales', 'datos de contacto',
    'coordonnees', 'informations personnelles', 'contato', 'dados pessoais', 'contactgegevens', 'persoonlijke gegevens', 'contatti', 'dati personali', 'informacao pessoal', 'informacoes pessoais', 'kontakt',
    'dane kontaktowe', 'dane osobowe', 'kontakt',
    'kontaktuppgifter', 'personuppgifter', 'personliga uppgifter', 'kisisel bilgiler', 'iletisim', 'iletisim bilgileri',
  ],
  summary: [
    'summary', 'professional summary', 'career summary', 'executive summary', 'profile', 'professional profile',
    'personal profile', 'career profile', 'about me', 'about', 'objective', 'career objective', 'overview', 'introduction',
    'personal statement', 'objectives', 'career objectives', 'research interests', 'teaching interests', 'summary of qualifications', 'summary of qualification', 'qualifications summary', 'qualification summary', 'qualifications profile', 'highlights of qualifications', 'highlights', 'career highlights', 'career overview', 'professional overview',
    'kurzprofil', 'profil', 'uber mich', 'zusammenfassung', 'berufliches profil', 'persoenliches profil', 'personliches profil',
    'perfil', 'perfil profesional', 'resumen', 'resumen profesional', 'sobre mi', 'objetivo', 'objetivo profesional',
    'profil professionnel', 'a propos', 'a propos de moi', 'objectif', 'synthese',
    'resumo', 'resumo profissional', 'sobre mim', 'perfil profissional',
    'profiel', 'persoonlijk profiel', 'over mij', 'samenvatting', 'profilo', 'profilo professionale', 'sommario', 'chi sono',
    'o mnie', 'podsumowanie', 'profil zawodowy', 'cel zawodowy',
    'sammanfattning', 'om mig', 'personlig profil', 'ozet', 'hakkimda', 'kariyer hedefi', 'on yazi',
  ],
  experience: [
    'praktische erfahrung', 'berufliche stationen', 'stationen', 'beruflicher hintergrund', 'experience professionnelle et stages', 'experiences professionnelles et stages', 'parcours', 'experiencia laboral y practicas', 'trayectoria', 'employment record', 'work record', 'professional employment', 'career experience', 'job history', 'work experience and internships',
    'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career history', 'professional background', 'relevant experience', 'experience highlights', 'career',
    'professional history', 'positions held', 'academic positions', 'academic appointments', 'appointments', 'administrative positions', 'faculty positions',
    'teaching positions', 'research positions', 'professional positions', 'professional appointments', 'research experience', 'academic experience', 'employment experience', 'clinical experience', 'teaching experience', 'student teaching', 'student teaching experience', 'practicum', 'practicum experience', 'field experience', 'clinical rotations', 'industry experience',
    'berufserfahrung', 'berufliche erfahrung', 'berufliche laufbahn', 'beruflicher werdegang', 'werdegang', 'praxiserfahrung', 'erfahrung',
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'trayectoria profesional', 'historial laboral',
    'experience professionnelle', 'experiences professionnelles', 'parcours professionnel', 'experiences',
    'experiencia profissional', 'experiencias profissionais', 'historico profissional', 'esperienze lavorative', 'esperienze',
    'werkervaring', 'ervaring', 'professionele ervaring', 'esperienza', 'esperienze professionali', 'esperienza professionale', 'esperienza lavorativa',
    'internship', 'internships', 'internship experience', 'berufspraxis', 'praktika',
    'berufstatigkeit', 'berufliche tatigkeiten', 'berufliche praxis', 'stages', 'experiences et stages', 'stages et experiences', 'practicas', 'practicas profesionales', 'experiencia y practicas',
    'doswiadczenie', 'doswiadczenie zawodowe', 'przebieg kariery', 'historia zatrudnienia', 'praktyki',
    'arbetslivserfarenhet', 'arbetserfarenhet', 'yrkeserfarenhet', 'erfarenhet', 'anstallningar',
    'is deneyimi', 'is deneyimleri', 'is tecrubesi', 'is tecrubeleri', 'deneyim', 'deneyimler', 'mesleki deneyim', 'staj deneyimi', 'stajlar',
  ],
  education: [
    'akademische laufbahn', 'akademischer hintergrund', 'schul- und berufsausbildung', 'hochschulausbildung', 'formation academique', 'formations et diplomes', 'diplomes et formations', 'cursus', 'estudios academicos', 'formacion reglada', 'titulaciones', 'academic background and qualifications', 'education background',
    'education', 'education and training', 'education & training', 'academic background', 'qualifications',
    'academic qualifications', 'educational background', 'education and qualifications', 'education & qualifications', 'academic history', 'training',
    'ausbildung', 'bildung', 'bildungsweg', 'studium', 'schulbildung', 'akademischer werdegang', 'ausbildung und studium',
    'educacion', 'formacion', 'formacion academica', 'estudios', 'formation', 'formations', 'parcours academique', 'etudes', 'diplomes',
    'aus- und weiterbildung', 'aus und weiterbildung', 'ausbildung und weiterbildung', 'bildung und weiterbildung',
    'educacao', 'formacao', 'formacao academica', 'escolaridade', 'opleiding en cursussen', 'istruzione e formazione', 'opleiding', 'opleidingen', 'istruzione', 'formazione',
    'scholastic profile', 'scholastic record', 'scholastics', 'academic record', 'academics', 'educational profile', 'education details', 'educational details', 'academic credentials',
    'educational qualification', 'educational qualifications', 'academic qualification', 'academic profile', 'academic details',
    'wyksztalcenie', 'edukacja', 'formal education', 'academic degrees', 'degrees',
    'utbildning', 'utbildningar', 'akademisk utbildning', 'egitim', 'egitim bilgileri', 'egitim durumu', 'egitim bilgisi',
    // the Philippine résumé's name for it, graded Tertiary / Secondary / Elementary
    'educational attainment', 'educational attainments',
  ],
  skills: [
    'informatique', 'competences informatiques', 'connaissances informatiques', 'outils', 'logiciels', 'competences techniques et outils', 'aptitudes et competences', 'savoir-etre', 'conocimientos informaticos', 'informatica', 'herramientas', 'competencias digitales', 'technische kenntnisse', 'technische fahigkeiten', 'kenntnisse und fahigkeiten', 'fahigkeiten und kenntnisse', 'software-kenntnisse', 'programmiersprachen', 'computer skills', 'technical expertise', 'technical competencies', 'skill set', 'skillset', 'key skills and competencies',
    'technical summary', 'technical profile', 'technology summary', 'technology knowledge', 'technology skills', 'technical snapshot', 'skills profile', 'areas of specialization', 'areas of specialisation', 'specializations', 'specialisations', 'software', 'software skills', 'software knowledge', 'technical knowledge', 'technical skill', 'technical proficiency', 'technical qualification', 'it proficiency', 'software proficiency',
    // a graduate's "Areas of Interest" names the technical fields they work in ("Networking, Java"), not pastimes
    'areas of interest', 'area of interest',
    'skills', 'technical skills', 'key skills', 'core skills', 'core competencies', 'competencies', 'skills and tools',
    'skills & tools', 'tools', 'technologies', 'tech stack', 'areas of expertise', 'expertise', 'skills summary', 'summary of skills', 'summary of technical skills', 'skill summary', 'hard skills',
    'soft skills', 'professional skills', 'it skills', 'computer skills', 'computer literacy', 'computer proficiency', 'toolbox', 'tools and technologies', 'tools & technologies',
    'skills & expertise', 'skills and expertise', 'strengths', 'key competencies', 'technical proficiencies', 'technology proficiencies', 'core qualifications', 'top skills',
    'kenntnisse', 'ich biete', 'fahigkeiten', 'faehigkeiten', 'kompetenzen', 'fachkenntnisse', 'it-kenntnisse', 'edv-kenntnisse', 'skills & kenntnisse',
    'habilidades', 'competencias', 'aptitudes', 'conocimientos', 'habilidades tecnicas', 'competences', 'competences techniques', 'savoir-faire',
    'habilidades tecnicas', 'competencias tecnicas',
    'conhecimentos', 'conhecimentos tecnicos', 'conhecimentos de informatica', 'conhecimentos em informatica', 'conhecimentos e habilidades', 'ferramentas', 'competencias e habilidades', 'habilidades e competencias',
    'kennis', 'kennis en vaardigheden', 'vaardigheden en kennis', 'competenze professionali', 'competenze informatiche', 'conoscenze informatiche', 'capacita e competenze',
    'vaardigheden', 'competenties', 'competenze', 'competenze tecniche', 'abilita',
    'umiejetnosci', 'umiejetnosci techniczne', 'kompetencje',
    'kompetenser', 'kunskaper', 'fardigheter', 'it-kunskaper', 'datorkunskaper', 'sarskilda kunskaper',
    'bilgisayar bilgisi', 'bilgisayar bilgileri', 'yetenekler', 'beceriler', 'yetkinlikler', 'teknik beceriler', 'teknik bilgiler',
    // Europass's group of personal skills (languages, digital and other skills)
    'personal skills', 'personal skills and competences', 'competences personnelles', 'capacites et competences personnelles', 'competencias personales',
    'capacidades y competencias personales', 'personliche fahigkeiten', 'personliche fahigkeiten und kompetenzen', 'competenze personali', 'capacita e competenze personali',
  ],
  certifications: [
    'zusatzliche qualifikationen', 'zusaetzliche qualifikationen', 'weitere qualifikationen', 'qualifikationen', 'fortbildungen', 'formation complementaire', 'formacion complementaria', 'cursos y certificaciones', 'formacao complementar', 'cursos complementares', 'cursussen en trainingen', 'additional qualifications', 'professional qualifications',
    // a trainee's workshops and short trainings: courses attended, not degrees
    'workshops', 'trainings', 'training / workshops', 'trainings / workshops', 'training and workshops', 'trainings and workshops', 'workshops and trainings', 'workshops and seminars', 'seminars and workshops',
    'certifications', 'certification', 'certificates', 'licenses', 'licences', 'licenses and certifications',
    'licences and certifications', 'licenses & certifications', 'licences & certifications', 'certifications and licenses',
    'certifications & licences', 'professional certifications', 'professional qualifications', 'licenses and registrations', 'registration and certifications', 'accreditations', 'registrations',
    'professional development', 'continuing education', 'accreditation', 'registration', 'professional registration', 'license', 'licence', 'licensure', 'certifications and training', 'training and certifications', 'courses', 'courses and certifications',
    // a British teacher's in-service training days and continuing professional development: courses attended, not posts held
    'inset', 'inset training', 'in-service training', 'cpd', 'continuing professional development',
    'zertifikate', 'zertifizierungen', 'weiterbildung', 'weiterbildungen', 'certificaciones', 'certificados', 'certificats',
    'certificacoes', 'certificaten', 'certificazioni', 'certyfikaty', 'kursy i szkolenia', 'szkolenia', 'cursussen', 'cursos',
    'certifikat', 'certifieringar', 'legitimation', 'legitimation och certifikat', 'kurser', 'kurser och certifikat', 'ovriga kurser',
    'sertifikalar', 'sertifikalar ve kurslar', 'kurslar', 'kurs ve sertifikalar', 'seminerler', 'egitimler ve sertifikalar',
  ],
  projects: [
    'projects', 'personal projects', 'selected projects', 'key projects', 'side projects', 'academic projects', 'portfolio',
    // a developer's list of the sites they built: each names a client's site, not a post
    'web sites', 'websites', 'web sites developed', 'websites developed',
    'projekte', 'proyectos', 'projets', 'projetos', 'projecten', 'progetti', 'projekty',
    'projekt', 'projeler',
  ],
  languages: ['fremdsprachen', 'fremdsprachenkenntnisse', 'competences linguistiques', 'langues etrangeres', 'connaissances linguistiques', 'idiomas extranjeros', 'conocimientos de idiomas',
    'languages', 'language skills', 'sprachen', 'sprachkenntnisse', 'idiomas', 'langues', 'linguas', 'talen', 'lingue', 'jezyki', 'languages known', 'jezyki obce',
    'competenze linguistiche', 'conoscenze linguistiche', 'lingue straniere',
    'sprak', 'sprakkunskaper', 'yabanci dil', 'yabanci diller', 'yabanci dil bilgisi', 'diller'],
  awards: ['awards', 'honors', 'honours', 'honors-awards', 'awards and honors', 'awards & honours', 'achievements', 'auszeichnungen', 'premios', 'prix', 'distinctions', 'premios e reconhecimentos', 'prijzen', 'premi', 'nagrody', 'nagrody i wyroznienia', 'osiagniecia', 'utmarkelser', 'oduller', 'basarilar'],
  publications: [
    'journal articles', 'refereed journal articles', 'refereed publications', 'peer-reviewed publications', 'peer reviewed publications', 'selected publications',
    'research publications', 'current research', 'research in progress', 'works in progress', 'work in progress', 'grants', 'funded research', 'external funding', 'grants and funding', 'research funding', 'conference papers', 'conference presentations', 'conference proceedings', 'presentations', 'book chapters', 'books and chapters',
    'publications', 'papers', 'publikationen', 'veroffentlichungen', 'publicaciones', 'publicacoes', 'publicaties', 'pubblicazioni', 'publikacje'],
  volunteer: [
    'volunteering', 'volunteerism', 'volunteer', 'volunteer experience', 'volunteer work', 'community involvement', 'ehrenamt',
    'ehrenamtliches engagement', 'voluntariado', 'benevolat', 'vrijwilligerswerk', 'volontariato', 'wolontariat',
    'leadership', 'leadership experience', 'activities', 'personal development', 'extracurricular activities', 'leadership and activities', 'campus involvement',
    'extracurricular activity', 'extracurricular', 'extracurriculars', 'extra-curricular activities', 'extra curricular activities', 'co-curricular activities',
    'student activities', 'clubs and societies', 'clubs and organizations', 'clubs & organizations', 'student organizations', 'affiliations',
    'professional affiliations', 'professional associations', 'professional memberships', 'professional membership', 'memberships',
    'professional organizations', 'professional organisations', 'board memberships', 'professional societies',
    'engagement', 'soziales engagement', 'ehrenamtliche tatigkeiten', 'ehrenamtliche tatigkeit', 'vie associative', 'engagements associatifs', 'engagements', 'benevolat et engagements',
    'actividades extracurriculares', 'actividades', 'voluntariado y actividades',
    'ideellt engagemang', 'foreningsengagemang', 'gonullu calismalar', 'uyelikler',
  ],
  interests: ['interessen und hobbys', 'hobbys und interessen', 'freizeit', 'centres d\'interets', 'activites extra-professionnelles', 'aficiones e intereses', 'otros intereses',
    'interests', 'hobbies', 'hobbies and interests', 'interests & hobbies', 'hobbys', 'interessen', 'intereses', 'aficiones', "centres d'interet", 'loisirs', 'interesses', 'hobby', 'interessi', 'zainteresowania', 'intressen', 'fritidsintressen', 'hobbyer', 'hobiler', 'ilgi alanlari'],
  references: ['references', 'referees', 'referenzen', 'referencias', 'references available on request', 'referencias disponibles', 'referenser', 'referanslar'],
};

/**
 * Synonyms that head a section only as the whole heading: "Software Engineer" and "Software AG"
 * are no skills headings, "Client Engagements" no volunteering.
 */
export const WHOLE_HEADING_ONLY = new Set(['software', 'engagement', 'engagements', 'actividades', 'affiliations']);

/** Words that show the language of a heading, for guessing the CV's language. */
export const HEADING_LANGUAGE: Record<string, string> = {
  berufserfahrung: 'de', ausbildung: 'de', kenntnisse: 'de', sprachen: 'de', kurzprofil: 'de', werdegang: 'de',
  experiencia: 'es', formacion: 'es', educacion: 'es',
  'experience professionnelle': 'fr', formation: 'fr', langues: 'fr', competences: 'fr',
  'experiencia profissional': 'pt', formacao: 'pt', linguas: 'pt', educacao: 'pt',
  werkervaring: 'nl', opleiding: 'nl', talen: 'nl', esperienza: 'it', istruzione: 'it', lingue: 'it',
  'formacao academica': 'pt', 'experiencia profesional': 'es', 'formacion academica': 'es', vaardigheden: 'nl',
  'doswiadczenie zawodowe': 'pl', doswiadczenie: 'pl', wyksztalcenie: 'pl', umiejetnosci: 'pl', jezyki: 'pl',
  arbetslivserfarenhet: 'sv', utbildning: 'sv', kompetenser: 'sv', sprak: 'sv',
  'is deneyimi': 'tr', 'egitim bilgileri': 'tr', egitim: 'tr', 'yabanci dil': 'tr', 'kisisel bilgiler': 'tr',
};
