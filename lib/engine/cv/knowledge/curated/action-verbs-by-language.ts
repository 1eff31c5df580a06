/**
 * How Spanish, French, German and Portuguese CVs open a bullet, for the opener scoring the
 * English lexicon (./action-verbs.ts) does for English ones. Without these every "Dirijo un
 * equipo" or "Pilotage de la refonte" scores as a bullet with no verb, and "Responsable de",
 * "Chargée de", "Zuständig für" pass as neutral.
 *
 * These languages open bullets with a verb in the first person ("Reduje", "Dirigí"), a past
 * participle (French "Piloté") or, most often, the noun of the act ("Gestión de", "Pilotage de",
 * "Leitung von", "Coordenação de"); all name what the person did, so all count as strong. Only
 * acts a recruiter reads as owned work are listed: "Preparación", "Suivi", "Betreuung" stay
 * neutral. Weak openers are the duty phrases that hide who did what ("Responsable de la
 * facturación"), matched at the start of the bullet. Compared folded: no case, no accents.
 */
export interface OpenerTable {
  /** first words that open with an owned act */
  strong: readonly string[];
  /** duty phrases, as a bullet starts with them */
  weak: readonly string[];
  /** stems of words that say what changed (reduced, increased, saved): the bullet names a result */
  outcomes: readonly string[];
}

