import type { ParsedCv } from '../cv/types';
import type { SkillLevel } from '../../schemas/skill-gap';
import { quote, roleInProse } from '../cv/facts/cv-reference';

/**
 * Leading people without the title: mentoring, coaching, precepting, or leading a group of
 * people ("led code reviews for a team of 6"); leading a thing ("leading an audit") is not it.
 */
const INFORMAL =
  /\b(mentored|mentoring|coached|coaching|onboarded|precepted|supervised)\b|\b(led|lead|leading|managed|trained)\b[^.;]{0,40}\b(team|teams|engineers|developers|nurses|people|staff|squad|group|colleagues|juniors|interns|students|reviews)\b/i;
/** Managing people formally: people in the object of "managed/supervised". */
const FORMAL = /\b(managed|supervised|line[- ]managed)\b[^.;]*\b(team|staff|engineers|developers|people|reports|nurses|employees|analysts)\b/i;
/**
 * The same in Spanish, French, German and Portuguese CVs, which write the activity as a noun
 * ("Management d'une équipe de cinq", "Gestión de un equipo de 8 comerciales", "Leitung eines
 * Teams von 6 Entwicklern", "Liderança de equipe de 10"); a team or its people must be the object.
 */
const FORMAL_OTHER_LANGUAGES = new RegExp(
  [
    String.raw`(?:gestión|dirección|liderazgo|supervisión|coordinación|dirigí|lideré|gestioné|supervisé|coordiné|dirijo|lidero|gestiono|superviso|coordino|responsable)\s+(?:de\s+|del\s+)?(?:un\s+|el\s+|mi\s+|los\s+)?equipos?`,
    String.raw`(?:management|encadrement|direction|animation)\s+(?:d['’]une?\s+|de\s+l['’]|des?\s+)équipes?`,
    String.raw`(?:encadré|dirigé|managé|animé)\s+(?:une\s+|l['’]|les?\s+)?équipes?`,
    String.raw`(?:leitung|führung)\s+(?:eines|des|von)\s+(?:\S+\s+){0,2}?(?:teams|mitarbeitenden|mitarbeitern|mitarbeiter)`,
    String.raw`(?:team|mitarbeitende|mitarbeiter)\s+(?:\S+\s+){0,4}?(?:geleitet|geführt)`,
    String.raw`(?:gestão|liderança|coordenação|supervisão|liderei|gerenciei|coordenei|lidero|gerencio|coordeno|responsável\s+por)\s+(?:de\s+|da\s+)?(?:uma\s+|a\s+)?(?:equipes?|equipas?)`,
  ].map((p) => `(?<!\\p{L})${p}(?!\\p{L})`).join('|'),
  'iu',
);
/** Hiring is its own practice: taking part in interviews is the informal form of it. */
const HIRING_INFORMAL = /\b(interviewed|interviewing|recruited|recruiting|hiring)\b/i;
const HIRING_FORMAL = /\b(hired|built (a|the) team|grew (a|the) team)\b/i;

export interface LeadershipSignal {
  level: SkillLevel;
  evidence: string;
}

/**
 * For leadership requirements the CV does not name outright: bullets that show the practice
 * informally count as beginner, doing it formally (managing a team, hiring) as intermediate.
 * Higher levels need the skill itself evidenced, since a bullet cannot show years of it.
 */
export function leadershipSignal(parsed: ParsedCv, skill: string): LeadershipSignal | null {
  const hiring = /hiring|recruit/i.test(skill);
  const formal = hiring ? HIRING_FORMAL : { test: (text: string) => FORMAL.test(text) || FORMAL_OTHER_LANGUAGES.test(text) };
  const informal = hiring ? HIRING_INFORMAL : INFORMAL;
  const bullets = parsed.experience.flatMap((entry) => entry.bullets.map((bullet) => ({ entry, bullet })));
  const strong = bullets.find(({ bullet }) => formal.test(bullet));
  if (strong) {
    return { level: 'intermediate', evidence: `no direct mention, but ${hiring ? 'hires' : 'manages people'} as ${roleInProse(strong.entry)}: ${quote(strong.bullet)}` };
  }
  const weak = bullets.find(({ bullet }) => informal.test(bullet));
  if (weak) {
    return { level: 'beginner', evidence: `no direct mention, but ${hiring ? 'takes part in hiring' : 'leads people informally'} as ${roleInProse(weak.entry)}: ${quote(weak.bullet)}` };
  }
  return null;
}
