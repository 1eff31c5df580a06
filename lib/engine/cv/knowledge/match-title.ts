/**
 * Any job title → the occupation to compare it with, in English, German, French or Spanish.
 *
 * 1. The title is reduced to its words (title-tokens.ts: grades, gender markers and fillers go,
 *    German words are read in English).
 * 2. A curated profile whose title or synonym has exactly these words wins (it refines its O*NET
 *    occupation); else a title of the lexicon with exactly these words names the occupation, and
 *    the curated profile of that occupation, when there is one, refines it. An O*NET occupation's
 *    own name wholly inside a longer title outranks an alternate title filed elsewhere ("PHP Web
 *    Developer" is a web developer), and a post below management ("Coordinator") takes the
 *    profile's non-management occupation.
 * 3. Otherwise the closest curated title and the closest lexicon title are scored (IDF-weighted
 *    word coverage) and the better one wins, curated on a near tie.
 * 4. Below the partial threshold, the families of the nearest titles vote and the match names a
 *    family only ("family" confidence), which reports say.
 */
import { closestTitles, exactTitle, knownTitleWord, titleSpread, titlesWith, type TitleEntry } from './title-index';
import { occupationAt, occupationBySoc, occupationFamilyAt, socAt } from './occupation-catalogue';
import type { ScoredRole } from './role-matcher';
import { cleanTitle, titleKey, titleSeniority, titleTokens } from './title-tokens';
import type { MatchConfidence, RoleFamily, RoleProfile, TitleMatch } from './types';

/** data matches at or above this score are "strong", at or above PARTIAL "partial" */
const STRONG = 0.85;
const PARTIAL = 0.6;
/** a curated match within this much of a data match wins: it was written for CV titles */
const CURATED_MARGIN = 0.05;
/**
 * Title sources up to this priority (O*NET's occupation names and the curated everyday titles)
 * outrank curated profile synonyms; O*NET's alternate titles do not: they file "QA Engineer"
 * under validation engineers and "UX Designer" under software testers.
 */
const TRUSTED_PRIORITY = 0;
const SINGLE_WORD_CAP = 0.55;
/**
 * A title the data files under one occupation but whose words head titles of many others names
 * no occupation: at most this share of the titles with its words are its occupation's, over at
 * least SPREAD_OCCUPATIONS occupations. O*NET lists "Development Engineer" under chemical
 * engineers, yet a German "Entwicklungsingenieur" designs drives or circuits as often.
 */
const GENERIC_SHARE = 0.15;
/**
 * An ESCO label (a translation, filed under one occupation by its translator) names none at a
 * larger share: ESCO files the French "ingénieur d'études" (a design engineer of any field) under
 * microsystems engineers, which hold a quarter of the titles with these words over 8 occupations.
 */
const GENERIC_SHARE_ESCO = 0.3;
/** title sources from this priority on are ESCO labels (build-titles.ts) */
const ESCO_PRIORITY = 2;
/** title sources from this priority on are ESCO's French and Spanish labels (build-titles.ts) */
const FOREIGN_PRIORITY = 4;
const SPREAD_OCCUPATIONS = 5;
/** words that say a level or a kind of post, never which job: alone they name no occupation */
const LEVEL_WORDS: ReadonlySet<string> = new Set([
  'senior', 'junior', 'lead', 'principal', 'staff', 'intern', 'trainee', 'graduate', 'head', 'manager', 'supervisor', 'officer',
  'specialist', 'assistant', 'coordinator', 'representative', 'agent', 'worker', 'operator', 'associate', 'executive', 'consultant',
  'employee', 'expert', 'advisor', 'adviser', 'technician', 'professional',
  // "Principal Engineer": O*NET gives the bare word to hardware engineers; it names a family only
  'engineer',
]);

export interface TitleMatcherDeps {
  /** the curated profiles' scored matcher (role-matcher.ts) */
  curated: (title: string) => ScoredRole | null;
  /** the curated profile that refines an occupation, when there is one */
  roleForSoc: (soc: string) => RoleProfile | null;
  /** whether a curated profile's title has the word ("Unity" in "Unity Developer") */
  curatedWord: (word: string) => boolean;
}

export const TITLE_TOKEN_OPTIONS = { known: knownTitleWord };

