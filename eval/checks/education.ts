import { degreeKey, overlapping, sameDegree, sameOrganisation } from '../normalise';
import type { Check, Measure } from '../types';
import { distinct, setMeasure } from './measure';
import { printedApartFromTitles, printedNearDates } from './printed';

/** A university degree by its name: what a silver label may not find among the certifications. */
const ACADEMIC = /\b(?:bachelor|master|doctor|phd|diploma|degree|bsc|msc|ba|ma|be|me|btech|mtech|bcom|mcom|bca|mca|mba)\b/;

/**
 * dotin's degree labels mark certifications too ("Certified ScrumMaster", "PMP"), which the parser
 * files among the CV's certifications: a label that names no university degree counts as read
 * when found there. Precision stays over the degrees read.
 */
function degreeMeasure(labels: string[], degrees: string[], certifications: string[]): Measure {
  const precision = setMeasure(labels, degrees, sameDegree, 'degree');
  const inCertifications = (label: string) => !ACADEMIC.test(degreeKey(label)) && certifications.some((c) => sameDegree(label, c));
  const missed = labels.filter((l) => !degrees.some((p) => sameDegree(l, p)) && !inCertifications(l));
  const problems = [...missed.map((l) => `degree missed: "${l}"`), ...precision.problems.filter((p) => !p.startsWith('degree missed'))];
  return { ...precision, expectedFound: labels.length - missed.length, problems };
}

export const educationCheck: Check = {
  name: 'education',
  describe:
    'education institution: each labelled institution against the parsed institutions, matched like employers ' +
    '(folding, or one the other with words added at an end: "State Polytechnic University, Springfield"). ' +
    'degree: labelled degrees against parsed degrees, letters only ("B.E." = "BE"), a written-out name and its short form one ("Bachelor of Science" = "B.S."), "major" dropped, and containment either way ' +
    '(labels keep the field: "B.S. in Computer Science"). Silver corpora: containment at word boundaries for institutions too, and ' +
    'recall only over labelled institutions printed within two lines of a year and on a line naming none of the CV\'s labelled job titles ' +
    '(a college worked at); a degree label naming no university degree also counts as read among the certifications.',
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
      const titles = item.label.titles ?? [];
      const asked = labelInstitutions.filter((i) => printedNearDates(doc, i) && printedApartFromTitles(doc, i, titles));
      const recall = setMeasure(distinct(asked, sameInstitution), institutions, sameInstitution, 'institution');
      const precision = setMeasure(labelInstitutions, institutions, sameInstitution, 'institution');
      // the problems as scored: missed among those asked, wrong against every label (not against the asked ones only)
      const problems = [...recall.problems.filter((p) => p.includes('missed')), ...precision.problems.filter((p) => !p.includes('missed'))];
      out['education institution'] = { ...recall, predictedRight: precision.predictedRight, problems };
    } else if (labelInstitutions) out['education institution'] = setMeasure(distinct(labelInstitutions, sameInstitution), institutions, sameInstitution, 'institution');
    if (labelDegrees && labelDegrees.length) {
      const labels = distinct(labelDegrees, sameDegree);
      out['education degree'] = corpus.silver ? degreeMeasure(labels, degrees, cv.certifications) : setMeasure(labels, degrees, sameDegree, 'degree');
    }
    return out;
  },
};
