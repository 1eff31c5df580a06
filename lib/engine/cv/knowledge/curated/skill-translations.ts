/**
 * How Spanish, French and German CVs print the skills of the lexicon, as curated aliases of
 * the canonical (English) skill, so "trabajo en equipo", "travail en équipe" and "Teamarbeit"
 * are all Teamwork. ESCO's French and Spanish preferred labels are added by the build as well
 * (build-knowledge.ts `escoLabelsBySkill`), but ESCO names competences with verbs ("trabajar
 * en equipo", "gérer le temps") and has no German labels here, while a CV lists nouns. Only
 * phrases that name the skill and nothing else: "ventas" or "soins" alone are prose.
 */
type Labels = { es?: readonly string[]; fr?: readonly string[]; de?: readonly string[]; pt?: readonly string[]; nl?: readonly string[] };

const BY_LANGUAGE: Readonly<Record<string, Labels>> = {
  // soft skills
  Teamwork: {
    es: ['trabajo en equipo', 'trabajo colaborativo'],
    fr: ['travail en équipe', "travail d'équipe", "esprit d'équipe"],
    de: ['teamarbeit', 'teamfähigkeit', 'teamgeist'],
  },
  Leadership: { es: ['liderazgo', 'liderazgo de equipos'], fr: ["leadership d'équipe", "direction d'équipe"], de: ['führungskompetenz', 'führungsstärke', 'mitarbeiterführung', 'teamleitung', 'leitung eines teams'] },
  Communication: { fr: ['communication interpersonnelle'], de: ['kommunikation', 'kommunikationsfähigkeit', 'kommunikationsstärke'] },
  'Time management': { es: ['gestión del tiempo', 'organización del tiempo'], fr: ['gestion du temps', 'gestion des priorités'], de: ['zeitmanagement'] },
  'Problem solving': { es: ['resolución de problemas'], fr: ['résolution de problèmes'], de: ['problemlösung', 'problemlösungskompetenz'] },
  'Critical thinking': { es: ['pensamiento crítico', 'pensamiento analítico'], fr: ['esprit critique', "esprit d'analyse", 'esprit analytique'], de: ['analytisches denken', 'kritisches denken'] },
  Adaptability: { es: ['adaptabilidad', 'capacidad de adaptación'], fr: ["capacité d'adaptation", 'adaptabilité'], de: ['anpassungsfähigkeit'] },
  'Attention to detail': { es: ['atención al detalle'], fr: ['souci du détail'], de: ['detailgenauigkeit'] },
  Empathy: { es: ['empatía'], fr: ['empathie'], de: ['empathie', 'einfühlungsvermögen'] },
  'Conflict resolution': { es: ['resolución de conflictos', 'gestión de conflictos'], fr: ['gestion des conflits', 'résolution de conflits'], de: ['konfliktmanagement', 'konfliktlösung'] },
  'Decision making': { es: ['toma de decisiones'], fr: ['prise de décision', 'prise de décisions'], de: ['entscheidungsfindung', 'entscheidungsfähigkeit'] },
  Creativity: { es: ['creatividad'], fr: ['créativité'], de: ['kreativität'] },
  'Presentation skills': { es: ['hablar en público', 'presentaciones'], fr: ['prise de parole en public', 'prise de parole'], de: ['präsentationsfähigkeit', 'präsentationstechnik'] },
  'Organisational skills': { es: ['capacidad de organización', 'habilidades organizativas'], fr: ["sens de l'organisation", "capacité d'organisation"], de: ['organisationstalent', 'organisationsfähigkeit'] },
  'Active listening': { es: ['escucha activa'], fr: ['écoute active'], de: ['aktives zuhören'] },
  'Customer focus': { es: ['orientación al cliente'], fr: ['orientation client', 'sens du service client'], de: ['kundenorientierung'] },
  'Stakeholder management': { es: ['gestión de stakeholders', 'gestión de partes interesadas'], fr: ['gestion des parties prenantes'], de: ['stakeholder-management'] },
  Collaboration: { es: ['colaboración'], fr: ['collaboration'], de: ['zusammenarbeit'] },
  Mentoring: { es: ['mentoría'], fr: ['mentorat', 'tutorat'], de: ['mentoring'] },
  'Interpersonal skills': { es: ['habilidades interpersonales', 'relaciones interpersonales'], fr: ['relationnel', 'aisance relationnelle', 'sens relationnel'], de: ['soziale kompetenz', 'kontaktfreude'] },
  // business and office
  'People management': { es: ['gestión de equipos', 'gestión de personas', 'dirección de equipos'], fr: ["management d'équipe", "management d'équipes", "gestion d'équipe", "encadrement d'équipe"], de: ['personalführung', 'personalverantwortung'] },
  'Project management': { es: ['gestión de proyecto', 'dirección de proyectos'], fr: ['gestion de projet', 'conduite de projet', 'conduite de projets'], de: ['projektmanagement', 'projektleitung'] },
  'Data analysis': { es: ['análisis de datos'], fr: ['analyse de données', 'analyse des données'], de: ['datenanalyse'] },
  'Customer support': { es: ['atención al cliente', 'servicio al cliente', 'servicio de atención al cliente'], fr: ['service client', 'service clients', 'relation client'], de: ['kundenservice', 'kundenbetreuung', 'kundendienst'] },
  'Month-end close': { es: ['cierre mensual', 'cierres mensuales', 'cierre contable'], fr: ['clôture mensuelle', 'clôtures mensuelles', 'clôture des comptes', 'clôtures mensuelles et annuelles'], de: ['monatsabschluss', 'monatsabschlüsse', 'monatsabschlusses', 'monatsabschlüssen'] },
  'Tax preparation': { es: ['fiscalidad', 'declaraciones fiscales', 'declaración fiscal', 'declaraciones de iva', 'declaración de iva', 'liquidación de impuestos', 'liquidación de iva', 'declaraciones juradas'], fr: ['fiscalité', 'déclarations fiscales', 'déclarations de tva', 'déclaration de tva', 'liasses fiscales', 'liasse fiscale'], de: ['steuererklärungen', 'umsatzsteuervoranmeldung'] },
  Bookkeeping: { es: ['teneduría de libros'], fr: ['tenue de comptabilité', 'tenue des comptes'], de: ['buchhaltung', 'buchführung'] },
  Budgeting: { es: ['elaboración de presupuestos', 'gestión presupuestaria'], fr: ['gestion budgétaire', 'élaboration budgétaire'], de: ['budgetierung', 'budgetplanung'] },
  'Financial reporting': {
    es: ['reporting financiero', 'informes financieros', 'estados financieros', 'estados contables'],
    fr: ['reporting financier', 'états financiers', 'comptes annuels', 'préparation des bilans'],
    de: ['finanzberichterstattung', 'jahresabschluss', 'jahresabschlüsse', 'jahresabschlüssen', 'jahresabschlusses'],
  },
  // Latin America's NIIF and France's normes IFRS are the IFRS by their own names
  IFRS: { es: ['niif', 'normas internacionales de información financiera'], fr: ['normes ifrs', "normes internationales d'information financière"], pt: ['normas internacionais de relatório financeiro'] },
  'Financial analysis': { es: ['análisis financiero'], fr: ['analyse financière'], de: ['finanzanalyse'] },
  Payroll: { es: ['nóminas', 'gestión de nóminas'], fr: ['paie', 'gestion de la paie'], de: ['lohnabrechnung', 'gehaltsabrechnung', 'lohnbuchhaltung', 'lohnverarbeitung', 'lohnadministration'] },
  Recruiting: { es: ['reclutamiento', 'selección de personal'], fr: ['recrutement'], de: ['personalbeschaffung', 'recruiting', 'rekrutierung', 'personalgewinnung'] },
  'Candidate screening': {
    es: ['cribado de candidatos', 'preselección de candidatos', 'criba curricular', 'filtrado de candidatos'],
    fr: ['présélection des candidats', 'présélection de candidats', 'tri des candidatures', 'tri de cv'],
    de: ['vorauswahl von bewerbern', 'bewerbervorauswahl', 'sichtung von bewerbungen'],
  },
  Onboarding: { es: ['incorporación de nuevos empleados', 'acogida de nuevos empleados'], fr: ['intégration des nouveaux collaborateurs', 'intégration des nouveaux salariés'], de: ['einarbeitung neuer mitarbeiter', 'mitarbeitereinarbeitung'] },
  'Account management': {
    es: ['gestión de cuentas', 'gestión de cuentas clave', 'gestión de cartera de clientes', 'cartera de clientes'],
    fr: ['gestion de comptes', 'gestion de portefeuille clients', 'portefeuille clients', 'portefeuille de clients', 'gestion des comptes clés'],
    de: ['kundenmanagement', 'key account management', 'key-account-management', 'bestandskundenbetreuung', 'großkundenbetreuung'],
  },
  // sales as Spanish, French and German CVs name it: the English term after the noun ("ventas B2B")
  'B2B sales': {
    es: ['ventas b2b', 'venta b2b', 'venta a empresas', 'ventas a empresas', 'venta consultiva b2b'],
    fr: ['vente b2b', 'ventes b2b', 'vente aux entreprises', 'ventes aux entreprises'],
    de: ['b2b-vertrieb', 'b2b-verkauf', 'vertrieb b2b', 'geschäftskundenvertrieb', 'firmenkundenvertrieb'],
  },
  'Contract negotiation': {
    es: ['negociación de contratos', 'negociación contractual'],
    fr: ['négociation de contrats', 'négociation des contrats'],
    de: ['vertragsverhandlungen', 'vertragsverhandlung'],
  },
  'Sales presentations': { es: ['presentaciones comerciales', 'presentaciones de ventas'], fr: ['présentations commerciales'], de: ['verkaufspräsentationen', 'vertriebspräsentationen'] },
  'Pipeline management': { es: ['gestión del pipeline', 'gestión de pipeline'], fr: ['gestion du pipeline', 'gestion de pipeline'], de: ['pipeline-management'] },
  'Territory management': { es: ['gestión de zona', 'gestión del territorio', 'gestión de territorio'], fr: ['gestion de secteur', 'gestion du secteur'], de: ['gebietsmanagement', 'gebietsbetreuung'] },
  Upselling: { es: ['venta cruzada', 'ventas cruzadas', 'venta adicional'], fr: ['vente croisée', 'ventes croisées', 'vente additionnelle', 'ventes additionnelles'], de: ['zusatzverkauf', 'zusatzverkäufe'] },
  'Sales forecasting': { es: ['previsiones de ventas'], fr: ['prévisions de ventes', 'prévision des ventes'], de: ['absatzprognose', 'umsatzprognose', 'umsatzprognosen'] },
  'Inventory management': { es: ['gestión de inventarios', 'gestión de inventario', 'control de inventario'], fr: ['gestion des stocks', 'gestion de stocks'], de: ['lagerverwaltung', 'bestandsmanagement'] },
  'Supply chain management': { es: ['gestión de la cadena de suministro'], fr: ["gestion de la chaîne d'approvisionnement", 'supply chain'], de: ['lieferkettenmanagement'] },
  Procurement: { es: ['compras', 'aprovisionamiento'], fr: ['achats', 'approvisionnement'], de: ['einkauf', 'beschaffung'] },
  Logistics: { es: ['logística'], fr: ['logistique'], de: ['logistik'] },
  'Digital marketing': { es: ['marketing digital'], fr: ['marketing digital', 'marketing numérique', 'webmarketing'], de: ['digitales marketing', 'online-marketing'] },
  'Market research': { es: ['investigación de mercados', 'estudios de mercado'], fr: ['étude de marché', 'études de marché'], de: ['marktforschung'] },
  'Social media marketing': { es: ['marketing en redes sociales'], fr: ['marketing des réseaux sociaux'], de: ['social-media-marketing'] },
  'Strategic planning': { es: ['planificación estratégica'], fr: ['planification stratégique'], de: ['strategische planung'] },
  'Risk management': { es: ['gestión de riesgos'], fr: ['gestion des risques'], de: ['risikomanagement'] },
  'Change management': { es: ['gestión del cambio'], fr: ['conduite du changement', 'gestion du changement'], de: ['change-management', 'veränderungsmanagement'] },
  'Process improvement': { es: ['mejora de procesos', 'mejora continua'], fr: ['amélioration des processus', 'amélioration continue'], de: ['prozessoptimierung', 'kontinuierliche verbesserung'] },
  'Quality management': { es: ['gestión de la calidad', 'control de calidad'], fr: ['gestion de la qualité', 'contrôle qualité'], de: ['qualitätsmanagement', 'qualitätssicherung'] },
  Forecasting: { es: ['previsión de ventas'], fr: ['prévisions des ventes'], de: ['absatzplanung'] },
  'Data entry': { es: ['introducción de datos', 'entrada de datos'], fr: ['saisie de données'], de: ['datenerfassung'] },
  'Event planning': { es: ['organización de eventos'], fr: ["organisation d'événements", 'événementiel'], de: ['eventmanagement', 'veranstaltungsplanung'] },
  'Employee relations': { es: ['relaciones laborales'], fr: ['relations sociales'], de: ['arbeitsbeziehungen'] },
  'Student assessment': { es: ['evaluación continua', 'evaluación del alumnado', 'evaluación de los alumnos'], fr: ['évaluation des élèves', 'contrôle continu', 'évaluation des apprentissages'], de: ['leistungsbewertung', 'leistungsbeurteilung'] },
  'Differentiated instruction': { es: ['enseñanza diferenciada', 'instrucción diferenciada'], fr: ['différenciation pédagogique', 'pédagogie différenciée'], de: ['binnendifferenzierung'] },
  'Lesson planning': { es: ['planificación de clases'], fr: ['préparation de cours'], de: ['unterrichtsplanung'] },
  'Classroom management': { es: ['gestión del aula'], fr: ['gestion de classe'], de: ['klassenführung'] },
  'Menu planning': { es: ['elaboración de menús', 'diseño de cartas', 'creación de cartas'], fr: ['création de cartes', 'création de menus', 'élaboration des cartes', 'élaboration de menus'], de: ['menüplanung', 'speiseplanung', 'menügestaltung'] },
  'Kitchen management': { es: ['gestión de cocina', 'jefatura de cocina'], fr: ['gestion de brigade', 'gestion de cuisine'], de: ['küchenleitung', 'küchenmanagement'] },
  'Food safety': { es: ['seguridad alimentaria', 'higiene alimentaria'], fr: ['hygiène alimentaire', 'sécurité alimentaire'], de: ['lebensmittelhygiene', 'lebensmittelsicherheit'] },
  'Cash handling': { es: ['manejo de caja', 'gestión de caja'], fr: ['tenue de caisse', 'encaissement'], de: ['kassenführung'] },
  // healthcare
  'Patient care': { es: ['atención al paciente', 'cuidado del paciente', 'cuidados de enfermería'], fr: ['soins aux patients', 'soins infirmiers'], de: ['patientenversorgung', 'krankenpflege', 'patientenbetreuung'] },
  'Medication administration': { es: ['administración de medicamentos', 'administración de medicación'], fr: ['administration des médicaments', 'administration de médicaments'], de: ['medikamentengabe', 'medikamentenverabreichung'] },
  BLS: { es: ['soporte vital básico'] },
  CPR: { es: ['rcp', 'reanimación cardiopulmonar'], fr: ['réanimation cardio-pulmonaire', 'rcp', 'gestes de premiers secours'], de: ['herz-lungen-wiederbelebung', 'wiederbelebung'] },
  // advanced life support as Spanish courses name it; "SVA", "SVB" alone stay out (the School of Visual Arts, a bank)
  ACLS: { es: ['soporte vital avanzado'], fr: ['réanimation cardio-pulmonaire avancée'], de: ['erweiterte lebensrettende maßnahmen'] },
  'Infection control': { es: ['control de infecciones', 'prevención de infecciones'], fr: ['prévention des infections', 'hygiène hospitalière'], de: ['infektionsschutz', 'hygienemanagement'] },
  'Wound care': { es: ['curas', 'cuidado de heridas', 'curación de heridas'], fr: ['soins des plaies', 'soins de plaies', 'pansements'], de: ['wundversorgung', 'wundmanagement'] },
  'Vital signs': { es: ['constantes vitales', 'signos vitales'], fr: ['constantes vitales', 'signes vitaux'], de: ['vitalzeichenkontrolle', 'vitalparameter'] },
  // triage is the assessment that sorts patients by urgency (the English word stays out: "bug triage", "incident triage")
  'Patient assessment': { es: ['valoración del paciente', 'valoración de enfermería', 'triaje', 'valoración y triaje'], fr: ['évaluation clinique', 'évaluation du patient', 'tri des patients'], de: ['patientenbeurteilung', 'ersteinschätzung'] },
  'Care planning': { es: ['plan de cuidados', 'planes de cuidados'], fr: ['plan de soins', 'projet de soins'], de: ['pflegeplanung'] },
  // "réanimation cardio-pulmonaire", the longer phrase, stays CPR
  'Critical care': { es: ['cuidados intensivos'], fr: ['soins intensifs', 'réanimation médicale', 'réanimation'], de: ['intensivpflege', 'intensivmedizin'] },
  'Patient education': { es: ['educación para la salud', 'educación sanitaria'], fr: ['éducation thérapeutique', 'éducation à la santé'], de: ['patientenschulung'] },
  'Electronic health records': { es: ['historia clínica electrónica'], fr: ['dossier patient informatisé', 'dossier médical informatisé'], de: ['elektronische patientenakte', 'elektronischen patientenakte'] },
  'IV therapy': {
    es: ['canalización de vías', 'terapia intravenosa', 'tratamientos intravenosos'],
    fr: ['pose de perfusion', 'perfusions', 'traitements intraveineux'],
    de: ['infusionstherapie'],
  },
  Phlebotomy: { es: ['extracciones de sangre', 'extracción de sangre', 'venopunción'], fr: ['prélèvements sanguins', 'prise de sang'], de: ['blutentnahme'] },
  'Health and safety': {
    es: ['prevención de riesgos laborales', 'seguridad y salud laboral', 'seguridad y salud en el trabajo'],
    fr: ['prévention des risques professionnels', 'santé et sécurité au travail'],
    de: ['arbeitssicherheit', 'arbeitsschutz'],
  },
  'Mental health': { es: ['salud mental'], fr: ['santé mentale'], de: ['psychische gesundheit'] },
  // software: Spanish and French put the noun first ("APIs REST")
  'REST APIs': { es: ['apis rest', 'api rest', 'servicios rest'], fr: ['api rest', 'apis rest', 'services rest'], de: ['rest-apis', 'rest-schnittstellen'] },
  Microservices: { es: ['microservicios', 'arquitectura de microservicios'], fr: ['architecture microservices'], de: ['microservice-architektur'] },
  'Unit testing': { es: ['pruebas unitarias', 'tests unitarios'], fr: ['tests unitaires'], de: ['unit-tests', 'modultests'] },
  'CI/CD': {
    es: ['integración continua', 'despliegue continuo', 'entrega continua'],
    fr: ['intégration continue', 'déploiement continu', 'livraison continue'],
    de: ['kontinuierliche integration', 'kontinuierliche auslieferung'],
  },
  // design and marketing
  'User research': { es: ['investigación de usuarios', 'investigación con usuarios', 'investigación ux'], fr: ['recherche utilisateur', 'recherche utilisateurs', 'recherche ux'], de: ['nutzerforschung', 'nutzerrecherche', 'ux-research'] },
  'Usability testing': { es: ['pruebas de usabilidad', 'tests de usabilidad'], fr: ["tests d'utilisabilité", 'tests utilisateurs'], de: ['usability-tests', 'usability-testing', 'nutzertests'] },
  'Campaign management': { es: ['gestión de campañas'], fr: ['gestion de campagnes', 'pilotage de campagnes'], de: ['kampagnenmanagement', 'kampagnensteuerung'] },
  'Marketing automation': { es: ['automatización de marketing'], fr: ['marketing automation', 'automatisation marketing'], de: ['marketing-automatisierung'] },
  'Brand management': { es: ['gestión de marca'], fr: ['gestion de marque', 'gestion de la marque'], de: ['markenführung', 'markenmanagement'] },
  'Content marketing': { es: ['marketing de contenidos'], fr: ['marketing de contenu'], de: ['content-marketing'] },
  // law
  'Contract drafting': {
    es: ['redacción de contratos', 'redacción de contratos mercantiles'],
    fr: ['rédaction de contrats', 'rédaction des contrats', 'rédaction d’actes'],
    de: ['vertragsgestaltung', 'vertragsentwürfe'],
  },
  Litigation: { es: ['litigación', 'litigios', 'procesal civil'], fr: ['contentieux', 'contentieux commercial'], de: ['prozessführung', 'prozessvertretung'] },
  'Legal research': { es: ['investigación jurídica'], fr: ['recherche juridique', 'veille juridique'], de: ['juristische recherche', 'rechtsrecherche'] },
  'Legal writing': {
    es: ['redacción jurídica', 'redacción de escritos', 'redacción de demandas', 'redacción de demandas y recursos'],
    fr: ['rédaction juridique', 'rédaction de conclusions'],
    de: ['juristisches schreiben', 'schriftsatzerstellung'],
  },
  'GD&T': { es: ['análisis de tolerancias'], fr: ['cotation fonctionnelle', 'analyse des tolérances'], de: ['toleranzanalyse', 'toleranzanalysen', 'form- und lagetoleranzen'] },
  'Corporate law': { es: ['derecho mercantil', 'derecho societario', 'fusiones y adquisiciones'], fr: ['droit des affaires', 'droit des sociétés', 'fusions et acquisitions'], de: ['gesellschaftsrecht', 'handelsrecht'] },
  'Employment law': { es: ['derecho laboral', 'derecho del trabajo'], fr: ['droit du travail', 'droit social'], de: ['arbeitsrecht'] },
  'Due diligence': { es: ['auditoría legal'], fr: ['audit juridique'], de: ['due-diligence-prüfung'] },
  // engineering
  'Technical drawings': { es: ['dibujo técnico', 'planos técnicos'], fr: ['dessin technique', 'dessin industriel'], de: ['technisches zeichnen', 'technische zeichnungen', 'technischer zeichnungen'] },
  'Mechanical design': { es: ['diseño mecánico'], fr: ['conception mécanique'], de: ['konstruktion', 'maschinenkonstruktion'] },
  'Finite element analysis': { es: ['análisis por elementos finitos'], fr: ['calcul par éléments finis'], de: ['fem-berechnungen', 'fem-berechnung', 'fem-analyse'] },
  // "contabilidad general", "comptabilité générale" are general accounting at large, not the ledger
  'General ledger': { es: ['libro mayor'], fr: ['grand livre'], de: ['hauptbuch', 'hauptbuchhaltung'] },
  'Account reconciliation': { es: ['conciliaciones bancarias', 'conciliación bancaria', 'conciliaciones de cuentas'], fr: ['rapprochements bancaires', 'rapprochement bancaire'], de: ['kontenabstimmung', 'kontenabstimmungen', 'bankabstimmung'] },
  // supplier invoices entered and checked are the payables ledger's work: "Saisie des factures fournisseurs", "Verbuchung von Eingangsrechnungen"
  'Accounts payable': { es: ['cuentas a pagar', 'cuentas por pagar', 'facturas de proveedores'], fr: ['comptabilité fournisseurs', 'factures fournisseurs'], de: ['kreditorenbuchhaltung', 'eingangsrechnungen'] },
  'Accounts receivable': { es: ['cuentas a cobrar', 'cuentas por cobrar'], fr: ['comptabilité clients'], de: ['debitorenbuchhaltung'] },
  // construction
  'Project estimation': { es: ['presupuestos de obra', 'presupuesto de obra', 'mediciones y presupuestos'], fr: ['métrés', 'chiffrage des travaux', 'métré et chiffrage'], de: ['kostenschätzung', 'kostenberechnung', 'mengenermittlung'] },
  'Site supervision': { es: ['dirección de obra', 'supervisión de obra', 'supervisión de obras'], fr: ['suivi de chantier', 'suivi de chantiers', 'conduite de travaux'], de: ['bauleitung', 'bauüberwachung'] },
};