const confidenceOf = (score: number): MatchConfidence => (score >= 0.999 ? 'exact' : score >= STRONG ? 'strong' : 'partial');

const CONFIDENCE_RANK: Record<MatchConfidence, number> = { exact: 3, strong: 2, partial: 1, family: 0 };

/**
 * The title without what usually qualifies it: a bracketed part ("DevOps Engineer (AWS,
 * Kubernetes)", "Healthcare Assistant (HCA)") and a tail after " - ", ", " or " / " ("Game
 * Developer - Unity/C#", "Software Engineer II, Payments Platform"). Tried after the whole title.
 */
function titleHeads(title: string, known: (word: string) => boolean = knownTitleWord): Array<{ head: string; cut: boolean }> {
  // read as titleTokens reads it first, so a phrase it rewrites ("4e année") is not cut into unknown words
  const unbracketed = cleanTitle(title).replace(/\([^()]{0,80}\)|\[[^[\]]{0,80}\]/g, ' ').replace(/\s+/g, ' ').trim();
  const heads = [{ head: unbracketed, cut: false }];
  const at = unbracketed.search(/\s[-/]\s|,\s/);
  if (at > 0) heads.push({ head: unbracketed.slice(0, at).trim(), cut: true });
  // and without the words no title contains ("EHPAD", "UCI", a team's name): they cannot say which job it is
  for (const { head, cut } of [...heads]) heads.push({ head: head.split(' ').filter((w) => titleTokens(w, TITLE_TOKEN_OPTIONS).every(known)).join(' '), cut });
  const seen = new Set<string>([title]);
  return heads.filter(({ head }) => head && !seen.has(head) && seen.add(head));
}

export function createTitleMatcher(deps: TitleMatcherDeps): (title: string) => TitleMatch | null {
  const matchOne = createSingleTitleMatcher(deps);
  // a head that matches with a higher confidence than the whole title wins: the noise
  // ("(AWS, Kubernetes)", "- Nights") pulled the whole title towards another profile. The part
  // before a tail is the post and the tail its team or field, so that part wins a tie too: the
  // words of "Staff Engineer, Platform" also spell "Platform Engineer", another job than a staff
  // engineer on the platform team
  const read = (title: string): TitleMatch | null => {
    let best = matchOne(title);
    for (const { head, cut } of titleHeads(title, (w) => knownTitleWord(w) || deps.curatedWord(w))) {
      const m = matchOne(head);
      if (!m?.occupation) continue;
      const gain = best ? CONFIDENCE_RANK[m.confidence] - CONFIDENCE_RANK[best.confidence] : 1;
      if (gain > 0 || (cut && gain === 0)) best = { ...m, seniority: best?.seniority ?? m.seniority };
    }
    return best;
  };
  // "Team Leader – Customer Service": a post too generic to name an occupation takes its field from
  // the tail after the dash, as it does after a comma ("Team Leader, Customer Service")
  const DASH_TAIL = /\s[|–—]\s/;
  return (title) => {
    let best = read(title);
    if (!best?.occupation && DASH_TAIL.test(title)) {
      const withField = read(title.replace(DASH_TAIL, ', '));
      if (withField?.occupation) best = withField;
    }
    return best ? asSupervisor(title, best, matchOne) : best;
  };
}

/** words that put a manager's title one level down: "Assistant Manager", "Deputy Manager" */
const BELOW_MANAGER: ReadonlySet<string> = new Set(['assistant', 'deputy']);

/**
 * An assistant or deputy manager runs the floor under the manager: O*NET files "Assistant
 * Manager" under first-line supervisors, and a management occupation met by the title's other
 * words ("Assistant Manager, Retail Banking" → a banking manager) is the post above. The title
 * read as its field's supervisor wins when that names a post below management.
 */
function asSupervisor(title: string, best: TitleMatch, matchOne: (title: string) => TitleMatch | null): TitleMatch {
  const tokens = titleTokens(title, TITLE_TOKEN_OPTIONS);
  if (!best.occupation || !isManagement(best.occupation.soc) || !tokens.includes('manager') || !tokens.some((t) => BELOW_MANAGER.has(t))) return best;
  if (best.matchedTitle.split(' ').some((t) => BELOW_MANAGER.has(t))) return best;
  const field = tokens.filter((t) => t !== 'manager' && !BELOW_MANAGER.has(t));
  if (field.length === 0) return best;
  const m = matchOne(`${field.join(' ')} supervisor`);
  if (!m?.occupation || isManagement(m.occupation.soc) || CONFIDENCE_RANK[m.confidence] < CONFIDENCE_RANK.strong) return best;
  return { ...m, seniority: best.seniority };
}

