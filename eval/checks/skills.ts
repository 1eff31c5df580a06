import { overlapping, skillKey } from '../normalise';
import type { Check, Measure } from '../types';
import { distinct, setMeasure } from './measure';
import { printedInList } from './printed';

export const skillsCheck: Check = {
  name: 'skills',
  describe:
    'skills as printed: the parsed listed skills against the labelled ones, equal after case/accent folding and punctuation ' +
    'except + and # ("Node.js" = "node js", "C++" stays apart from "C"). An empty label list asserts the CV lists none. ' +
    'Silver corpora (dotin): recall only against labelled skills printed in a list (a line of at most four words, or of three or more ' +
    'separated items averaging at most four words), since the labels also mark phrases inside sentences; ' +
    'containment either way counts ("AWS" in "Amazon Web Services (AWS)"), and case variants are merged; precision there is a lower bound, ' +
    'since the annotators skipped many skills the text shows.',
  run: ({ item, corpus, cv, doc }): Record<string, Measure> => {
    const labels = item.label.skills;
    if (!labels) return {};
    const parsed = distinct(cv.listedSkills, (a, b) => skillKey(a) === skillKey(b));
    if (!corpus.silver) return { skills: setMeasure(distinct(labels, (a, b) => skillKey(a) === skillKey(b)), parsed, (a, b) => skillKey(a) === skillKey(b), 'skill') };
    const printed = distinct(
      labels.filter((l) => skillKey(l) && printedInList(doc, l)),
      (a, b) => skillKey(a) === skillKey(b),
    );
    const same = (a: string, b: string) => overlapping(a, b, skillKey);
    const recall = setMeasure(printed, parsed, same, 'skill');
    const precision = setMeasure(labels, parsed, same, 'skill');
    return {
      skills: { ...recall, predictedRight: precision.predictedRight, problems: recall.problems.filter((p) => p.includes('missed')) },
    };
  },
};