export const OPENERS_BY_LANGUAGE: Readonly<Record<'es' | 'fr' | 'de' | 'pt', OpenerTable>> = {
  es: {
    strong: [
      'dirigí', 'dirijo', 'dirección', 'lideré', 'lidero', 'liderazgo', 'gestioné', 'gestiono', 'gestión', 'coordiné', 'coordino', 'coordinación',
      'diseñé', 'diseño', 'desarrollé', 'desarrollo', 'implanté', 'implantación', 'implementé', 'implementación', 'creé', 'creación',
      'lancé', 'lanzamiento', 'reduje', 'reducción', 'aumenté', 'aumento', 'incrementé', 'incremento', 'mejoré', 'mejora', 'optimicé',
      'optimización', 'automaticé', 'automatización', 'negocié', 'negociación', 'supervisé', 'superviso', 'supervisión', 'formé', 'formo',
      'organicé', 'organización', 'planifiqué', 'planificación', 'elaboré', 'elaboración', 'redacté', 'redacción', 'analicé', 'análisis',
      'construí', 'migré', 'migración', 'logré', 'conseguí', 'obtuve', 'valoración', 'instrumentación', 'docencia', 'enseñé', 'impartí',
      'auditoría', 'audité', 'asesoré', 'asesoramiento', 'conciliación', 'conciliaciones', 'liquidación', 'dimensioné', 'dimensionamiento', 'venta', 'vendí',
    ],
    weak: [
      'responsable de', 'responsable del', 'encargado de', 'encargada de', 'encargado del', 'encargada del', 'a cargo de', 'a cargo del',
      'me encargaba de', 'me encargué de', 'participación en', 'participé en', 'colaboración en', 'colaboré en', 'apoyo en', 'apoyo a',
      'apoyo al', 'ayuda en', 'ayudé a', 'ayudé en', 'tareas de', 'funciones de', 'trabajé en',
    ],
    outcomes: ['reduj', 'reducción', 'reducir', 'aument', 'increment', 'crecimiento', 'mejoré', 'mejora del', 'mejora de', 'ahorr', 'duplic', 'lancé', 'lanzamiento', 'logré', 'superé'],
  },
  fr: {
    strong: [
      'pilotage', 'piloté', 'pilotée', 'gestion', 'géré', 'gérée', 'direction', 'dirigé', 'dirigée', 'coordination', 'coordonné', 'coordonnée',
      'conception', 'conçu', 'conçue', 'développement', 'développé', 'développée', 'création', 'créé', 'créée', 'lancement', 'lancé', 'lancée',
      'réduction', 'réduit', 'réduite', 'augmentation', 'augmenté', 'amélioration', 'amélioré', 'optimisation', 'optimisé', 'automatisation',
      'automatisé', 'négociation', 'négocié', 'encadrement', 'encadré', 'encadrée', 'animation', 'animé', 'supervision', 'supervisé', 'supervisée',
      'déploiement', 'déployé', 'élaboration', 'élaboré', 'rédaction', 'rédigé', 'recrutement', 'recruté', 'recrutée', 'analyse', 'analysé',
      'conduite', 'réalisation', 'réalisé', 'organisation', 'organisé', 'management', 'refonte', 'mise', 'mis', 'formation', 'formé', 'formée',
      'audit', 'audité', 'clôtures', 'clôture', 'rapprochements', 'révision', 'enseigner', 'enseignement', 'tutrice', 'tuteur', 'mettre', 'vente',
    ],
    weak: [
      'chargé de', 'chargée de', 'chargé du', 'chargée du', 'chargé des', 'chargée des', "chargé d'", "chargée d'", 'responsable de', 'responsable du',
      'responsable des', "responsable d'", 'en charge de', 'en charge du', 'en charge des', "en charge d'", 'participation à', 'participation au',
      'participation aux', 'participé à', 'participé au', 'aide à', 'aide au', 'aide aux', 'soutien à', 'soutien au', 'assistance à', 'assistance au',
      'appui à', 'appui au', 'contribution à', 'contribution au', 'travail sur', 'missions :', 'tâches :',
    ],
    outcomes: ['rédui', 'réduction', 'augment', 'amélior', 'hausse', 'baisse', 'économ', 'doublé', 'croissance', 'porté de', 'passer de', 'lancé', 'lancement'],
  },
  de: {
    strong: [
      'leitung', 'leitete', 'leite', 'führung', 'führte', 'steuerung', 'steuerte', 'einführung', 'entwicklung', 'entwickelte',
      'konzeption', 'konzipierte', 'planung', 'plante', 'aufbau', 'baute', 'verkürzung', 'verkürzte', 'senkung', 'senkte', 'steigerung',
      'steigerte', 'reduzierung', 'reduzierte', 'optimierung', 'optimierte', 'automatisierung', 'automatisierte', 'umsetzung',
      'implementierung', 'implementierte', 'koordination', 'koordinierung', 'koordinierte', 'verhandlung', 'verhandelte', 'einarbeitung',
      'schulung', 'schulte', 'erstellung', 'erstellte', 'durchführung', 'gestaltung', 'gestaltete', 'migration', 'migrierte',
      'rekrutierung', 'prüfung', 'prüfte', 'überwachung', 'lohnverarbeitung', 'personaladministration', 'konstruktion', 'auslegung',
    ],
    weak: [
      'zuständig für', 'verantwortlich für', 'verantwortung für', 'mitarbeit an', 'mitarbeit bei', 'mitarbeit in', 'mitarbeit im', 'mithilfe bei',
      'unterstützung bei', 'unterstützung des', 'unterstützung der', 'unterstützung von', 'beteiligung an', 'teilnahme an', 'aufgaben:', 'tätigkeiten:',
    ],
    outcomes: ['senk', 'gesenkt', 'steiger', 'gesteigert', 'verkürz', 'reduzier', 'erhöh', 'verbesser', 'einspar', 'eingespart', 'verdoppel'],
  },
  pt: {
    strong: [
      'coordenação', 'coordenei', 'gestão', 'geri', 'gerenciei', 'gerenciamento', 'direção', 'dirigi', 'liderei', 'liderança', 'implementação',
      'implementei', 'implantação', 'implantei', 'desenvolvimento', 'desenvolvi', 'criação', 'criei', 'redução', 'reduzi', 'aumento', 'aumentei',
      'melhoria', 'melhorei', 'negociação', 'negociei', 'lançamento', 'lancei', 'otimização', 'otimizei', 'automatização', 'automatizei',
      'elaboração', 'elaborei', 'dimensionamento', 'dimensionei', 'supervisão', 'supervisionei', 'formei', 'análise', 'analisei', 'planejamento',
      'planeamento', 'planejei', 'projetei', 'construí', 'migrei', 'migração', 'dispensa', 'farmacovigilância', 'auditoria', 'auditei', 'conciliação', 'corrigi', 'venda', 'vendi',
    ],
    weak: [
      'responsável por', 'responsável pela', 'responsável pelo', 'responsável pelos', 'responsável pelas', 'encarregado de', 'encarregada de',
      'participação em', 'participação no', 'participação na', 'participação nos', 'participação nas', 'participei em', 'participei de',
      'participei no', 'participei na', 'apoio à', 'apoio ao', 'apoio aos', 'apoio às', 'apoio em', 'apoio na', 'apoio no', 'auxílio',
      'auxiliei', 'ajudei', 'colaboração em', 'colaborei em', 'tarefas de', 'funções de',
    ],
    outcomes: ['reduz', 'redução', 'aument', 'melhor', 'crescimento', 'economi', 'duplic', 'lancei', 'lançamento'],
  },
};