function createSingleTitleMatcher(deps: TitleMatcherDeps): (title: string) => TitleMatch | null {
  return (title) => {
    const tokens = titleTokens(title, TITLE_TOKEN_OPTIONS);
    if (tokens.length === 0) return null;
    const seniority = titleSeniority(title);
    const key = titleKey(tokens);
    const onlyGeneric = tokens.every((t) => LEVEL_WORDS.has(t));
    const familyOnly = (): TitleMatch | null => {
      const family = nearestFamily(tokens);
      return family ? { occupation: null, family, role: null, confidence: 'family', score: 0, matchedTitle: family, seniority } : null;
    };
    const curated = deps.curated(title);
    // "Manager", "Director", "Senior": a level, not a job; the family at most, unless a curated
    // profile lists the word as its own title ("Consultant" is a management consultant)
    if (onlyGeneric && tokens.length === 1 && !curated?.exact) return familyOnly();
    const fromRole = (hit: ScoredRole): TitleMatch => {
      const soc = hit.exact ? hit.role.onetCodes[0] : codeNamedBy(tokens, hit.role);
      const occupation = soc ? occupationBySoc(soc) : null;
      return {
        occupation,
        family: hit.role.family,
        role: hit.role,
        confidence: hit.exact ? 'exact' : confidenceOf(hit.score),
        score: hit.exact ? 1 : hit.score,
        matchedTitle: hit.role.title,
        seniority,
      };
    };
    const fromEntry = (occ: number, esco: number | null, score: number, matched: string): TitleMatch => {
      const occupation = occupationAt(occ, esco);
      return {
        occupation,
        family: occupation.family,
        role: deps.roleForSoc(occupation.soc),
        confidence: confidenceOf(score),
        score,
        matchedTitle: matched,
        seniority,
      };
    };

    const managerKey = tokens.includes('head') ? titleKey(tokens.map((t) => (t === 'head' ? 'manager' : t))) : null;
    const exact = exactTitle(key) ?? (curated?.exact ? null : managerKey ? exactTitle(managerKey) : null);
    // O*NET's own occupation names outrank a curated synonym ("Cashier" is O*NET's cashier even
    // if a retail profile lists it); the curated profile still refines it when the occupation is
    // one of its codes
    // an O*NET occupation's own name wholly in the title ("Web Developers" in "Webentwickler PHP")
    // outranks an alternate title that files these words elsewhere ("PHP Web Developer" under designers)
    const own = exact && exact.priority > TRUSTED_PRIORITY && !curated?.exact ? ownNameWithin(tokens) : null;
    if (own) return fromEntry(own.occupation, own.esco, 1, own.tokens.join(' '));
    const level = titleLevel(tokens);
    if (exact && exact.priority > TRUSTED_PRIORITY && !curated?.exact && isGenericTitle(exact)) return familyOnly();
    if (exact && (exact.priority <= TRUSTED_PRIORITY || !curated?.exact)) {
      const m = fromEntry(exact.occupation, exact.esco, 1, exact.tokens.join(' '));
      return curated?.exact && curated.role.onetCodes.includes(m.occupation!.soc) ? fitLevel({ ...m, role: curated.role }, level, curated.role) : m;
    }
    if (curated?.exact) {
      // an ESCO label with these words names which of the profile's occupations it is ("professeur des écoles")
      const esco = exact ? fromEntry(exact.occupation, exact.esco, 1, exact.tokens.join(' ')) : null;
      // a manager's post filed under a profile of posts below management ("Business Development
      // Manager" beside account executives) is the management occupation the data gives these
      // words, when it manages the profile's field ("Sales Managers" over sales representatives;
      // a French "community manager" is no manager of estates)
      const managerPost = esco && level === 'manager' && isManagement(esco.occupation!.soc) && !curated.role.onetCodes.some(isManagement);
      if (managerPost && managesField(esco.occupation!.title, curated.role)) return esco;
      return fitLevel(esco && curated.role.onetCodes.includes(esco.occupation!.soc) ? { ...esco, role: curated.role } : fromRole(curated), level, curated.role);
    }

    // "Executive Assistant" is a title; "Senior Associate Consultant" is only levels
    if (onlyGeneric) return familyOnly();
    const [closest] = closestTitles(tokens, 1);
    // a single word that is no title of its own ("Banana") only qualifies the titles it is in
    const dataScore = Math.min(closest?.score ?? 0, tokens.length === 1 && !exact ? SINGLE_WORD_CAP : 1);
    // a manager's title near a profile of posts below management met only the post's field words:
    // "Assistant Manager, Retail Banking" shares "assistant" and "retail" with a retail assistant
    const curatedFits = curated && !(level === 'manager' && !managesPosts(curated.role));
    if (curated && curatedFits && curated.score + CURATED_MARGIN >= dataScore) return fromRole(curated);
    // the nearest title is one of many its words head ("Técnico de mantenimiento" is as near to
    // aircraft mechanics as to any other maintenance technician): the family at most
    if (closest && dataScore >= PARTIAL && (isGenericTitle({ tokens, occupation: closest.entry.occupation }) || (closest.entry.priority > TRUSTED_PRIORITY && isGenericTitle(closest.entry)))) {
      return familyOnly();
    }
    // a manager's title met without its head word is another post: "Ejecutivo de cuenta clave"
    // shares only "ejecutivo" with "director ejecutivo", and is no chief executive
    if (closest && dataScore >= PARTIAL && dataScore < STRONG && isHeadlessManagerMatch(tokens, closest.entry)) return familyOnly();
    if (closest && dataScore >= PARTIAL) return fromEntry(closest.entry.occupation, closest.entry.esco, dataScore, closest.entry.tokens.join(' '));
    return familyOnly();
  };
}

