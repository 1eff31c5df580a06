/**
 * The fixed wording of a generated CV per language. Headings are the plain, standard names ATS
 * parsers look for ("Experience", "Berufserfahrung"), never creative ones.
 */
import type { CvLanguage } from './languages';

export type SectionKey =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages'
  | 'volunteer'
  | 'awards'
  | 'publications'
  | 'interests'
  /** sections under the CV's own headings, in the CV's words */
  | 'additional';

/** Headings of the sections every CV has; 'additional' sections bring their own. */
export type HeadingKey = Exclude<SectionKey, 'additional'>;

/** Display groups for skills; several knowledge-base categories share one so no group is tiny. */
export type SkillGroupKey =
  | 'programming'
  | 'frameworks'
  | 'databases'
  | 'cloud_devops'
  | 'data_ai'
  | 'security'
  | 'design'
  | 'tools'
  | 'methods'
  | 'marketing_sales'
  | 'finance'
  | 'healthcare'
  | 'teaching'
  | 'trades'
  | 'domain'
  | 'technical'
  | 'soft'
  | 'other';

export interface LocaleText {
  headings: Record<HeadingKey, string>;
  /** the open end of a current job's date range */
  present: string;
  /** joins degree and subject, "MSc in Computer Science": the form parsers split a degree line on; empty where the language only writes "degree, subject" */
  degreeSubject: string;
  /** label before a grade that does not name itself ("Grade: 17/20"), so it is not read as a date or place */
  grade: string;
  months: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
  skillGroups: Record<SkillGroupKey, string>;
}

