/**
 * The Europass CV of 2004–2012, still sent across Europe: a two-column table whose left column
 * labels every field ("Occupation or position held", "Name and address of employer", "Title of
 * qualification awarded", "Surname(s) / First name(s)"). The text comes out "label value" on one
 * line, or the label on a line of its own. Read as is, the label becomes part of the title, the
 * employer, the school or the name. This pass takes the labels off (in the template's English,
 * French, Spanish, German, Italian and Portuguese), keeps what follows in the shape the entry readers know
 * (date line, title, employer, bullets) and writes contact labels with a colon.
 */
import type { ExtractedLine } from '../types';
import { stripAccents } from './month-names';
import { isAllCaps } from './text-shape';

/**
 * value: the line is its value; head: the value heads an entry (the post, the qualification);
 * holder: the value is who held it (the employer, the school), printed by the template after the
 * bullets and moved up under the head, where entry readers look for it
 */
type Use = 'value' | 'head' | 'holder' | 'bullet' | 'drop' | 'labelled';

/** what a value must look like after a label that also begins ordinary lines ("Data Analyst", "Mobile Developer") */
// "Janeiro de 2020", "März 2019": Portuguese and Spanish join the month to its year with "de"
const DATE_VALUE = /^[\d(]|^\p{L}{3,9}\.?\s+(?:de\s+)?\d{4}/u;
const PHONE_VALUE = /^[+(\d]/;

interface LabelKind {
  /** the label in each language, folded (no accents, lower case, "(s)" as printed), "|" between them */
  labels: string;
  use: Use;
  /** the label to write before the value ("Telephone") */
  name?: string;
  /** what the value must look like */
  shape?: RegExp;
}

const KINDS: readonly LabelKind[] = [
  // the entry's own fields: the value is the date, the title, the employer, the school, the degree
  { labels: 'date|dates|date(s)|fecha|fechas|datum|data|datas', use: 'value', shape: DATE_VALUE },
  { labels: 'occupation or position held|fonction ou poste occupe|profesion o cargo desempenado|beruf oder funktion|lavoro o posizione ricoperti|funcao ou cargo ocupado', use: 'head' },
  { labels: "name and address of employer|name and address of the employer|nom et adresse de l'employeur|nombre y direccion de la empresa o empleador|name und adresse des arbeitgebers|nome e indirizzo del datore di lavoro|nome e morada do empregador", use: 'holder' },
  { labels: 'title of qualification awarded|intitule du certificat ou diplome delivre|cualificacion obtenida|bezeichnung der erworbenen qualifikation|titolo della qualifica rilasciata|designacao da qualificacao atribuida', use: 'head' },
  { labels: "name and type of organisation providing education and training|nom et type de l'etablissement d'enseignement ou de formation|nombre y tipo del centro de estudios|name und art der bildungs- oder ausbildungseinrichtung|nome e tipo d'organizzazione erogatrice dell'istruzione e formazione|nome e tipo da organizacao de ensino ou formacao|nome da organizacao de ensino", use: 'holder' },
  // what the job or course covered: its bullets
  {
    labels:
      'main activities and responsibilities|principales activites et responsabilites|funciones y responsabilidades principales|wichtigste tatigkeiten und zustandigkeiten|principali attivita e responsabilita|principal subjects/occupational skills covered|principales matieres/competences professionnelles couvertes|principales materias o capacidades profesionales aprendidas|hauptfacher/berufliche fahigkeiten|principali tematiche/competenze professionali possedute|principali tematiche/competenze professionali acquisite|principais atividades e responsabilidades|principais actividades e responsabilidades|principais atividades|principais actividades|principais disciplinas/competencias profissionais',
    use: 'bullet',
  },
  // classifications that say nothing a reader needs
  {
    labels:
      "type of business or sector|type ou secteur d'activite|tipo de empresa o sector|tatigkeitsbereich oder branche|tipo di attivita o settore|level in national or international classification|niveau dans la classification nationale ou internationale|nivel en la clasificacion nacional o internacional|stufe der nationalen oder internationalen klassifikation|livello nella classificazione nazionale o internazionale|tipo de empresa ou sector|tipo de empresa ou setor|nivel segundo a classificacao nacional ou internacional|fax|fax(es)|telecopie(s)",
    use: 'drop',
  },
  // the candidate's fields: "Telephone(s) +48 …" → "Telephone: +48 …"
  { labels: 'surname(s) / first name(s)|first name(s) / surname(s)|nom(s) / prenom(s)|apellido(s) / nombre(s)|nachname(n) / vorname(n)|nome(i) / cognome(i)|cognome(i) / nome(i)|apelido(s) / nome(s) proprio(s)|nome(s) proprio(s) / apelido(s)|nome', use: 'value' },
  { labels: 'address(es)|adresse(s)|direccion(es)|adresse(n)|indirizzo(i)|morada(s)|morada', use: 'labelled', name: 'Address' },
  { labels: 'telephone(s)|telefono(s)|telefon|telefono(i)|telefone(s)|telefone', use: 'labelled', name: 'Telephone', shape: PHONE_VALUE },
  { labels: 'mobile|portable|movil|mobil|cellulare|telemovel', use: 'labelled', name: 'Mobile', shape: PHONE_VALUE },
  { labels: 'e-mail|e-mail(s)|correo(s) electronico(s)|courrier(s) electronique(s)|correio(s) electronico(s)|correio eletronico|correio electronico', use: 'labelled', name: 'Email', shape: /@/ },
  { labels: 'nationality|nationalite|nacionalidad|staatsangehorigkeit|cittadinanza|nacionalidade', use: 'labelled', name: 'Nationality' },
  { labels: 'date of birth|date de naissance|fecha de nacimiento|geburtsdatum|data di nascita|data de nascimento', use: 'labelled', name: 'Date of birth' },
  { labels: 'gender|sexe|sexo|geschlecht|sesso', use: 'labelled', name: 'Gender' },
  // the personal skills' rows: a label the skills reader knows by its colon
  {
    labels: [
      ...['computer', 'technical', 'social', 'organisational', 'artistic', 'other'].map((k) => `${k} skills and competences`),
      ...['informatiques', 'techniques', 'sociales', 'organisationnelles', 'artistiques'].map((k) => `capacites et competences ${k}`),
      'autres capacites et competences',
      ...['informaticas', 'tecnicas', 'sociales', 'organizativas', 'artisticas'].map((k) => `capacidades y competencias ${k}`),
      'otras capacidades y competencias',
      ...['ikt', 'technische', 'soziale', 'organisatorische', 'kunstlerische', 'sonstige'].map((k) => `${k} fahigkeiten und kompetenzen`),
      ...['informatiche', 'tecniche', 'sociali', 'organizzative', 'artistiche'].map((k) => `capacita e competenze ${k}`),
      'altre capacita e competenze',
      ...['informaticas', 'tecnicas', 'sociais', 'de organizacao', 'artisticas'].map((k) => `aptidoes e competencias ${k}`),
      'outras aptidoes e competencias',
      'competencias informaticas',
    ].join('|'),
    use: 'labelled',
    name: 'Skills',
  },
];

const BY_LABEL = new Map(KINDS.flatMap((kind) => kind.labels.split('|').map((label) => [label, kind] as const)));
/** the words labels start with: a line starting otherwise is no label's (most lines, looked at once) */
const FIRST_WORDS = new Set([...BY_LABEL.keys()].map((label) => label.split(' ')[0]));

/** labels run to at most this many words; a line is tried with its first 1…MAX words as the label */
const MAX_LABEL_WORDS = 12;

// most words are plain ASCII: Unicode normalisation is the costly part, done only when needed
const foldLabel = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : stripAccents(text).replace(/[’`]/g, "'")).toLowerCase().replace(/\s+/g, ' ').trim();

interface Label {
  use: Use;
  /** the label to write before the value ("Telephone") */
  name?: string;
  /** how many words of the line it takes */
  length: number;
  /** the label's last word, wrapped in the narrow label column onto the row below ("atribuída") */
  wrapped?: string;
}

/**
 * A long label wraps in the template's narrow left column: "Designação da qualificação" on the
 * value's row, "atribuída" on the next. Labels of three words and more are known by all but their
 * last word too, when that word is printed below.
 */
const BY_WRAPPED_LABEL = (() => {
  const byStart = new Map<string, { kind: LabelKind; rest: string }[]>();
  for (const [label, kind] of BY_LABEL) {
    const words = label.split(' ');
    if (words.length < 4) continue;
    const start = words.slice(0, -1).join(' ');
    byStart.set(start, [...(byStart.get(start) ?? []), { kind, rest: words[words.length - 1] }]);
  }
  return byStart;
})();

/** `next`: the line below, where a wrapped label's last word would be */
function labelOf(words: string[], next?: string): Label | null {
  if (!FIRST_WORDS.has(foldLabel(words[0]).replace(/:$/, ''))) return null;
  const folded = words.slice(0, MAX_LABEL_WORDS).map(foldLabel);
  // the longest label first: "Date of birth" before "Date"
  for (let n = folded.length; n >= 1; n--) {
    const printed = folded.slice(0, n).join(' ').replace(/:$/, '');
    const whole = BY_LABEL.get(printed);
    const nextWord = whole || next === undefined ? '' : foldLabel(next.trim().split(/\s+/, 1)[0] ?? '');
    // "Capacità e competenze personali" is no wrapped "Capacità e competenze tecniche": the word below decides
    const wrapped = nextWord ? BY_WRAPPED_LABEL.get(printed)?.find((w) => w.rest === nextWord) : undefined;
    const kind = whole ?? wrapped?.kind;
    if (!kind) continue;
    const value = words.slice(n).join(' ').replace(/^[:\s]+/, '').slice(0, 200);
    if (!kind.shape || !value || kind.shape.test(value)) return { use: kind.use, name: kind.name, length: n, ...(wrapped ? { wrapped: wrapped.rest } : {}) };
  }
  return null;
}

/** "atribuída" alone on the row under its label's first words, or before the value's wrapped rest */
function withoutWrappedLabel(text: string, rest: string): string | null {
  const words = text.trim().split(/\s+/);
  if (foldLabel(words[0] ?? '') !== rest) return null;
  return words.slice(1).join(' ');
}

/** a line that ends inside its sentence ("… hospitalares e", "… for the"): the next line goes on with it */
const ENDS_MID_SENTENCE = /(?:[,;:(\-–—]|(?<![\p{L}\p{N}])\p{Ll}{1,3})$/u;
const STARTS_ITEM = /^\p{Lu}/u;

/** whether the document is a Europass of this kind: two of its entry labels are printed */
function isLabelledEuropass(lines: readonly ExtractedLine[]): boolean {
  let entryLabels = 0;
  for (const line of lines) {
    const words = line.text.trim().split(/\s+/, MAX_LABEL_WORDS);
    const label = labelOf(words);
    if (label && label.length >= 3 && label.use !== 'labelled' && ++entryLabels >= 2) return true;
  }
  return false;
}

/**
 * Europass's section titles, printed in capitals in the left column on the line of the section's
 * first value ("PERSONAL INFORMATION Giulia Bianchi"); in its five most used languages.
 */
const SECTION_TITLE = new RegExp(
  `^(${[
    'PERSONAL INFORMATION', 'WORK EXPERIENCE', 'EDUCATION AND TRAINING', 'PERSONAL SKILLS', 'ADDITIONAL INFORMATION', 'JOB APPLIED FOR', 'POSITION', 'PREFERRED JOB', 'STUDIES APPLIED FOR', 'PERSONAL STATEMENT',
    'INFORMATIONS PERSONNELLES', 'EXPÉRIENCE PROFESSIONNELLE', 'ÉDUCATION ET FORMATION', 'EDUCATION ET FORMATION', 'COMPÉTENCES PERSONNELLES', 'INFORMATIONS COMPLÉMENTAIRES', 'EMPLOI RECHERCHÉ', 'POSTE VISÉ',
    'INFORMACIÓN PERSONAL', 'EXPERIENCIA PROFESIONAL', 'EDUCACIÓN Y FORMACIÓN', 'COMPETENCIAS PERSONALES', 'INFORMACIÓN ADICIONAL', 'PUESTO SOLICITADO', 'EMPLEO DESEADO',
    'ANGABEN ZUR PERSON', 'BERUFSERFAHRUNG', 'SCHUL- UND BERUFSBILDUNG', 'PERSÖNLICHE FÄHIGKEITEN', 'ZUSÄTZLICHE INFORMATIONEN', 'ANGESTREBTE TÄTIGKEIT',
    'INFORMAÇÃO PESSOAL', 'EXPERIÊNCIA PROFISSIONAL', 'EDUCAÇÃO E FORMAÇÃO', 'COMPETÊNCIAS PESSOAIS', 'INFORMAÇÃO ADICIONAL',
    'INFORMAZIONI PERSONALI', 'ESPERIENZA PROFESSIONALE', 'ISTRUZIONE E FORMAZIONE', 'COMPETENZE PERSONALI', 'ULTERIORI INFORMAZIONI', 'POSIZIONE RICOPERTA', 'OCCUPAZIONE DESIDERATA',
  ].join('|')})\\s+(?=\\S)(?!\\p{Lu}{2,}(?:\\s|$))(.{1,300})$`,
  'u',
);

/** "PERSONAL INFORMATION Giulia Bianchi" → the title, then the value on a line of its own */
function withSectionTitlesApart(lines: ExtractedLine[]): { lines: ExtractedLine[]; source: number[] } {
  const out: ExtractedLine[] = [];
  const source: number[] = [];
  for (const [i, line] of lines.entries()) {
    const m = line.text.length <= 400 && /^\s*\p{Lu}{2}/u.test(line.text) ? line.text.trim().match(SECTION_TITLE) : null;
    if (m) {
      out.push({ ...line, text: m[1], headingHint: true }, { ...line, text: m[2] });
      source.push(i, i);
    } else {
      out.push(line);
      source.push(i);
    }
  }
  return { lines: out, source };
}

/**
 * The lines with Europass's section titles set apart from the value beside them and its field
 * labels taken off (see above); a label alone on its line goes. Any other document comes back
 * as it is. `source` maps each line out to its line in.
 */
export function withoutEuropassLabels(input: ExtractedLine[]): { lines: ExtractedLine[]; source: number[] } {
  const apart = withSectionTitlesApart(input);
  const { lines } = apart;
  if (!isLabelledEuropass(lines)) return apart;
  const out: ExtractedLine[] = [];
  const source: number[] = [];
  /** where the entry's head went, while no holder has followed it */
  let head = -1;
  /** a label alone on its line: its value is the next line */
  let pending: Label | null = null;
  /** the rest of a wrapped label, looked for on the next line */
  let labelRest: string | null = null;
  /** inside the value of an activities label, which the template prints one activity a line */
  let inActivities = false;
  for (const [i, line] of lines.entries()) {
    const rest = labelRest;
    labelRest = null;
    let text = line.text.trim();
    if (rest !== null && text.length <= 400) {
      const after = withoutWrappedLabel(text, rest);
      if (after === '') continue;
      if (after !== null) text = after;
    }
    const words = text.split(/\s+/);
    let label = text.length <= 400 ? labelOf(words.slice(0, MAX_LABEL_WORDS), lines[i + 1]?.text.slice(0, 100)) : null;
    // (a cast: the compiler does not follow the assignment at the end of the previous pass)
    const waiting = pending as Label | null;
    if (!label && waiting && text) label = { ...waiting, length: 0 };
    pending = null;
    if (!label) {
      const previous = out[out.length - 1]?.text ?? '';
      // "Coordenação de uma equipa…" under "• Projeto de subestações … até 50 MW": the next activity, not the wrapped rest of the last
      const item = inActivities && text.length <= 400 && !line.headingHint && !isAllCaps(text) && STARTS_ITEM.test(text) && !ENDS_MID_SENTENCE.test(previous.slice(-40));
      out.push(item ? { ...line, text: `• ${text}` } : text === line.text.trim() ? line : { ...line, text });
      source.push(i);
      continue;
    }
    inActivities = label.use === 'bullet';
    labelRest = label.wrapped ?? null;
    const value = words.slice(label.length).join(' ').replace(/^[:\s]+/, '');
    if (!value) pending = label;
    if (!value || label.use === 'drop') continue;
    const rewritten = { ...line, text: label.use === 'bullet' ? `• ${value}` : label.use === 'labelled' ? `${label.name}: ${value}` : value };
    if (label.use === 'holder' && head >= 0) {
      out.splice(head + 1, 0, rewritten);
      source.splice(head + 1, 0, i);
      head = -1;
      continue;
    }
    if (label.use === 'head') head = out.length;
    out.push(rewritten);
    source.push(i);
  }
  return { lines: out, source: source.map((i) => apart.source[i]) };
}
