/**
 * Core skills a CV shows as an activity rather than by the skill's name: a nurse writes
 * "Administer high-alert medications", not "Medication administration"; "Led unit education on
 * CLABSI prevention" is infection control; a teacher "planned lessons", an accountant
 * "reconciled bank accounts". The lexicon's aliases are fixed noun phrases, so without these
 * the report and the skill gap call missing what the bullets plainly show.
 *
 * Kept small and curated: only skills a role profile lists as core, and only wordings that name
 * the activity itself (a verb of doing it and its object), never a neighbouring one ("reconciled
 * cash drawers" is cash handling, "administración de tratamientos" need not be medication).
 * A rule matches a verb form followed by an object within `gap` words (default 3) on one
 * sentence; `reverse` accepts the object first too ("CLABSI prevention", German "Medikamente
 * verabreicht"). Words are compared folded (no case, no accents).
 */
export interface ActivityRule {
  skill: string;
  /** forms of the verb or its noun ("administer", "administered", "administration") */
  verbs: readonly string[];
  /** what the activity is done to; a phrase of several words must appear whole */
  objects: readonly string[];
  /** also "object … verb" */
  reverse?: boolean;
  /** most words between verb and object (default 3) */
  gap?: number;
  /** fixed wordings of the activity, matched as they are ("hand hygiene") */
  phrases?: readonly string[];
  /** words right after the object that make it something else ("lessons learned") */
  notFollowedBy?: readonly string[];
  /** words right before the object that make it something else ("data pipeline") */
  notPrecededBy?: readonly string[];
  /** one of these must stand in the same text for the rule to count (a sales pipeline, not a build one) */
  context?: readonly string[];
  /** the context may stand anywhere in the CV, not only in the same text (a bullet rarely names the CAD tool) */
  contextInDocument?: boolean;
  why: string;
}