/** whether a title's words are spread over many occupations, its own holding few of them (GENERIC_SHARE) */
function isGenericTitle(entry: Pick<TitleEntry, 'tokens' | 'occupation'> & { priority?: number }): boolean {
  // one word heads every title it is in ("Architect", "Nurse"): alone it is the occupation's own name
  if (new Set(entry.tokens).size < 2) return false;
  const { share, occupations } = titleSpread(entry);
  return share <= ((entry.priority ?? 0) >= ESCO_PRIORITY ? GENERIC_SHARE_ESCO : GENERIC_SHARE) && occupations >= SPREAD_OCCUPATIONS;
}

/**
 * The profile's occupation a title's extra word names: "Teacher" covers secondary, elementary
 * and middle school teachers, and "Enseignante 4e année" (an elementary grade) is the
 * elementary one. The profile's first code when no word of the title beyond the profile's own
 * title is in one of its occupations' names.
 */
function codeNamedBy(tokens: readonly string[], role: RoleProfile): string | undefined {
  const own = new Set(titleTokens(role.title));
  const extra = tokens.filter((t) => !own.has(t) && !LEVEL_WORDS.has(t));
  if (extra.length === 0) return role.onetCodes[0];
  const named = role.onetCodes.find((soc) => titleTokens(occupationBySoc(soc)?.title ?? '').some((t) => extra.includes(t)));
  if (named) return named;
  // a word of one of the profile's own names ("desarrollador de videojuegos") is the profile's, not a pointer to one of its occupations
  const synonymWords = new Set(role.synonyms.flatMap((n) => titleTokens(n)));
  return codeTitledBy(extra.filter((t) => !synonymWords.has(t)), role.onetCodes) ?? role.onetCodes[0];
}

/**
 * The one of these occupations whose French and Spanish titles in the lexicon hold the extra
 * words most often: a word printed in another language ("primaire", "primaria") is in no English
 * occupation name, but ESCO's labels file it under the elementary teachers. An English word
 * ("Marine" in "Senior Lecturer in Marine Ecology") names the field taught, not the occupation,
 * and is not read so. Null on a tie or when no title holds them.
 */
