/**
 * A degree and its subject as one phrase, in the CV's own language: the parser keeps them
 * apart and drops the word between them, and an English "in" glued into a Spanish or French
 * degree ("Grado in Matemáticas", "Diplôme in comptabilité") is no title anyone holds.
 */

/** The word that joins a degree to its subject, by the CV's language (ISO 639-1). */
function connector(degree: string, language: string | undefined): string {
  switch (language) {
    case 'es':
      return 'en';
    case 'pt':
      return 'em';
    // "Diplôme de comptabilité", "Certificat de …", but "Master en finance", "Licence en droit"
    case 'fr':
      return /(?:^|\()\s*(?:diplôme|diplome|certificat|brevet)\b/i.test(degree) ? 'de' : 'en';
    default:
      return 'in';
  }
}

export function degreeTitle(entry: { degree: string | null; field: string | null }, language?: string): string | null {
  if (!entry.degree) return entry.field;
  if (!entry.field || entry.degree.toLowerCase().includes(entry.field.toLowerCase())) return entry.degree;
  return `${entry.degree} ${connector(entry.degree, language)} ${entry.field}`;
}