export const ACTIVITY_SKILLS: readonly ActivityRule[] = [
  {
    skill: 'Medication administration',
    verbs: ['administer', 'administers', 'administered', 'administering', 'administration', 'give', 'gave', 'giving', 'pass', 'passed', 'passing'],
    objects: ['medication', 'medications', 'medicines', 'meds', 'drugs'],
    why: 'giving patients their medicines is the activity itself, however the bullet words it',
  },
  {
    skill: 'Medication administration',
    verbs: ['administrar', 'administro', 'administra', 'administré', 'administraba', 'administrando', 'administración', 'administrado', 'administrada'],
    objects: ['medicación', 'medicamentos', 'medicamento', 'fármacos'],
    why: 'Spanish: "administré medicación", "administración de medicamentos y fármacos"',
  },
  {
    skill: 'Medication administration',
    verbs: ['administrer', 'administré', 'administrée', 'administrés', 'administration', 'administrant'],
    objects: ['médicaments', 'médicament', 'médication'],
    why: 'French: "administration des médicaments", "administré les médicaments"',
  },
  {
    skill: 'Medication administration',
    verbs: ['verabreichen', 'verabreicht', 'verabreichte', 'verabreichung', 'gabe'],
    objects: ['medikamente', 'medikamenten', 'medikation', 'arzneimittel', 'arzneimitteln'],
    reverse: true,
    why: 'German puts the verb last: "Medikamente verabreicht", "Verabreichung von Arzneimitteln"',
  },
  {
    skill: 'Infection control',
    verbs: ['prevent', 'prevented', 'preventing', 'prevention', 'reduce', 'reduced', 'reducing', 'reduction', 'control', 'controlled'],
    objects: ['infection', 'infections', 'clabsi', 'cauti', 'hais', 'ssi'],
    reverse: true,
    gap: 2,
    phrases: ['hand hygiene', 'isolation precautions', 'infection prevention'],
    why: 'preventing hospital-acquired infections (CLABSI, CAUTI) and hand hygiene are the practice of infection control',
  },
  {
    skill: 'Infection control',
    verbs: ['prevención', 'prevenir', 'control', 'controlar'],
    objects: ['infecciones', 'infección', 'infecciones nosocomiales'],
    gap: 2,
    phrases: ['higiene de manos', 'higiene de las manos'],
    why: 'Spanish: "prevención de las infecciones", "higiene de manos"',
  },
  {
    skill: 'Infection control',
    verbs: ['prévention', 'prévenir', 'lutte', 'maîtrise'],
    objects: ['infections', 'infection', 'infections nosocomiales'],
    gap: 2,
    phrases: ['hygiène des mains'],
    why: 'French: "prévention des infections", "lutte contre les infections", "hygiène des mains"',
  },
  {
    skill: 'Infection control',
    verbs: ['prävention', 'vermeidung', 'verhütung', 'vermeiden', 'verhindern'],
    objects: ['infektionen', 'infektion', 'krankenhausinfektionen'],
    reverse: true,
    gap: 2,
    phrases: ['händehygiene', 'infektionsprävention'],
    why: 'German: "Prävention von Infektionen", "Händehygiene"',
  },
  {
    skill: 'Vital signs',
    verbs: ['monitor', 'monitored', 'monitoring', 'obtain', 'obtained', 'obtaining', 'take', 'took', 'taking', 'record', 'recorded', 'recording', 'check', 'checked', 'checking'],
    objects: ['vitals'],
    gap: 2,
    why: '"vitals" is the ward word for vital signs; taking or recording them is the skill',
  },
  {
    skill: 'Vital signs',
    verbs: ['control', 'controlar', 'toma', 'tomar', 'tomé', 'registro', 'registrar', 'monitorización', 'monitorizar', 'surveillance', 'prise', 'relevé', 'relevés', 'surveiller'],
    objects: ['constantes'],
    gap: 2,
    why: 'Spanish and French nurses say "constantes" for the vital signs: "control de constantes", "prise des constantes"',
  },
  {
    skill: 'Patient assessment',
    verbs: ['assess', 'assesses', 'assessed', 'assessing', 'valorar', 'valoré', 'valoración', 'évaluer', 'évalué', 'évaluation'],
    objects: ['patient', 'patients', 'pacientes', 'paciente'],
    gap: 2,
    why: 'assessing patients is patient assessment, in English, Spanish ("valoración de pacientes") and French ("évaluation des patients")',
  },
  {
    skill: 'Lesson planning',
    verbs: ['plan', 'plans', 'planned', 'planning', 'prepare', 'prepared', 'preparing', 'design', 'designed', 'designing', 'write', 'wrote', 'writing', 'develop', 'developed', 'developing', 'create', 'created', 'creating'],
    objects: ['lesson', 'lessons'],
    notFollowedBy: ['learned', 'learnt'],
    why: 'a teacher who planned or wrote lessons did lesson planning; "lessons learned" is a project review',
  },
  {
    skill: 'Lesson planning',
    verbs: ['planificar', 'planifico', 'planifiqué', 'planificación', 'planificando', 'preparar', 'preparo', 'preparé', 'preparación', 'preparando', 'elaborar', 'elaboré', 'elaboración'],
    objects: ['clases', 'lecciones', 'unidades didácticas', 'sesiones didácticas'],
    gap: 2,
    why: 'Spanish: "preparación de clases", "planifiqué unidades didácticas" ("diseño de clases" left out: object-oriented code)',
  },
  {
    skill: 'Lesson planning',
    verbs: ['préparer', 'préparé', 'préparation', 'planifier', 'planifié', 'planification', 'concevoir', 'conçu', 'conception'],
    objects: ['des cours', 'de cours', 'les cours', 'mes cours', 'ses cours', 'leçons', 'séquences pédagogiques'],
    gap: 2,
    why: 'French: "préparation des cours", "conception de séquences pédagogiques" ("cours" alone is also "en cours")',
  },
  {
    skill: 'Lesson planning',
    verbs: ['planen', 'geplant', 'planung', 'vorbereiten', 'vorbereitet', 'vorbereitung', 'konzipiert', 'konzeption', 'gestaltet', 'gestaltung'],
    objects: ['unterricht', 'unterrichts', 'unterrichtsstunden', 'unterrichtseinheiten', 'lektionen'],
    reverse: true,
    gap: 2,
    phrases: ['unterrichtsvorbereitung'],
    why: 'German: "Unterricht geplant", "Vorbereitung von Unterrichtseinheiten"',
  },
  {
    skill: 'Account reconciliation',
    verbs: ['reconcile', 'reconciles', 'reconciled', 'reconciling', 'reconciliation', 'reconciliations'],
    objects: ['account', 'accounts', 'bank', 'balances', 'ledger', 'ledgers', 'subledger', 'subledgers', 'gl', 'intercompany', 'statements'],
    why: 'reconciling accounts, ledgers and bank statements is account reconciliation; cash drawers or inventory counts are not',
  },
  {
    skill: 'Account reconciliation',
    verbs: ['conciliar', 'concilio', 'concilié', 'conciliación', 'conciliaciones', 'conciliando'],
    objects: ['cuentas', 'cuenta', 'bancos', 'bancarias', 'bancaria', 'saldos'],
    gap: 2,
    why: 'Spanish: "conciliación de cuentas", "concilié saldos bancarios"',
  },
  {
    skill: 'Account reconciliation',
    verbs: ['rapprocher', 'rapproché', 'rapprochement', 'rapprochements'],
    objects: ['comptes', 'bancaires', 'bancaire', 'soldes'],
    gap: 2,
    why: 'French: "rapprochement des comptes"',
  },
  {
    skill: 'Account reconciliation',
    verbs: ['abstimmen', 'abgestimmt', 'abstimmung', 'abstimmungen'],
    objects: ['konten', 'kontos', 'salden', 'bankkonten'],
    reverse: true,
    gap: 2,
    why: 'German: "Abstimmung der Konten", "Salden abgestimmt"',
  },
  {
    skill: 'Pipeline management',
    verbs: ['manage', 'manages', 'managed', 'managing', 'build', 'built', 'building', 'grew', 'grow', 'growing', 'maintain', 'maintained', 'maintaining'],
    objects: ['pipeline', 'pipelines'],
    notPrecededBy: ['data', 'etl', 'elt', 'ci', 'cd', 'deployment', 'build', 'release', 'ml', 'ingestion', 'streaming', 'cicd', 'devops', 'delivery', 'test', 'analytics'],
    context: ['sales', 'deal', 'deals', 'revenue', 'quota', 'opportunities', 'prospects', 'bookings', 'arr', 'clients', 'accounts'],
    why: 'a salesperson who built or managed a pipeline of deals manages a pipeline; a build or data pipeline is engineering',
  },
  {
    skill: 'B2B sales',
    verbs: ['venta', 'ventas', 'vendí', 'vendo', 'vender', 'vendiendo', 'vente', 'ventes', 'vendu', 'vendre', 'venda', 'vendas', 'vendi', 'vender'],
    objects: ['pymes', 'pyme', 'empresas', 'pequeñas empresas', 'medianas empresas', 'medianas y pequeñas empresas', 'pequeñas y medianas empresas', 'grandes empresas', 'grandes cuentas', 'clientes corporativos', 'clientes empresariales', 'pme', 'tpe', 'entreprises', 'clients professionnels', 'clients entreprises', 'grands comptes', 'pmes'],
    gap: 7,
    notPrecededBy: ['de', 'en', 'des', 'dans', 'em', 'nas'],
    why: 'selling to companies (Spanish "venta de software a pymes", French "vente aux PME", Portuguese "venda para empresas") is B2B sales; the object names a business buyer, never a product',
  },
  {
    skill: 'B2B sales',
    verbs: ['vertrieb', 'verkauf', 'verkauft', 'vertrieben'],
    objects: ['geschäftskunden', 'firmenkunden', 'mittelständische unternehmen', 'kmu', 'b2b-kunden'],
    reverse: true,
    gap: 5,
    why: 'German: "Vertrieb an Geschäftskunden", "Software an mittelständische Unternehmen verkauft" ("Vertrieb im Unternehmen" is only where the work was)',
  },
  {
    skill: 'Account management',
    verbs: ['cartera', 'portefeuille', 'carteira'],
    objects: ['clientes', 'clients', 'pymes', 'pme', 'empresas', 'entreprises', 'cuentas', 'comptes', 'contas', 'grandes cuentas', 'grands comptes'],
    gap: 3,
    // an accounting firm's or a lawyer's book of clients is files, not sales accounts
    context: ['venta', 'ventas', 'vente', 'ventes', 'venda', 'vendas', 'comercial', 'commercial', 'commerciale', 'cuota', 'quota', 'prospección', 'prospection', 'prospecção'],
    contextInDocument: true,
    why: 'a salesperson\'s book of clients (Spanish "cartera de 140 pymes", French "portefeuille de grands comptes", Portuguese "carteira de clientes") is the accounts they manage',
  },
  {
    skill: 'Account management',
    verbs: ['gestión', 'gestioné', 'gestiono', 'gestionar', 'gestion', 'géré', 'gérer', 'gère', 'gestão', 'gerenciei', 'gerenciamento', 'geri'],
    objects: ['cuentas clave', 'grandes cuentas', 'grands comptes', 'comptes clés', 'contas-chave', 'grandes contas', 'key accounts'],
    gap: 2,
    why: 'managing key accounts, in whichever language; "gestión de incidencias de clientes" is service work, so plain "clients" is no object here',
  },
  {
    skill: 'Account management',
    verbs: ['betreut', 'betreute', 'betreuung', 'betreuen', 'verantwortet', 'verantwortung'],
    objects: ['key accounts', 'key-accounts', 'großkunden', 'schlüsselkunden', 'bestandskunden', 'kundenportfolio', 'kundenstamm', 'geschäftskunden', 'firmenkunden'],
    reverse: true,
    gap: 4,
    why: 'German: "Betreuung von Key Accounts", "Großkunden betreut" (plain "Kunden betreut" is service work, not accounts)',
  },
  {
    skill: 'Campaign management',
    verbs: ['lancement', 'lancé', 'pilotage', 'piloté', 'gestion', 'géré', 'lanzamiento', 'lancé', 'lanzé', 'gestión', 'gestioné', 'lancei', 'lançamento', 'gestão', 'gerenciei'],
    objects: ['campagnes', 'campagne', 'campañas', 'campaña', 'campanhas', 'campanha'],
    gap: 3,
    notFollowedBy: ['électorale', 'électorales', 'electoral', 'electorales', 'eleitoral', 'eleitorais'],
    // a vaccination or a fundraising campaign is run too: the CV must be about marketing
    context: ['marketing', 'publicidad', 'publicité', 'publicidade', 'ads', 'seo', 'sem', 'emailing', 'acquisition', 'adquisición', 'captación', 'conversion', 'conversiones', 'conversões', 'leads', 'mídia', 'médias', 'medios'],
    contextInDocument: true,
    why: 'launching or running marketing campaigns ("lancement des campagnes d\'emailing", "gestión de campañas en Google Ads") is campaign management; an election campaign is not',
  },
  {
    skill: 'Campaign management',
    verbs: ['geplant', 'gesteuert', 'umgesetzt', 'durchgeführt', 'verantwortet', 'konzipiert', 'planung', 'steuerung', 'umsetzung'],
    objects: ['kampagnen', 'kampagne', 'marketingkampagnen', 'online-kampagnen'],
    reverse: true,
    gap: 3,
    context: ['marketing', 'werbung', 'ads', 'seo', 'sea', 'online-marketing', 'performance-marketing', 'leads', 'conversion'],
    contextInDocument: true,
    why: 'German: "Kampagnen geplant und gesteuert", "Planung von Online-Kampagnen"',
  },
  {
    skill: 'Budgeting',
    verbs: ['pilotage', 'piloté', 'gestion', 'géré', 'élaboration', 'élaboré', 'gestión', 'gestioné', 'elaboración', 'elaboré', 'gestão', 'gerenciei', 'elaboração', 'elaborei'],
    objects: ['budget', 'budgets', 'presupuesto', 'presupuestos', 'orçamento', 'orçamentos'],
    gap: 3,
    notPrecededBy: ['sans'],
    why: 'running or drawing up a budget ("pilotage d\'un budget de 2 M€", "gestión del presupuesto del área") is budgeting',
  },
  {
    skill: 'Budgeting',
    verbs: ['verantwortet', 'gesteuert', 'geplant', 'verwaltet', 'budgetverantwortung', 'steuerung', 'planung', 'verwaltung'],
    objects: ['budget', 'budgets', 'etat', 'marketingbudget', 'werbebudget'],
    reverse: true,
    gap: 3,
    why: 'German: "Budget von 1,2 Mio. € verantwortet", "Steuerung des Marketingbudgets"',
  },
  {
    skill: 'Site supervision',
    verbs: ['supervise', 'supervised', 'supervising', 'supervision', 'oversee', 'oversaw', 'overseeing'],
    objects: ['rcc works', 'civil works', 'construction works', 'site works', 'structural works', 'concreting', 'shuttering', 'earthworks', 'piling', 'site activities', 'construction activities', 'subcontractors', 'sub-contractors'],
    gap: 2,
    why: 'an engineer who supervised the RCC or civil works, or the subcontractors doing them, supervised the site, whatever the title',
  },
  {
    skill: 'Technical drawings',
    verbs: ['prepare', 'prepared', 'preparing', 'produce', 'produced', 'producing', 'draft', 'drafted', 'drafting', 'draw', 'drew', 'drawn', 'create', 'created', 'issue', 'issued', 'release', 'released', 'check', 'checked', 'checking'],
    objects: ['drawings', 'technical drawings', 'engineering drawings', 'fabrication drawings', 'detail drawings', 'assembly drawings', 'shop drawings', 'general arrangement drawings'],
    gap: 2,
    why: 'an engineer who prepared or issued fabrication or assembly drawings makes technical drawings, whatever the CAD tool',
  },
  {
    skill: 'Mechanical design',
    verbs: ['design', 'designed', 'designing', 'redesign', 'redesigned', 'redesigning', 'engineer', 'engineered'],
    objects: ['crankshafts', 'shafts', 'brackets', 'housings', 'chassis', 'gearboxes', 'gears', 'mechanisms', 'enclosures', 'axle', 'axles', 'beams', 'jigs', 'fixtures', 'mechanical components', 'mechanical parts', 'chassis components'],
    notPrecededBy: ['test', 'ui', 'ux', 'web', 'software', 'react', 'front-end', 'frontend'],
    context: ['solidworks', 'catia', 'creo', 'ansys', 'machining', 'forging', 'forgings', 'casting', 'castings'],
    contextInDocument: true,
    why: 'designing shafts, brackets or housings in a mechanical engineering CV is mechanical design itself; "test fixtures" or "UI components" are software',
  },
];
