import { describe, expect, it } from 'vitest';
import { matchRole, matchTitle } from './index';
import { JOB_TITLES, type TitleCase, type TitleLanguage } from './testing/job-titles';
import { NOISY_JOB_TITLES } from './testing/noisy-job-titles';

const soc = (title: string) => matchTitle(title)?.occupation?.soc ?? null;

function scoreTable(table: readonly TitleCase[]) {
  const results = table.map(([title, language, expected]) => {
    const want = typeof expected === 'string' ? [expected] : expected;
    const got = soc(title);
    return { title, language, want, got, ok: got !== null && want.includes(got) };
  });
  const accuracy = (rows: typeof results) => rows.filter((r) => r.ok).length / rows.length;
  return { results, accuracy };
}

describe.each([
  ['clean titles', JOB_TITLES, 0.97, 0.95],
  ['titles with grades, gender markers, brackets and tails', NOISY_JOB_TITLES, 0.97, 0.95],
] as const)('matchTitle over hand-written job titles in four languages: %s', (_name, table, overall, perLanguage) => {
  const { results, accuracy } = scoreTable(table);

  it('has at least 300 titles, in English, German, French and Spanish', () => {
    expect(table.length).toBeGreaterThanOrEqual(300);
    for (const language of ['en', 'de', 'fr', 'es'] as TitleLanguage[]) expect(results.filter((r) => r.language === language).length, language).toBeGreaterThanOrEqual(60);
  });

  it(`maps at least ${overall * 100}% of them to the expected occupation, and at least ${perLanguage * 100}% in each language`, () => {
    const misses = results.filter((r) => !r.ok).map((r) => `${r.language} "${r.title}" → ${r.got} (want ${r.want.join(' or ')})`);
    expect(accuracy(results), misses.join('\n')).toBeGreaterThanOrEqual(overall);
    for (const language of ['en', 'de', 'fr', 'es'] as TitleLanguage[]) {
      expect(accuracy(results.filter((r) => r.language === language)), language).toBeGreaterThanOrEqual(perLanguage);
    }
  });
});

