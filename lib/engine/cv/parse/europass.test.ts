import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { europassLanguageLine, gridLevels, isGridFurniture } from './europass-grid';
import { withoutEuropassLabels } from './europass-labels';
import { parseCv } from './index';
import { parseSkills } from './skills';

const parse = (text: string) => parseCv(extractText(text));

describe("Europass's language grid", () => {
  it('reads a row of five CEFR levels as one level or the span of levels', () => {
    expect(gridLevels('B2 B2 B2 B2 B2')).toBe('B2');
    expect(gridLevels('B2 B2 B1 B1 C1')).toBe('B1–C1');
    expect(gridLevels('C1 Proficient user C1 Proficient user B2 Independent user B2 Independent user C1 Proficient user')).toBe('B2–C1');
    expect(gridLevels('A2 Utilisateur élémentaire B1 Utilisateur indépendant A2 A2 A2')).toBe('A2–B1');
    expect(gridLevels('fluent')).toBeNull();
    expect(gridLevels('B2 and more')).toBeNull();
  });

  it("tells the grid's headings, legend and digital row from a list of skills", () => {
    expect(isGridFurniture('UNDERSTANDING SPEAKING WRITING')).toBe(true);
    expect(isGridFurniture('Listening Reading Spoken interaction Spoken production')).toBe(true);
    expect(isGridFurniture('Écouter Lire Prendre part à une conversation S’exprimer oralement en continu')).toBe(true);
    expect(isGridFurniture('Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user')).toBe(true);
    expect(isGridFurniture('Marco común europeo de referencia para las lenguas')).toBe(true);
    expect(isGridFurniture('Information processing Communication Content creation Safety Problem solving')).toBe(true);
    expect(isGridFurniture('Proficient user Proficient user Independent user')).toBe(true);
    // soft skills of the same words are skills
    expect(isGridFurniture('Communication, Problem solving')).toBe(false);
    expect(isGridFurniture('Safety Communication')).toBe(false);
  });

  it('gives each mother tongue the label as its level', () => {
    expect(europassLanguageLine('Mother tongue(s) Italian, Spanish')).toBe('Italian (mother tongue), Spanish (mother tongue)');
    expect(europassLanguageLine('Langue(s) maternelle(s) français')).toBe('français (langue maternelle)');
    expect(europassLanguageLine('Other language(s) English')).toBe('English');
    expect(europassLanguageLine('Other language(s)')).toBe('');
    expect(europassLanguageLine('Java, SQL')).toBeNull();
  });

  it('routes the rows to the languages, skips a language certificate under its row, keeps the skills', () => {
    const read = parseSkills([
      'Mother tongue(s) Italian',
      'Other language(s) UNDERSTANDING SPEAKING WRITING',
      'Listening Reading Spoken interaction Spoken production',
      'English B2 B2 B1 B1 B2',
      'First Certificate in English',
      'Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user',
      'Microsoft Excel, SAP',
    ]);
    expect(read.skills).toEqual(['Microsoft Excel', 'SAP']);
    expect(read.languageLines).toContain('English (B1–B2)');
  });

  it('reads French language names under the headings though they start in lower case', () => {
    const cv = parse(
      [
        'Camille Durand',
        'camille@example.fr',
        'COMPÉTENCES PERSONNELLES',
        'Langue(s) maternelle(s) français',
        'Autre(s) langue(s) COMPRENDRE PARLER ÉCRIRE',
        'Écouter Lire Prendre part à une conversation S’exprimer oralement en continu',
        'anglais B1 B2 B1 B1 B1',
      ].join('\n'),
    );
    expect(cv.languages).toEqual([
      { language: 'français', proficiency: 'langue maternelle' },
      { language: 'anglais', proficiency: 'B1–B2' },
    ]);
  });
});

