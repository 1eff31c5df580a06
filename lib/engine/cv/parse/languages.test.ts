import { describe, expect, it } from 'vitest';
import { parseLanguages } from './languages';

describe('languages with a level per skill', () => {
  it("keeps every labelled level of a language's line, not only the first", () => {
    expect(parseLanguages(['English  Reading: Advanced · Speaking: Intermediate · Writing: Advanced (B2)'])).toEqual([
      { language: 'English', proficiency: 'Reading: Advanced, Speaking: Intermediate, Writing: Advanced (B2)' },
    ]);
  });
  it('still reads several languages listed on one line apart', () => {
    expect(parseLanguages(['German (C1) · French: B2'])).toEqual([
      { language: 'German', proficiency: 'C1' },
      { language: 'French', proficiency: 'B2' },
    ]);
  });
  it('adds nothing to a language printed without a level', () => {
    expect(parseLanguages(['Italian · Notes: spoken at home'])).toEqual([{ language: 'Italian', proficiency: null }]);
  });
  it('reads Swedish and Turkish language names and levels', () => {
    expect(parseLanguages(['Svenska – modersmål', 'Engelska – flytande i tal och skrift'])).toEqual([
      { language: 'Svenska', proficiency: 'modersmål' },
      { language: 'Engelska', proficiency: 'flytande i tal och skrift' },
    ]);
    expect(parseLanguages(['İngilizce  Okuma: İleri  Yazma: İyi  Konuşma: İyi', 'Türkçe  Anadil'])).toEqual([
      { language: 'İngilizce', proficiency: 'Okuma: İleri  Yazma: İyi  Konuşma: İyi' },
      { language: 'Türkçe', proficiency: 'Anadil' },
    ]);
  });
});

describe('languages laid out by CV builders', () => {
  it('gives a language the level printed alone on the line under it', () => {
    expect(parseLanguages(['English', 'Native', 'Irish', 'Conversational', 'French'])).toEqual([
      { language: 'English', proficiency: 'Native' },
      { language: 'Irish', proficiency: 'Conversational' },
      { language: 'French', proficiency: null },
    ]);
  });

  it('pairs a row of languages side by side with the row of their levels under it', () => {
    expect(parseLanguages(['Tamil  English', 'Native speaker  Fluent', 'Hindi  Kannada', 'Professional working proficiency  Conversational'])).toEqual([
      { language: 'Tamil', proficiency: 'Native speaker' },
      { language: 'English', proficiency: 'Fluent' },
      { language: 'Hindi', proficiency: 'Professional working proficiency' },
      { language: 'Kannada', proficiency: 'Conversational' },
    ]);
  });
});
