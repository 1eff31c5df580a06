import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../cv/types';
import { backendCv, nurseCv } from '../interview/fixtures/cvs';
import { leadershipSignal } from './leadership-evidence';

const withBullets = (bullets: string[]): ParsedCv => ({ ...backendCv, experience: [{ ...backendCv.experience[0], bullets }] });

describe('leadershipSignal', () => {
  it('reads mentoring and leading reviews as informal leadership', () => {
    const signal = leadershipSignal(backendCv, 'People Management');
    expect(signal?.level).toBe('beginner');
    expect(signal?.evidence).toContain('Mentored 3 junior engineers');
  });

  it('reads managing a team as intermediate', () => {
    expect(leadershipSignal(withBullets(['Managed a team of 5 engineers across two time zones']), 'People Management')?.level).toBe('intermediate');
  });

  it('reads managing a team written as a noun in Spanish, French, German and Portuguese as intermediate', () => {
    for (const bullet of [
      'Gestión de un equipo de 8 comerciales en la zona norte',
      "Encadrement d'une équipe de quatre techniciens de maintenance",
      'Leitung eines Teams von 6 Entwicklern im Zahlungsverkehr',
      'Das Team aus 5 Beraterinnen fachlich geführt',
      'Liderança de equipe de 10 analistas de crédito',
      'Dirijo un equipo de 12 técnicos de campo en tres provincias',
    ]) {
      expect(leadershipSignal(withBullets([bullet]), 'Leadership')?.level, bullet).toBe('intermediate');
    }
  });

  it('needs a team as the object in other languages too', () => {
    expect(leadershipSignal(withBullets(['Leitung der Neugestaltung der Kunden-App']), 'Leadership')).toBeNull();
    expect(leadershipSignal(withBullets(['Coordinación con el equipo de ventas para campañas']), 'Leadership')).toBeNull();
    expect(leadershipSignal(withBullets(["Direction artistique des visuels de l'équipe produit"]), 'Leadership')).toBeNull();
  });

  it('treats hiring separately from leading', () => {
    expect(leadershipSignal(backendCv, 'Hiring')).toBeNull();
    expect(leadershipSignal(withBullets(['Interviewed 40 candidates for the platform team']), 'Hiring')?.level).toBe('beginner');
    expect(leadershipSignal(withBullets(['Hired 6 engineers and built the team from scratch']), 'Hiring')?.level).toBe('intermediate');
  });

  it('finds nothing when no bullet leads anyone', () => {
    expect(leadershipSignal(withBullets(['Wrote reports']), 'Leadership')).toBeNull();
    expect(leadershipSignal(nurseCv, 'Team Leadership')?.evidence).toContain('Precepted 8 new graduate nurses');
  });
});