describe('the Europass of 2004–2012, every field behind its label', () => {
  const text = [
    'Europass',
    'Curriculum Vitae',
    'Personal information',
    'Surname(s) / First name(s) Nowak Anna',
    'Telephone(s) +48 22 555 01 02',
    'E-mail anna.nowak@example.pl',
    'Work experience',
    'Dates 03/2012 - 08/2018',
    'Occupation or position held',
    'Logistics Coordinator',
    'Main activities and responsibilities Planning of deliveries for 30 stores',
    'Name and address of employer DHL Supply Chain, Warszawa',
    'Type of business or sector Logistics',
    'Education and training',
    'Dates 2007 - 2012',
    'Title of qualification awarded Master in Logistics',
    'Name and type of organisation providing education and training Poznań University of Economics',
  ].join('\n');

  it('takes the labels off and puts the employer under the post', () => {
    const cv = parse(text);
    expect(cv.contact.name).toBe('Nowak Anna');
    expect(cv.contact.phone).toBe('+48 22 555 01 02');
    expect(cv.experience.map((e) => [e.title, e.employer, e.start, e.end])).toEqual([
      ['Logistics Coordinator', 'DHL Supply Chain', { year: 2012, month: 3 }, { year: 2018, month: 8 }],
    ]);
    expect(cv.education.map((e) => e.institution)).toEqual(['Poznań University of Economics']);
    expect(cv.experience[0].bullets).toEqual(['Planning of deliveries for 30 stores']);
    expect(JSON.stringify(cv)).not.toMatch(/Occupation or position held|Type of business/);
  });

  it('leaves a CV that only happens to start lines with such words alone', () => {
    const lines = extractText(['Jane Roe', 'Experience', 'Data Analyst, Acme, 2019 - 2021', 'Mobile Developer, Beta, 2016 - 2019'].join('\n')).lines;
    expect(withoutEuropassLabels(lines).lines.map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });

  it("sets Europass's section title apart from the name beside it", () => {
    expect(parse('PERSONAL INFORMATION Giulia Bianchi\ngiulia@example.it\n').contact.name).toBe('Giulia Bianchi');
  });

  it('reads a label wrapped in its narrow column, and one activity a line as one bullet each', () => {
    const cv = parse(
      [
        'EXPERIÊNCIA PROFISSIONAL',
        'Datas  Janeiro de 2020 – presente',
        'Função ou cargo ocupado  Engenheiro Eletrotécnico Sénior',
        'Principais atividades  Projeto de subestações de média tensão para parques solares até 50 MW',
        'Coordenação de uma equipa de 4 projetistas e revisão de peças desenhadas e',
        'escolares',
        'Nome e morada do empregador  EDP Renováveis, S.A., Porto',
        'EDUCAÇÃO E FORMAÇÃO',
        'Datas  2009 – 2014',
        'Designação da qualificação  Mestrado Integrado em Engenharia Eletrotécnica e de Computadores',
        'atribuída',
        'Nome da organização de ensino  Faculdade de Engenharia da Universidade do Porto',
      ].join('\n'),
    );
    expect(cv.experience[0].bullets).toEqual([
      'Projeto de subestações de média tensão para parques solares até 50 MW',
      'Coordenação de uma equipa de 4 projetistas e revisão de peças desenhadas e escolares',
    ]);
    expect(cv.education.map((e) => [e.institution, e.degree, e.field])).toEqual([
      ['Faculdade de Engenharia da Universidade do Porto', 'Mestrado Integrado', 'Engenharia Eletrotécnica e de Computadores'],
    ]);
  });

  it('takes a label for a wrapped one only when its last word is printed below', () => {
    const cv = parse(
      [
        'Lavoro o posizione ricoperti Elettricista',
        'Nome e indirizzo del datore di lavoro Impianti Sud S.r.l., Napoli',
        'Capacità e competenze personali',
        'Madrelingua(e) Italiano',
        'Capacità e competenze tecniche Impianti elettrici, PLC Siemens',
      ].join('\n'),
    );
    expect(cv.listedSkills).not.toContain('personali');
  });

  it('takes off the Portuguese labels of the 2004 template', () => {
    const cv = parse(
      [
        'INFORMAÇÃO PESSOAL',
        'Nome',
        'Rita Sousa Pinto',
        'Telemóvel  +351 912 000 111',
        'EXPERIÊNCIA PROFISSIONAL',
        'Datas  Maio de 2018 – presente',
        'Função ou cargo ocupado  Contabilista',
        'Principais atividades e responsabilidades  Fecho de contas mensal',
        'Nome e morada do empregador  Padaria Central, Braga',
        'EDUCAÇÃO E FORMAÇÃO',
        'Datas  2012 – 2016',
        'Designação da qualificação atribuída  Licenciatura em Contabilidade',
        'Nome e tipo da organização de ensino ou formação  Universidade do Minho',
        'COMPETÊNCIAS PESSOAIS',
        'Língua materna  Português',
        'Outras línguas  Inglês (B1)',
      ].join('\n'),
    );
    expect(cv.contact.name).toBe('Rita Sousa Pinto');
    expect(cv.experience.map((e) => [e.title, e.employer, e.start, e.current])).toEqual([['Contabilista', 'Padaria Central', { year: 2018, month: 5 }, true]]);
    expect(cv.education.map((e) => e.institution)).toEqual(['Universidade do Minho']);
    expect(cv.languages.map((l) => l.language)).toEqual(['Português', 'Inglês']);
    expect(cv.listedSkills).toEqual([]);
  });
});
