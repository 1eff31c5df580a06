import type { OpenerKind } from './bullet-facts';
import type { ScoringContext } from './context';
import { mean, percent, toScore } from './numbers';
import { suggestion } from './suggestion';
import { nothingToScore } from './nothing-to-score';
import { quote } from './text';
import type { DimensionScore } from './types';

/** How much each kind of opener is worth: a strong verb 1, another past-tense verb 0.6, a cliché 0.35 (recruiters discount them), no verb 0.3, a weak opener 0.15. */
export const OPENER_VALUE: Record<OpenerKind, number> = { strong: 1, verb: 0.6, cliche: 0.35, none: 0.3, weak: 0.15 };

/** with no weak, cliché or repeated opener left to name: praise only when most openers are strong */
function openersVerdict(total: number, strong: number, example: string | undefined): string {
  if (strong * 2 >= total || !example) return strong === total ? 'Every bullet opens with a strong action verb' : 'Openers are strong and varied';
  return `${total - strong} of ${total} bullets open without a strong action verb, e.g. ${quote(example, 8)}`;
}

/**
 * Action-verb strength: score = 100 × (0.85 × mean opener value + 0.15 × verb variety),
 * where variety = distinct opening words / bullets. No bullets scores 0.
 */
export function scoreActionVerbStrength(ctx: ScoringContext): DimensionScore {
  const bullets = ctx.bullets;
  if (bullets.length === 0) {
    return nothingToScore(ctx.facts.bullets.presence === 'absent', { explanation: 'No bullet points were found to assess.', weakness: 'No achievement bullets' }, []);
  }
  const value = mean(bullets.map((b) => OPENER_VALUE[b.openerKind]));
  const variety = new Set(bullets.map((b) => b.opener)).size / bullets.length;
  const score = toScore(100 * (0.85 * value + 0.15 * variety));
  const strong = bullets.filter((b) => b.openerKind === 'strong');
  const weak = bullets.filter((b) => b.openerKind === 'weak');
  const cliche = bullets.filter((b) => b.openerKind === 'cliche' || b.cliches.length > 0);
  const repeats = [...bullets.reduce((m, b) => m.set(b.opener, (m.get(b.opener) ?? 0) + 1), new Map<string, number>())]
    .filter(([, n]) => n >= 3)
    .map(([verb, n]) => `"${verb}" ×${n}`);
  const weakPhrases = [...new Set(weak.map((b) => b.weakPhrase))];
  return {
    score,
    explanation: `${strong.length} of ${bullets.length} bullets open with a strong action verb (${percent(strong.length, bullets.length)}%), ${weak.length} with a weak opener and ${cliche.length} use a cliché; ${Math.round(variety * 100)}% of opening words are distinct.`,
    top_strength: strong[0] ? `Strong opener: ${quote(strong[0].text, 8)}` : 'No bullet opens with a strong action verb yet',
    top_weakness: weak[0]
      ? `Weak opener "${weak[0].weakPhrase}": ${quote(weak[0].text, 8)}`
      : cliche[0]
        ? `Cliché "${cliche[0].cliches[0] ?? cliche[0].opener}": ${quote(cliche[0].text, 8)}`
        : repeats[0]
          ? `Repeated opener ${repeats[0]}`
          : openersVerdict(bullets.length, strong.length, bullets.find((b) => b.openerKind !== 'strong')?.text),
    suggestions: [
      ...(weak.length > 0
        ? [
            suggestion(
              weak.length >= 3 ? 'high' : 'medium',
              'experience',
              'Replace weak openers with action verbs',
              `${weak.length === 1 ? '1 bullet starts' : `${weak.length} bullets start`} with ${weakPhrases.map((p) => `"${p}"`).join(', ')}, which ${weak.length === 1 ? 'describes a duty' : 'describe duties'} rather than what you achieved.`,
            ),
          ]
        : []),
      ...(cliche.length > 0
        ? [
            suggestion(
              'low',
              'experience',
              'Drop buzzwords',
              `${[...new Set(cliche.flatMap((b) => (b.cliches.length ? b.cliches : [b.opener])))].map((c) => `"${c}"`).join(', ')} read as filler; say plainly what you did.`,
            ),
          ]
        : []),
      ...(repeats.length > 0
        ? [suggestion('low', 'experience', 'Vary your opening verbs', `Openers repeat: ${repeats.join(', ')}.`)]
        : []),
    ],
  };
}
