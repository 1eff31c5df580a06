import { overlapping, sameDegree, sameOrganisation } from '../normalise';
import type { Check, Measure } from '../types';
import { distinct, setMeasure } from './measure';
import { printedNearDates } from './printed';

export const educationCheck: Check = {
  name: 'education',
  describe:
    'education institution: each labelled institution against the parsed institutions, matched like employers ' +
    '(folding, or one the other with words added at an end: "State Polytechnic University, Springfield"). ' +
    'degree: labelled degrees against parsed degrees, letters only ("B.E." = "BE") and containment either way ' +
    '(labels keep the field: "B.S. in Computer Science"). Silver corpora: containment at word boundaries for institutions too, and ' +
    'recall only over labelled institutions printed within two lines of a year.',
  run: ({ item, corpus, cv, doc }) => {
    const out: Record<string, Measure> = {};
    const institutions = cv.education.map((e) => e.institution ?? '').filter(Boolean);
    const degrees = cv.education.map((e) => [e.degree, e.field].filter(Boolean).join(' ')).filter(Boolean);
    const labelInstitutions = item.label.education?.flatMap((e) => (e.institution ? [e.institution] : [])) ?? item.label.institutions;
    const labelDegrees = item.label.education
      ? item.label.education.flatMap((e) => (e.degree ? [e.degree] : []))
      : item.label.degrees;
    const sameInstitution = corpus.silver ? (a: string, b: string) => overlapping(a, b) : sameOrganisation;
    if (labelInstitutions && corpus.silver) {
      // as for dotin's companies: recall over the institutions printed beside a year, precision against every label
      const recall = setMeasure(distinct(labelInstitutions.filter((i) => printedNearDates(doc, i)), sameInstitution), institutions, sameInstitution, 'institution');
      const precision = setMeasure(labelInstitutions, institutions, sameInstitution, 'institution');
      out['education institution'] = { ...recall, predictedRight: precision.predictedRight };
    } else if (labelInstitutions) out['education institution'] = setMeasure(distinct(labelInstitutions, sameInstitution), institutions, sameInstitution, 'institution');
    if (labelDegrees && labelDegrees.length) out['education degree'] = setMeasure(distinct(labelDegrees, sameDegree), degrees, sameDegree, 'degree');
    return out;
  },
};