export const LOCALE_TEXT: Record<CvLanguage, LocaleText> = {
  en: {
    headings: {
      summary: 'Summary',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      projects: 'Projects',
      certifications: 'Certifications',
      languages: 'Languages',
      volunteer: 'Volunteering',
      awards: 'Awards',
      publications: 'Publications',
      interests: 'Interests',
    },
    present: 'Present',
    degreeSubject: 'in',
    grade: 'Grade',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    skillGroups: {
      programming: 'Programming Languages',
      frameworks: 'Frameworks & Libraries',
      databases: 'Databases',
      cloud_devops: 'Cloud & DevOps',
      data_ai: 'Data & AI',
      security: 'Security',
      design: 'Design',
      tools: 'Tools & Software',
      methods: 'Methodologies',
      marketing_sales: 'Marketing & Sales',
      finance: 'Finance',
      healthcare: 'Clinical',
      teaching: 'Teaching',
      trades: 'Trade Skills',
      domain: 'Domain Knowledge',
      technical: 'Technical Skills',
      soft: 'Soft Skills',
      other: 'Additional Skills',
    },
  },
  de: {
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      projects: 'Projekte',
      certifications: 'Zertifikate',
      languages: 'Sprachen',
      volunteer: 'Ehrenamt',
      awards: 'Auszeichnungen',
      publications: 'Publikationen',
      interests: 'Interessen',
    },
    present: 'heute',
    degreeSubject: 'in',
    grade: 'Note',
    months: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
    skillGroups: {
      programming: 'Programmiersprachen',
      frameworks: 'Frameworks & Bibliotheken',
      databases: 'Datenbanken',
      cloud_devops: 'Cloud & DevOps',
      data_ai: 'Daten & KI',
      security: 'IT-Sicherheit',
      design: 'Design',
      tools: 'Tools & Software',
      methods: 'Methoden',
      marketing_sales: 'Marketing & Vertrieb',
      finance: 'Finanzen',
      healthcare: 'Klinische Kenntnisse',
      teaching: 'Lehre',
      trades: 'Handwerkliche Kenntnisse',
      domain: 'Fachwissen',
      technical: 'Fachliche Kenntnisse',
      soft: 'Soziale Kompetenzen',
      other: 'Weitere Kenntnisse',
    },
  },
  fr: {
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      projects: 'Projets',
      certifications: 'Certifications',
      languages: 'Langues',
      volunteer: 'Bénévolat',
      awards: 'Distinctions',
      publications: 'Publications',
      interests: "Centres d'intérêt",
    },
    present: "aujourd'hui",
    degreeSubject: 'en',
    grade: 'Note',
    months: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
    skillGroups: {
      programming: 'Langages de programmation',
      frameworks: 'Frameworks et bibliothèques',
      databases: 'Bases de données',
      cloud_devops: 'Cloud et DevOps',
      data_ai: 'Données et IA',
      security: 'Sécurité',
      design: 'Design',
      tools: 'Outils et logiciels',
      methods: 'Méthodes',
      marketing_sales: 'Marketing et vente',
      finance: 'Finance',
      healthcare: 'Compétences cliniques',
      teaching: 'Enseignement',
      trades: 'Compétences techniques métier',
      domain: 'Connaissances métier',
      technical: 'Compétences techniques',
      soft: 'Savoir-être',
      other: 'Autres compétences',
    },
  },
  es: {
    headings: {
      summary: 'Perfil profesional',
      experience: 'Experiencia profesional',
      education: 'Formación académica',
      skills: 'Habilidades',
      projects: 'Proyectos',
      certifications: 'Certificaciones',
      languages: 'Idiomas',
      volunteer: 'Voluntariado',
      awards: 'Premios',
      publications: 'Publicaciones',
      interests: 'Intereses',
    },
    present: 'actualidad',
    degreeSubject: 'en',
    grade: 'Nota',
    months: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
    skillGroups: {
      programming: 'Lenguajes de programación',
      frameworks: 'Frameworks y bibliotecas',
      databases: 'Bases de datos',
      cloud_devops: 'Cloud y DevOps',
      data_ai: 'Datos e IA',
      security: 'Seguridad',
      design: 'Diseño',
      tools: 'Herramientas y software',
      methods: 'Metodologías',
      marketing_sales: 'Marketing y ventas',
      finance: 'Finanzas',
      healthcare: 'Competencias clínicas',
      teaching: 'Docencia',
      trades: 'Oficios',
      domain: 'Conocimientos del sector',
      technical: 'Habilidades técnicas',
      soft: 'Habilidades interpersonales',
      other: 'Otras habilidades',
    },
  },
  nl: {
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      projects: 'Projecten',
      certifications: 'Certificaten',
      languages: 'Talen',
      volunteer: 'Vrijwilligerswerk',
      awards: 'Prijzen',
      publications: 'Publicaties',
      interests: 'Interesses',
    },
    present: 'heden',
    degreeSubject: 'in',
    grade: 'Cijfer',
    months: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
    skillGroups: {
      programming: 'Programmeertalen',
      frameworks: 'Frameworks en bibliotheken',
      databases: 'Databases',
      cloud_devops: 'Cloud en DevOps',
      data_ai: 'Data en AI',
      security: 'Beveiliging',
      design: 'Ontwerp',
      tools: 'Tools en software',
      methods: 'Methoden',
      marketing_sales: 'Marketing en verkoop',
      finance: 'Financiën',
      healthcare: 'Klinische vaardigheden',
      teaching: 'Onderwijs',
      trades: 'Vakmanschap',
      domain: 'Vakkennis',
      technical: 'Technische vaardigheden',
      soft: 'Sociale vaardigheden',
      other: 'Overige vaardigheden',
    },
  },
  pt: {
    headings: {
      summary: 'Resumo profissional',
      experience: 'Experiência profissional',
      education: 'Formação acadêmica',
      skills: 'Competências',
      projects: 'Projetos',
      certifications: 'Certificações',
      languages: 'Idiomas',
      volunteer: 'Voluntariado',
      awards: 'Prêmios',
      publications: 'Publicações',
      interests: 'Interesses',
    },
    present: 'atual',
    degreeSubject: 'em',
    grade: 'Nota',
    months: ['jan.', 'fev.', 'mar.', 'abr.', 'maio', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
    skillGroups: {
      programming: 'Linguagens de programação',
      frameworks: 'Frameworks e bibliotecas',
      databases: 'Bancos de dados',
      cloud_devops: 'Cloud e DevOps',
      data_ai: 'Dados e IA',
      security: 'Segurança',
      design: 'Design',
      tools: 'Ferramentas e software',
      methods: 'Metodologias',
      marketing_sales: 'Marketing e vendas',
      finance: 'Finanças',
      healthcare: 'Competências clínicas',
      teaching: 'Docência',
      trades: 'Competências técnicas do ofício',
      domain: 'Conhecimento do setor',
      technical: 'Competências técnicas',
      soft: 'Competências interpessoais',
      other: 'Outras competências',
    },
  },
  it: {
    headings: {
      summary: 'Profilo professionale',
      experience: 'Esperienza professionale',
      education: 'Istruzione e formazione',
      skills: 'Competenze',
      projects: 'Progetti',
      certifications: 'Certificazioni',
      languages: 'Lingue',
      volunteer: 'Volontariato',
      awards: 'Premi',
      publications: 'Pubblicazioni',
      interests: 'Interessi',
    },
    present: 'oggi',
    degreeSubject: 'in',
    grade: 'Voto',
    months: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
    skillGroups: {
      programming: 'Linguaggi di programmazione',
      frameworks: 'Framework e librerie',
      databases: 'Database',
      cloud_devops: 'Cloud e DevOps',
      data_ai: 'Dati e IA',
      security: 'Sicurezza',
      design: 'Design',
      tools: 'Strumenti e software',
      methods: 'Metodologie',
      marketing_sales: 'Marketing e vendite',
      finance: 'Finanza',
      healthcare: 'Competenze cliniche',
      teaching: 'Didattica',
      trades: 'Competenze di mestiere',
      domain: 'Conoscenze del settore',
      technical: 'Competenze tecniche',
      soft: 'Competenze trasversali',
      other: 'Altre competenze',
    },
  },
  pl: {
    headings: {
      summary: 'Profil zawodowy',
      experience: 'Doświadczenie zawodowe',
      education: 'Wykształcenie',
      skills: 'Umiejętności',
      projects: 'Projekty',
      certifications: 'Certyfikaty',
      languages: 'Języki obce',
      volunteer: 'Wolontariat',
      awards: 'Nagrody',
      publications: 'Publikacje',
      interests: 'Zainteresowania',
    },
    present: 'obecnie',
    // Polish names the subject after a comma ("Magister, Logistyka"), with no connecting word
    degreeSubject: '',
    grade: 'Ocena',
    months: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
    skillGroups: {
      programming: 'Programowanie',
      frameworks: 'Frameworki i biblioteki',
      databases: 'Bazy danych',
      cloud_devops: 'Chmura i DevOps',
      data_ai: 'Dane i AI',
      security: 'Bezpieczeństwo',
      design: 'Projektowanie',
      tools: 'Narzędzia i oprogramowanie',
      methods: 'Metodyki',
      marketing_sales: 'Marketing i sprzedaż',
      finance: 'Finanse',
      healthcare: 'Umiejętności kliniczne',
      teaching: 'Dydaktyka',
      trades: 'Umiejętności zawodowe',
      domain: 'Wiedza branżowa',
      technical: 'Umiejętności techniczne',
      soft: 'Umiejętności miękkie',
      other: 'Inne umiejętności',
    },
  },
};
