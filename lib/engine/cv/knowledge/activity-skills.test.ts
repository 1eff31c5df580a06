import { describe, expect, it } from 'vitest';
import { ACTIVITY_SKILLS } from './curated/activity-skills';
import { allRoles, findSkillEvidence, findSkills, lookupSkill } from './index';
import { createSkillMatcher } from './skill-matcher';

const names = (text: string, context: 'text' | 'skills' | 'contact' | 'named' = 'text') => findSkills(text, context).map((m) => m.skill.name);

describe('activity phrases: a core skill shown by what the bullet did', () => {
  it('reads giving medicines as medication administration, in four languages', () => {
    expect(names('Administer high-alert medications and monitor critical drips.')).toContain('Medication administration');
    expect(names('Gave oral and IV meds to 6 patients per shift')).toContain('Medication administration');
    expect(names('Administré medicación por vía oral e intravenosa')).toContain('Medication administration');
    expect(names('Administration des médicaments et surveillance')).toContain('Medication administration');
    expect(names('Medikamente nach ärztlicher Anordnung verabreicht')).toContain('Medication administration');
  });

  it('reads preventing hospital infections and hand hygiene as infection control', () => {
    expect(names('Led unit education on CLABSI prevention; zero CLABSI events.')).toContain('Infection control');
    expect(names('Ran monthly hand hygiene audits')).toContain('Infection control');
    expect(names('Reduced CAUTI rates by 40%')).toContain('Infection control');
    expect(names('Auditorías de higiene de manos')).toContain('Infection control');
  });

  it('reads other occupations\u2019 core activities', () => {
    expect(names('Planned and delivered lessons for Year 9')).toContain('Lesson planning');
    expect(names('Preparación de clases de matemáticas')).toContain('Lesson planning');
    expect(names('Reconciled bank and credit card accounts monthly')).toContain('Account reconciliation');
    expect(names('Conciliación de cuentas bancarias')).toContain('Account reconciliation');
    expect(names('Built a $2M pipeline of enterprise deals')).toContain('Pipeline management');
    expect(names('Prepared fabrication drawings for pressure vessel supports in AutoCAD.')).toContain('Technical drawings');
    expect(names('Created standard work instructions for the drawing release process.')).not.toContain('Technical drawings');
    expect(names('Supervised RCC works, shuttering and concreting of slabs and columns.')).toContain('Site supervision');
    expect(names('Supervised a team of three analysts.')).not.toContain('Site supervision');
    expect(names('Designed forged crankshafts and axle beams in CATIA for export customers.')).toContain('Mechanical design');
    expect(names('Designed test fixtures and UI mechanisms for the React app.')).not.toContain('Mechanical design');
    // the bullet rarely names the CAD tool: the rest of the CV may
    const bullet = 'Lead a team of 11 engineers designing chassis components.';
    expect(names(bullet)).not.toContain('Mechanical design');
    expect(findSkills(bullet, 'text', `Skills: CATIA, ANSYS\n${bullet}`).map((m) => m.skill.name)).toContain('Mechanical design');
    expect(names('Control de constantes y educación sanitaria')).toContain('Vital signs');
    expect(names('Assessed patients on admission')).toContain('Patient assessment');
  });

  it('reads selling to companies and a book of clients as B2B sales and account management, in four languages', () => {
    expect(names('Venta de licencias de nóminas a medianas y pequeñas empresas')).toContain('B2B sales');
    expect(names('Vendí soluciones de ciberseguridad a pymes del sector industrial')).toContain('B2B sales');
    expect(names('Vente de solutions logistiques aux PME de la région')).toContain('B2B sales');
    expect(names('Venda de sistemas de gestão para empresas do agronegócio')).toContain('B2B sales');
    expect(names('Vertrieb von Cloud-Lösungen an Geschäftskunden')).toContain('B2B sales');
    expect(names('Cartera de 90 clientes industriales en Aragón; ventas de maquinaria')).toContain('Account management');
    expect(names('Portefeuille de 45 clients grands comptes, prospection terrain')).toContain('Account management');
    const bullet = 'Carteira de 200 clientes no interior paulista';
    expect(names(bullet)).not.toContain('Account management');
    expect(findSkills(bullet, 'text', `Executiva de vendas\n${bullet}`).map((m) => m.skill.name)).toContain('Account management');
    expect(names('Gestión de grandes cuentas del sector farmacéutico')).toContain('Account management');
    expect(names('Betreuung von 30 Key Accounts im Maschinenbau')).toContain('Account management');
  });

  it('reads running campaigns and budgets as campaign management and budgeting, in four languages', () => {
    expect(names("Lancement de campagnes d'acquisition payantes sur trois marchés")).toContain('Campaign management');
    expect(names('Gestioné campañas de captación en redes sociales')).toContain('Campaign management');
    expect(names('Online-Kampagnen für den Onlineshop geplant und gesteuert; Performance-Marketing')).toContain('Campaign management');
    expect(names('Lançamento de campanhas de mídia paga')).toContain('Campaign management');
    // a vaccination campaign is run too: without marketing in the CV it is not this
    expect(names('Gestión de la campaña de vacunación antigripal')).not.toContain('Campaign management');
    expect(names("Pilotage d'un budget média de 800 k€")).toContain('Budgeting');
    expect(names('Gestión del presupuesto anual del departamento')).toContain('Budgeting');
    expect(names('Werbebudget von 400 000 € verantwortet')).toContain('Budgeting');
    expect(names('Campagne électorale gérée en bénévole')).not.toContain('Campaign management');
    expect(names('Gestion de campagne électorale municipale')).not.toContain('Campaign management');
  });

  it('needs a business buyer and a book of accounts, not a product or a place of work', () => {
    expect(names('Venta de productos de empresas locales en tienda')).not.toContain('B2B sales');
    expect(names('Experiencia en ventas en empresas de retail')).not.toContain('B2B sales');
    expect(names('Vertrieb im Unternehmen neu aufgebaut')).not.toContain('B2B sales');
    expect(names('Gestión de incidencias de clientes por teléfono')).not.toContain('Account management');
    expect(names('Kunden an der Kasse betreut')).not.toContain('Account management');
    expect(names('Cartera de proyectos de inversión; ventas')).not.toContain('Account management');
    // an accountant's book of client files is not a sales territory
    expect(names('Tenue d\'un portefeuille de 30 clients artisans et révision des comptes')).not.toContain('Account management');
  });

  it('needs the activity named: a neighbouring one or a look-alike is not it', () => {
    expect(names('Reconciled cash drawers at close')).not.toContain('Account reconciliation');
    expect(names('Wrote lessons learned reports after each release')).not.toContain('Lesson planning');
    expect(names('Built data pipelines for sales analytics')).not.toContain('Pipeline management');
    expect(names('Built CI/CD pipelines in Jenkins')).not.toContain('Pipeline management');
    expect(names('Administración de tratamientos y educación sanitaria')).not.toContain('Medication administration');
    expect(names('Diseñé clases en Java para el módulo de pagos')).not.toContain('Lesson planning');
    // a sentence or list break ends the activity
    expect(names('Hospital administration. Medications were reviewed by pharmacy')).not.toContain('Medication administration');
    expect(names('Administered surveys to staff; medication errors fell')).not.toContain('Medication administration');
    // a verb too far from its object
    expect(names('Administered the weekly staff rota and ordered the medications')).not.toContain('Medication administration');
  });

  it('keeps the words that show it as the evidence', () => {
    const hit = findSkillEvidence('Administer high-alert medications during resuscitations').find((h) => h.skill.name === 'Medication administration');
    expect(hit?.spans.map((s) => s.text)).toEqual(['Administer high-alert medications']);
  });

  it('counts an alias and an activity over the same words once', () => {
    const hit = findSkillEvidence('Infection prevention lead').find((h) => h.skill.name === 'Infection control');
    expect(hit?.count).toBe(1);
  });

  it('finds nothing in a contact block', () => {
    expect(names('Administered medications', 'contact')).toEqual([]);
  });
});

describe('the curated activity table', () => {
  it('names only lexicon skills that a role profile asks for', () => {
    const asked = new Set(allRoles().flatMap((r) => [...r.requiredHardSkills, ...r.preferredHardSkills]));
    for (const rule of ACTIVITY_SKILLS) {
      expect(lookupSkill(rule.skill)?.name, rule.skill).toBe(rule.skill);
      expect(asked.has(rule.skill), rule.skill).toBe(true);
      expect(rule.why.length).toBeGreaterThan(10);
    }
  });

  it('works on any lexicon through the matcher', () => {
    const match = createSkillMatcher([{ name: 'Widget repair', aliases: [], kind: 'hard', category: 'trades', hot: false, inDemand: false, occupationCount: 0 } as never], {
      activities: [{ skill: 'Widget repair', verbs: ['fix', 'fixed'], objects: ['widgets'], reverse: true, gap: 1, why: 'synthetic' }],
    });
    expect(match('Fixed broken widgets daily').map((h) => h.skill.name)).toEqual(['Widget repair']);
    expect(match('Widgets fixed on site').map((h) => h.skill.name)).toEqual(['Widget repair']);
    expect(match('Fixed the old broken widgets')).toEqual([]);
  });
});