/**
 * How Portuguese CVs print the same skills. ESCO's labels here are English, French and Spanish
 * only, and Portuguese spells the Spanish words apart ("estatística", "estadística"), so a
 * Portuguese CV's skills would read as absent without these.
 */
const PORTUGUESE: Readonly<Record<string, readonly string[]>> = {
  Statistics: ['estatística', 'análise estatística'],
  'Data analysis': ['análise de dados'],
  Teamwork: ['trabalho em equipe', 'trabalho em equipa'],
  Leadership: ['liderança', 'liderança de equipes', 'liderança de equipas'],
  Communication: ['comunicação'],
  'Time management': ['gestão do tempo'],
  'Problem solving': ['resolução de problemas'],
  'Critical thinking': ['pensamento crítico', 'pensamento analítico'],
  'People management': ['gestão de equipes', 'gestão de equipas', 'gestão de pessoas'],
  'Project management': ['gestão de projetos', 'gerenciamento de projetos', 'gestão de projectos'],
  'Customer support': ['atendimento ao cliente'],
  'Account management': ['gestão de contas', 'gestão de carteira de clientes', 'carteira de clientes', 'gestão de contas-chave'],
  'B2B sales': ['vendas b2b', 'venda b2b', 'vendas para empresas', 'venda para empresas'],
  'Contract negotiation': ['negociação de contratos'],
  'Sales presentations': ['apresentações comerciais'],
  Upselling: ['venda cruzada', 'vendas cruzadas'],
  Bookkeeping: ['escrituração contábil'],
  'Account reconciliation': ['conciliação bancária', 'conciliações bancárias'],
  'Accounts payable': ['contas a pagar', 'faturas de fornecedores'],
  'Accounts receivable': ['contas a receber'],
  'Tax preparation': ['apuração de impostos'],
  Budgeting: ['elaboração de orçamentos'],
  'Financial reporting': ['relatórios financeiros', 'demonstrações financeiras'],
  'Financial analysis': ['análise financeira'],
  Payroll: ['folha de pagamento'],
  Recruiting: ['recrutamento e seleção'],
  'Inventory management': ['gestão de estoque', 'controle de estoque', 'gestão de stocks'],
  'Supply chain management': ['gestão da cadeia de suprimentos', 'cadeia de suprimentos'],
  'Market research': ['pesquisa de mercado'],
  'Risk management': ['gestão de riscos'],
  'Process improvement': ['melhoria de processos', 'melhoria contínua'],
  'Quality management': ['gestão da qualidade'],
  'Patient care': ['cuidados ao paciente', 'assistência ao paciente'],
  'Care planning': ['plano de cuidados', 'planos de cuidados'],
  BLS: ['suporte básico de vida'],
  ACLS: ['suporte avançado de vida'],
  'Candidate screening': ['triagem de candidatos', 'triagem de currículos'],
  'Health and safety': ['segurança do trabalho', 'saúde e segurança no trabalho', 'segurança e saúde no trabalho'],
  'Menu planning': ['elaboração de cardápios', 'elaboração de menus'],
  'Technical drawings': ['desenho técnico'],
  'Project estimation': ['orçamento de obras', 'orçamentos de obras'],
  'Site supervision': ['fiscalização de obras', 'acompanhamento de obras', 'gestão de obras'],
  'Mechanical design': ['projeto mecânico'],
  'Finite element analysis': ['análise por elementos finitos'],
  'Unit testing': ['testes unitários'],
  'User research': ['pesquisa com usuários', 'pesquisa de usuários', 'pesquisa com utilizadores'],
  'Usability testing': ['testes de usabilidade'],
  // a pharmacy's work as Portuguese CVs name it
  Dispensing: ['dispensa de medicamentos', 'dispensação de medicamentos'],
  Compounding: ['preparação de medicamentos manipulados', 'medicamentos manipulados', 'manipulação de medicamentos'],
  Typography: ['tipografia'],
};

/**
 * How Dutch CVs print design and pharmacy skills. Dutch writes a skill as one compound noun
 * ("huisstijlontwikkeling", corporate identity work), which no English or ESCO label matches.
 */
const DUTCH: Readonly<Record<string, readonly string[]>> = {
  Typography: ['typografie'],
  Branding: ['huisstijl', 'huisstijlontwikkeling', 'huisstijlontwerp'],
};

export const SKILL_TRANSLATIONS: Readonly<Record<string, Labels>> = Object.fromEntries(
  [...new Set([...Object.keys(BY_LANGUAGE), ...Object.keys(PORTUGUESE), ...Object.keys(DUTCH)])].map((name) => [
    name,
    { ...BY_LANGUAGE[name], ...(PORTUGUESE[name] ? { pt: PORTUGUESE[name] } : {}), ...(DUTCH[name] ? { nl: DUTCH[name] } : {}) },
  ]),
);