function codeTitledBy(extra: readonly string[], codes: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const word of new Set(extra)) {
    const titles = titlesWith(word);
    if (titles.some((e) => e.priority < FOREIGN_PRIORITY)) continue;
    for (const e of titles) {
      const soc = socAt(e.occupation);
      if (codes.includes(soc)) counts.set(soc, (counts.get(soc) ?? 0) + 1);
    }
  }
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  return first && (!second || first[1] > second[1]) ? first[0] : null;
}

/** whether the nearest title is a management occupation's by a head word ("director") the title lacks */
function isHeadlessManagerMatch(tokens: readonly string[], entry: TitleEntry): boolean {
  return entry.tokens.includes('head') && !tokens.includes('head') && isManagement(occupationAt(entry.occupation, entry.esco).soc);
}

/** head words of a post below management: a coordinator is not the manager O*NET may file the title under */
const STAFF_HEADS: ReadonlySet<string> = new Set(['coordinator', 'assistant', 'clerk', 'specialist', 'representative', 'agent', 'analyst', 'administrator', 'technician', 'planner', 'scheduler']);
/** words of a manager's post: "Logistics Manager" may be a management occupation */
const MANAGER_HEADS: ReadonlySet<string> = new Set(['manager', 'director', 'head', 'chief', 'vp', 'president']);
type TitleLevel = 'manager' | 'staff' | null;
const isManagement = (soc: string) => soc.startsWith('11-');

/** what level of post the title's words say: a manager's, a post below one, or neither */
function titleLevel(tokens: readonly string[]): TitleLevel {
  if (tokens.some((t) => MANAGER_HEADS.has(t))) return 'manager';
  return tokens.some((t) => STAFF_HEADS.has(t)) ? 'staff' : null;
}

/** a post below management matched to a management occupation takes the profile's first code that is not one ("Logistics Coordinator") */
function fitLevel(m: TitleMatch, level: TitleLevel, role: RoleProfile): TitleMatch {
  if (level !== 'staff' || !m.occupation || !isManagement(m.occupation.soc)) return m;
  const soc = role.onetCodes.find((c) => !isManagement(c));
  const occupation = soc ? occupationBySoc(soc) : null;
  return occupation ? { ...m, occupation, family: occupation.family } : m;
}

/** whether a profile is a manager's post: a management occupation or a manager's word in one of its names */
function managesPosts(role: RoleProfile): boolean {
  return role.onetCodes.some(isManagement) || [role.title, ...role.synonyms].some((n) => titleTokens(n).some((t) => MANAGER_HEADS.has(t)));
}

/** whether a management occupation's name shares a word of its field with one of the profile's occupations ("Sales" Manager, "Sales" Representative) */
function managesField(managerTitle: string, role: RoleProfile): boolean {
  const field = new Set(titleTokens(managerTitle).filter((t) => !LEVEL_WORDS.has(t) && !MANAGER_HEADS.has(t)));
  return role.onetCodes.some((soc) => titleTokens(occupationBySoc(soc)?.title ?? '').some((t) => field.has(t)));
}

/** an O*NET occupation's own name (two words or more) whose words are all in the title, which has more */
function ownNameWithin(tokens: readonly string[]): TitleEntry | null {
  const words = new Set(tokens);
  let best: TitleEntry | null = null;
  for (const t of words) {
    for (const e of titlesWith(t)) {
      if (e.priority > TRUSTED_PRIORITY || e.tokens.length < 2 || e.tokens.length >= words.size || !e.tokens.every((w) => words.has(w))) continue;
      if (!best || e.tokens.length > best.tokens.length) best = e;
    }
  }
  return best;
}

/**
 * The family most titles sharing the title's words belong to, weighted by how distinctive the
 * shared word is; null when no word is known or the vote is split.
 */
function nearestFamily(tokens: readonly string[]): RoleFamily | null {
  const votes = new Map<RoleFamily, number>();
  let total = 0;
  for (const t of new Set(tokens)) {
    const with_ = titlesWith(t);
    if (with_.length === 0) continue;
    const w = 1 / Math.log(2 + with_.length);
    for (const e of with_) {
      const f = occupationFamilyAt(e.occupation);
      votes.set(f, (votes.get(f) ?? 0) + w);
      total += w;
    }
  }
  const [best] = [...votes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return best && best[1] >= 0.5 * total ? best[0] : null;
}
