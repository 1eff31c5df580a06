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
