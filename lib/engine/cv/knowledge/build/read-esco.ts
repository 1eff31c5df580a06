import type { EscoTexts } from './sources';
import { csvRecords } from './read-csv';

export interface EscoOccupation {
  uri: string;
  isco: string;
  label: string;
  /** preferred and alternative labels by language; multi-valued fields split on their inner newlines */
  labels: { en: string[]; fr: string[]; es: string[] };
}

export interface EscoSkill {
  uri: string;
  label: string;
  type: 'knowledge' | 'skill';
  reuse: string;
  altLabels: string[];
  fr: string[];
  es: string[];
}

export interface EscoTables {
  occupations: EscoOccupation[];
  skills: Map<string, EscoSkill>;
  /** occupation uri → essential and optional skill uris */
  relations: Map<string, { essential: string[]; optional: string[] }>;
}

const split = (v: string | undefined) => (v ?? '').split(/\r?\n/).map((s) => s.trim()).filter(Boolean);

/** the French and Spanish exports: uri → preferred label first, then alternative labels */
function labelFile(csv: string): Map<string, string[]> {
  return new Map(csvRecords(csv).map((r) => [r.conceptUri, [...new Set([r.preferredLabel, ...split(r.altLabels)].filter(Boolean))]]));
}

export function parseEsco(t: EscoTexts): EscoTables {
  const fr = labelFile(t.occupationsFr);
  const es = labelFile(t.occupationsEs);
  const occupations = csvRecords(t.occupations)
    .filter((r) => r.conceptUri && r.status !== 'obsolete')
    .map((r) => ({
      uri: r.conceptUri,
      isco: r.iscoGroup,
      label: r.preferredLabel,
      labels: { en: [...new Set([r.preferredLabel, ...split(r.altLabels)])], fr: fr.get(r.conceptUri) ?? [], es: es.get(r.conceptUri) ?? [] },
    }));
  const skillFr = labelFile(t.skillsFr);
  const skillEs = labelFile(t.skillsEs);
  const skills = new Map<string, EscoSkill>();
  for (const r of csvRecords(t.skills)) {
    if (!r.conceptUri || r.status === 'obsolete') continue;
    skills.set(r.conceptUri, {
      uri: r.conceptUri,
      label: r.preferredLabel,
      type: r.skillType === 'knowledge' ? 'knowledge' : 'skill',
      reuse: r.reuseLevel,
      altLabels: split(r.altLabels),
      fr: skillFr.get(r.conceptUri) ?? [],
      es: skillEs.get(r.conceptUri) ?? [],
    });
  }
  const relations: EscoTables['relations'] = new Map();
  for (const r of csvRecords(t.relations)) {
    const entry = relations.get(r.occupationUri) ?? { essential: [], optional: [] };
    (r.relationType === 'essential' ? entry.essential : entry.optional).push(r.skillUri);
    relations.set(r.occupationUri, entry);
  }
  return { occupations, skills, relations };
}