describe('matchTitle', () => {
  it('reads the field after a dash when the post before it is too generic to name an occupation', () => {
    expect(soc('Team Leader – Customer Service')).toBe(soc('Team Leader, Customer Service'));
    expect(soc('Team Leader – Customer Service')).not.toBeNull();
    expect(soc('Team Leader – Customer Service (Night Shift)')).toBe(soc('Team Leader, Customer Service'));
    // a post that names one keeps it, whatever the tail
    expect(soc('Registered Nurse – Telemetry')).toBe(soc('Registered Nurse'));
  });
  it('reads the post\'s level and the occupation\'s own name before an alternate title filed elsewhere', () => {
    // a coordinator is not the manager the data files the title under
    expect(soc('Logistics Coordinator')).toBe('13-1081.00');
    expect(soc('Logistics Manager')).toBe('11-3071.00');
    // "Web Developers" is wholly in the title; O*NET files "PHP Web Developer" under designers
    expect(soc('Webentwickler PHP')).toBe('15-1254.00');
    expect(soc('PHP Web Developer')).toBe('15-1254.00');
    // a level word a curated profile takes as its own title, with the seniority stripped
    expect(soc('Junior Consultant')).toBe('13-1111.00');
    expect(matchTitle('Manager')?.occupation ?? null).toBeNull();
  });

  it('compares a game developer with the game-development occupation, refined by its curated profile', () => {
    const m = matchTitle('Senior Game Developer')!;
    expect(m.occupation?.soc).toBe('15-1255.01');
    expect(m.role?.id).toBe('game-developer');
    expect(m).toMatchObject({ confidence: 'exact', seniority: 'senior' });
    expect(matchRole('Senior Game Developer')?.requiredHardSkills).toEqual(expect.arrayContaining(['C++', 'Unreal Engine', 'Unity']));
  });

  it('strips seniority words in every language and says which there was', () => {
    for (const [title, seniority] of [
      ['Lead Software Engineer', 'lead'],
      ['Junior Accountant', 'junior'],
      ['Head of Marketing', 'head'],
      ['Leiterin Marketing', 'head'],
      ['Développeur Java confirmé', 'senior'],
      ['Jefa de proyecto', 'head'],
      ['Becario de marketing', 'intern'],
    ] as const) {
      expect(matchTitle(title)?.seniority, title).toBe(seniority);
      expect(matchTitle(title)?.occupation, title).not.toBeNull();
    }
  });

  it('names no occupation for a title whose words head the titles of many ("Development Engineer"), in any language', () => {
    // O*NET files "Development Engineer" under chemical engineers, but most titles with these
    // words are other engineers': the family only
    for (const title of ['Entwicklungsingenieur', 'Entwicklungsingenieur Antriebstechnik', 'Development Engineer', 'Systems Engineer', 'Técnico de mantenimiento']) {
      const m = matchTitle(title);
      expect(m?.occupation ?? null, title).toBeNull();
    }
    expect(matchTitle('Entwicklungsingenieur')).toMatchObject({ confidence: 'family', family: 'engineering' });
    // a field beside the generic words says which engineer it is
    expect(soc('Entwicklungsingenieur Maschinenbau')).toBe('17-2141.00');
    expect(soc('Konstruktionsingenieur Maschinenbau')).toBe('17-2141.00');
    // the profile's electronics occupation, as "Elektronik" names it
    expect(soc('Entwicklungsingenieurin Elektronik')).toBe('17-2072.00');
    expect(soc('Entwicklungsingenieur Fahrzeugtechnik')).toBe('17-2141.02');
    // one word alone is its occupation's own name, however many titles it heads
    expect(soc('Architecte')).toBe('17-1011.00');
    // a title most of whose namesakes are filed with it keeps its occupation
    expect(soc('Senior Project Engineer')).toBe('17-2051.00');
  });

  it('maps nurses and game developers in German, French and Spanish', () => {
    for (const title of ['Krankenschwester', 'Pflegefachkraft', 'Gesundheits- und Krankenpfleger', 'Enfermera', 'Enfermero de quirófano', 'Infirmière']) expect(soc(title), title).toBe('29-1141.00');
    for (const title of ['Desarrollador de videojuegos', 'Programador de videojuegos', 'Développeur jeux vidéo']) expect(soc(title), title).toBe('15-1255.01');
  });

  it('reads German compounds, feminine forms and gender markers', () => {
    expect(soc('Projektleiterin')).toBe(soc('Project Manager'));
    expect(soc('Softwareentwicklerin (m/w/d)')).toBe('15-1252.00');
    expect(soc('Bäckerin')).toBe('51-3011.00');
    expect(soc('Personalleiter/in')).toBe('11-3121.00');
  });

  it('names the ESCO occupation a French or Spanish title came through', () => {
    const m = matchTitle('Infirmière')!;
    expect(m.occupation?.soc).toMatch(/^29-1141/);
    expect(m.occupation?.esco?.label).toMatch(/nurse/);
    expect(matchTitle('Enfermera')?.occupation?.esco?.essential.length).toBeGreaterThan(10);
  });

  it('gives a profile drawn from the data to occupations without a curated one', () => {
    const dentist = matchRole('Dentist')!;
    expect(dentist).toMatchObject({ id: 'onet-29-1021-00', source: 'data', family: 'healthcare' });
    expect(dentist.softSkills.length).toBeGreaterThan(0);
  });

  it('falls back to the family, and says so, when only the head word is known', () => {
    const m = matchTitle('Chief Happiness Officer');
    expect(m?.occupation ?? null).toBeNull();
    expect(matchTitle('Quantum Widget Engineer')).toMatchObject({ confidence: expect.stringMatching(/partial|family/) });
    expect(matchTitle('Manager')).toMatchObject({ occupation: null, confidence: 'family', family: 'management' });
    expect(matchTitle('asdf qwerty')).toBeNull();
    // O*NET gives the bare word to hardware engineers; a principal engineer may build anything
    expect(matchTitle('Principal Engineer')).toMatchObject({ occupation: null, confidence: 'family', family: 'engineering' });
  });

  it('reads the title before its brackets and tails when they pull it elsewhere', () => {
    expect(soc('DevOps Engineer (AWS, Kubernetes)')).toBe(soc('DevOps Engineer'));
    expect(soc('Game Developer - Unity/C#')).toBe('15-1255.01');
    expect(soc('Sr. Software Engineer II, Payments Platform')).toBe('15-1252.00');
    // a word no title has ("EHPAD") is left out; one a curated profile has ("Unity") is kept
    expect(soc('Aide-soignant (H/F) EHPAD')).toBe(soc('Aide-soignant'));
    expect(soc('Développeur Unity (jeux vidéo)')).toBe('15-1255.01');
    expect(matchTitle('Senior Game Developer (Unreal)')).toMatchObject({ seniority: 'senior', occupation: { soc: '15-1255.01' } });
  });

  it('reads the part before a comma as the post and the tail as its team', () => {
    // the words also spell "Platform Engineer" (a DevOps profile), another job than a staff engineer on the platform team
    expect(matchTitle('Staff Engineer, Platform')).toMatchObject({ occupation: { soc: '15-1252.00' }, role: { id: 'senior-software-engineer' } });
    expect(matchTitle('Platform Engineer, Kubernetes')?.role?.id).toBe('devops-engineer');
    expect(soc('Senior Engineer, Backend')).toBe('15-1252.00');
  });

  it('names a profile by a synonym written with its grade when the words without it name none', () => {
    expect(matchTitle('Tech Lead')?.role?.id).toBe('senior-software-engineer');
    expect(matchTitle('Staff Engineer')?.role?.id).toBe('senior-software-engineer');
    expect(matchTitle('Principal')?.role?.id).toBe('school-administrator');
    // the words alone name a profile: the grade stays a level
    expect(matchTitle('Senior Data Scientist')?.occupation?.soc).toBe('15-2051.00');
  });

  it('gives a manager filed beside staff posts the management occupation of their field', () => {
    expect(matchTitle('Business Development Manager')).toMatchObject({ occupation: { soc: '11-2022.00' }, role: { id: 'sales-manager' } });
    expect(soc('Territory Sales Manager')).toBe('11-2022.00');
    // O*NET files "community manager" under estate managers: not the field of a social media profile
    expect(soc('Community manager')).not.toBe('11-9141.00');
  });

  it('reads a US school grade as the school it is taught in', () => {
    for (const t of ['Fourth Grade Teacher', 'Second Grade Teacher', '3rd Grade Teacher', 'Primary Teacher']) expect(soc(t), t).toBe('25-2021.00');
    expect(soc('Seventh Grade Teacher')).toBe('25-2022.00');
    expect(soc('10th Grade Teacher')).toBe('25-2031.00');
    expect(matchRole('Fourth Grade Teacher')?.id).toBe('teacher');
  });

  it('reads an IT services grade ("Technology Lead") as a senior developer, not a C-level post', () => {
    expect(matchTitle('Technology Lead')).toMatchObject({ occupation: { soc: '15-1252.00' }, role: { id: 'senior-software-engineer' }, seniority: 'lead' });
    expect(matchRole('Chief Technology Officer')?.id).toBe('cto');
    expect(matchRole('Head of Technology')?.id).toBe('cto');
  });

  it('meets a French feminine in -ère with its masculine (conseillère, boulangère)', () => {
    expect(matchTitle('Conseillère de vente')).toMatchObject({ occupation: { soc: '41-2031.00' }, role: { id: 'retail-sales-associate' } });
    expect(soc('Conseiller de vente')).toBe('41-2031.00');
    expect(soc('Boulangère')).toBe(soc('Boulanger'));
  });

  it('reads an Australian heavy-duty fitter as a heavy-equipment mechanic, "Leading Hand" as the grade', () => {
    for (const t of ['Leading Hand HD Fitter', 'HD Diesel Fitter', 'Heavy Duty Fitter', 'Plant Fitter']) expect(soc(t), t).toBe('49-3042.00');
    expect(matchTitle('Leading Hand HD Fitter')?.seniority).toBe('lead');
    expect(soc('Diesel Mechanic')).toBe('49-3031.00');
  });

  it('reads a Spanish or Portuguese "ejecutivo" below management, and a Portuguese title in Spanish', () => {
    expect(soc('Ejecutiva de ventas')).not.toBe('11-1011.00');
    expect(soc('Executivo de Vendas')).not.toBe('11-1011.00');
    // a manager's title met only by a word beside its head word names no management occupation
    expect(soc('Ejecutivo de negocios')).not.toBe('11-1011.00');
    expect(soc('Engenheira Civil')).toBe('17-2051.00');
    expect(soc('Estagiário de Dados')).not.toBe('51-7042.00');
  });

  it('takes the profile occupation a title word names, and no ESCO label filed under one of many', () => {
    expect(soc('Enseignant de 3e année')).toBe('25-2021.00');
    expect(soc('Enseignant')).toBe('25-2031.00');
    // ESCO files "ingénieur d'études" under microsystems engineers; it is a design engineer of any field
    expect(matchTitle("Ingénieure d'études")?.confidence).toBe('family');
  });

  it('reads a bank\'s assistant manager as a supervisor, not its financial manager', () => {
    expect(soc('Assistant Branch Manager')).toBe('43-1011.00');
    expect(soc('Branch Manager')).toBe('11-3031.00');
  });

  it('reads an assistant or deputy manager of a field as its supervisor, never the field\'s junior post', () => {
    // the field's words alone are a retail assistant's; the manager's word makes it a supervisor
    expect(soc('Assistant Manager, Retail Banking')).toBe('43-1011.00');
    expect(soc('Assistant Manager, Retail')).toBe('41-1011.00');
    expect(soc('Assistant Restaurant Manager')).toBe('35-1012.00');
    // the lexicon's own assistant-manager title stands
    expect(soc('Assistant Manager, Operations')).toBe('11-1021.00');
    expect(soc('Retail Assistant')).toBe('41-2031.00');
  });

  it('names the profile occupation by a word printed in another language, through the lexicon\'s labels', () => {
    // "primaire" / "primaria" is in no English occupation name; ESCO's labels file it under elementary teachers
    expect(soc('Enseignant au primaire')).toBe('25-2021.00');
    expect(soc('Enseignante au primaire')).toBe('25-2021.00');
    expect(soc('Enseignant au secondaire')).toBe('25-2031.00');
    expect(soc('Profesora de secundaria')).toBe('25-2031.00');
  });

  it('reads a UK school year as the school a teacher teaches in', () => {
    expect(soc('Year 4 Class Teacher and Maths Lead')).toBe('25-2021.00');
    expect(soc('Year 9 Teacher')).toBe('25-2031.00');
  });

  it('reads a branch banker as the account clerk O*NET shows the title for, not a securities agent', () => {
    for (const title of ['Personal Banker', 'Senior Personal Banker', 'Conseillère bancaire', 'Asesor bancario']) expect(soc(title), title).toBe('43-4141.00');
    expect(soc('Personal Banker')).not.toBe('41-3031.00');
  });
});

