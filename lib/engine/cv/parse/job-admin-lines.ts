import type { ExtractedLine } from '../types';
import { isBullet } from './text-shape';

/**
 * A job form's field typed as a label on its own line with the answer below (a Word table's label
 * cell beside its value cell: "Employer" / "PKF Kenya", "Reason for leaving" / "End of contract").
 * Joined as "Label: answer", the header reads it as the labelled field it is; left apart, the labels
 * and answers run together and an answer ("Career growth") passes for the next job's name.
 */
const FORM_LABEL = /^(?:employer|company(?: name)?|organi[sz]ation|position(?: held)?|designation|job title|period|duration|dates?|reason(?:s)? for leaving)\s*:?$/i;

/**
 * What a job form asks that is no part of the work: the pay, the hours, the reason for leaving,
 * the supervisor and whether they may be called (USAJOBS: "Salary: $103,690.00 USD Per Year",
 * "Hours per week: 40", "Supervisor: Michael Torres (202-555-0190)", "Okay to contact this
 * Supervisor: Yes"). They are dropped from the jobs: a supervisor's line above the next employer
 * would pass for that job's title, and an improved CV does not print them.
 */
const ADMIN_LINE =
  /^(?:(?:annual\s+|starting\s+|final\s+|last\s+)?(?:salary|pay|wages?|remuneration)|hours\s+per\s+week|(?:reason(?:s)?\s+for\s+leaving)|supervisor(?:'s)?(?:\s+(?:name|phone|contact))?|(?:okay|ok|may\s+we)\s+(?:to\s+)?contact(?:\s+this)?\s+(?:supervisor|employer))\s*:/i;

/**
 * A form's caption over the work it describes ("Duties", USAJOBS' "Duties, Accomplishments and Related
 * Skills:"): it says what follows and is none of it, so an improved CV printing it prints a form's label.
 */
const CAPTION = /^(?:duties|(?:duties|responsibilities),\s*accomplishments\s*(?:,|and|&)\s*related\s+skills)\s*:?$/i;

/** a form's other field names: "Position" above "Industry" is a row of empty labels, not a label and its answer */
const OTHER_LABEL = /^(?:industry|team\s+size|location|client|project|name|role|department|duties|responsibilities|address|city|title|phone|e-?mail)$/i;

/**
 * A label is written as one (capitalised: "Employer", "PERIOD"); "company" in lower case ends a wrapped
 * sentence. A label of dates answers with a date ("Date" above "Hiring Agent Name" heads a letter).
 */
function isFormLabel(text: string, next: string | undefined): next is string {
  if (!next || !FORM_LABEL.test(text) || !/^\p{Lu}/u.test(text)) return false;
  return !/^(?:period|duration|dates?)\b/i.test(text) || /\d/.test(next);
}

export function dropJobAdminLines(lines: ExtractedLine[]): ExtractedLine[] {
  const out: ExtractedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i].text.trim();
    const next = lines[i + 1]?.text.trim();
    if (isFormLabel(text, next) && !isBullet(next) && !FORM_LABEL.test(next) && !OTHER_LABEL.test(next) && !next.includes(':')) {
      out.push({ ...lines[i], text: `${text.replace(/\s*:$/, '')}: ${next}` });
      i++;
      continue;
    }
    out.push(lines[i]);
  }
  return out.filter((line) => !ADMIN_LINE.test(line.text.trim()) && !CAPTION.test(line.text.trim()));
}
