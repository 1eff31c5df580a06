import { readsAsNoName } from './job-field-evidence';
import { wordCount } from './text-shape';

/** The areas teams are named after ("Platform", "Backend", "Payments Core"): they qualify a title, they employ no one. */
const TEAM_WORDS = new Set([
  'platform', 'platforms', 'backend', 'back-end', 'frontend', 'front-end', 'fullstack', 'full-stack', 'infrastructure', 'infra', 'payments',
  'data', 'mobile', 'web', 'security', 'growth', 'product', 'design', 'research', 'operations', 'ops', 'sales', 'marketing', 'finance',
  'engineering', 'analytics', 'devops', 'cloud', 'core', 'api', 'apis', 'identity', 'search', 'ads', 'ml', 'ai', 'reliability', 'tooling',
  'billing', 'checkout', 'commerce', 'ios', 'android', 'qa', 'quality', 'networking', 'storage', 'compute', 'machine', 'learning',
  'experience', 'customer', 'support', 'applications', 'systems', 'team', 'embedded', 'firmware', 'hardware', 'ux', 'ui', 'services',
]);
export const isTeamName = (text: string) => {
  const words = text.toLowerCase().split(/\s+/);
  return words.length <= 3 && words.every((w) => TEAM_WORDS.has(w));
};

/** "Kakao Corp.", "DSV Road Sp. z o.o.", "Acme S.A.", "Arcor S.A.I.C." end in a full stop that is no sentence's. */
export const ABBREVIATION_END = /(?:^|\s)(?:\p{Lu}\p{L}{0,3}\.|(?:\p{L}{1,2}\.){2,4}|(?:inc|corp|ltd|co|bros|pvt)\.)$/u;

/**
 * A title or an employer is a name: short, starting with a capital or a digit, not a sentence
 * or a sentence's fragment ("Application server.", "& its infrastructure)", "➔ Manage …").
 */
/**
 * What a header line holds that names nothing: a tenure ("11 months", "December (15 days)"),
 * a page marker ("Page 2 of 2"), a bare year ("2009 (P)"), or a form's or a table's label
 * ("NAME", "Position", "TEAM SIZE 21").
 */
const NOT_A_NAME = /^(?:\p{L}+\s*)?\(?\d+\+?\s*(?:years?|yrs?|months?|mos?|weeks?|days?)\)?$|^page\s+\d+(?:\s+of\s+\d+)?$|^(?:19|20)\d\d\b\W*(?:\(\p{L}\))?$|^(?:name|resume|position|industry|duration|period|team\s+size(?:\s*:?\s*\d+)?|designation|company|organi[sz]ation|role|location|client|project)$/iu;

/** "bol.com", "foodbloggersunite.org": a web address, which an employer may be named by (a title never is). */
export const WEB_ADDRESS_NAME = /^\p{Ll}[\p{L}\d-]*\.(?:com|net|org|io|ai|co|de|nl|fr|es|it|be|ch|at|pl|in)\b/u;
/**
 * "thyssenkrupp Steel Europe AG", "adidas AG": a brand spelt in lower case that its legal form (in its
 * own capitals) closes is a company's name, whatever its first letter.
 */
const LOWER_CASE_FIRM = /^\p{Ll}[\p{L}\d&-]{1,30}(?:\s+\p{Lu}[\p{L}&-]{0,30}){0,4}\s+(?:AG|SE|GmbH|KGaA|Ltd\.?|Inc\.?|PLC|plc|LLC|N\.V\.|B\.V\.|S\.A\.|S\.p\.A\.)$/u;
/** "bol.com", "eBay", "iRobot": brands written in lower case are names all the same. */
export const LOWER_CASE_BRAND = new RegExp(`^\\p{Ll}{1,3}\\p{Lu}\\p{L}+\\b|${WEB_ADDRESS_NAME.source}|${LOWER_CASE_FIRM.source}`, 'u');

/**
 * "XXXXXXXX" where an employer was blacked out, "A. Access management" / "B. Test Automation:"
 * opening a lettered list of a job's duties: a redaction mask or a list's item, no one's name.
 */
const MASK_OR_LIST_ITEM = /^x{3,}$|^[a-h]\.\s+\p{Lu}\p{Ll}+\s+\p{Ll}/iu;

export function isNameLike(text: string | null): text is string {
  if (!text || NOT_A_NAME.test(text.trim()) || MASK_OR_LIST_ITEM.test(text.trim())) return false;
  const words = wordCount(text);
  if (words > 10 || text.length > 90 || !(/^[\p{Lu}\p{N}"“(]/u.test(text) || LOWER_CASE_BRAND.test(text))) return false;
  if (/[.!?;:]$/.test(text) && !ABBREVIATION_END.test(text)) return false;
  return (text.match(/[()]/g)?.length ?? 0) % 2 === 0 && !readsAsNoName(text);
}
