import { describe, expect, it } from 'vitest';
import { normalizeCharacters, symbolMarkers } from './diacritics';

describe('normalizeCharacters', () => {
  it('turns a Wingdings bullet standing between spaces into a bullet, and leaves one inside a word', () => {
    expect(symbolMarkers('418 Cedar Lane \uf09f Joplin, MO 64801 \uf09f (417) 555-0163')).toBe('418 Cedar Lane • Joplin, MO 64801 • (417) 555-0163');
    expect(symbolMarkers('\uf0b7 Built onboarding')).toBe('• Built onboarding');
    expect(symbolMarkers('a\uf09fb')).toBe('a\uf09fb');
  });

  it('composes accents and resolves soft hyphens as before', () => {
    expect(normalizeCharacters('Mu\u0308ller, Jan 2019 \u00ad Mar 2020')).toBe('Müller, Jan 2019 – Mar 2020');
  });
});
