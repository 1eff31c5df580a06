/**
 * Credentials that exist in some countries only (ISO 3166-1 alpha-2). A profile's credential
 * names its alternatives by country in one entry ("RN license (NCLEX-RN) or NMC registration or
 * AHPRA Registered Nurse"); local-credentials.ts keeps the alternatives of the CV's country and
 * drops a credential none of whose alternatives is issued there, so a nurse in Madrid is not
 * asked for a US licence. An alternative not listed here is taken as international (BLS, PMP,
 * AWS certifications). Keys are the alternatives as the profiles print them.
 */
const US = ['US'];
const US_CA = ['US', 'CA'];
const UK = ['GB'];
const UK_IE = ['GB', 'IE'];

export const CREDENTIAL_MARKETS: Readonly<Record<string, readonly string[]>> = {
  // nursing and medicine
  'RN license (NCLEX-RN)': US_CA,
  'RN license': US_CA,
  'NMC registration': UK,
  'AHPRA Registered Nurse': ['AU'],
  CCRN: US_CA,
  'APRN license': US,
  'FNP-BC (ANCC)': US,
  'FNP-C (AANPCB) board certification': US,
  'DEA registration': US,
  MSN: US,
  'DNP degree': US,
  'CNML (Certified Nurse Manager and Leader)': US,
  'NE-BC': US,
  FACHE: US,
  'Certified Medical Practice Executive (CMPE)': US,
  'Medical license': US_CA,
  'AFGSU niveau 2': ['FR'],
  'GMC registration': UK,
  Approbation: ['DE', 'AT', 'CH'],
  'Board certification (ABMS)': US,
  'State pharmacist license (NAPLEX)': US,
  'GPhC registration': UK,
  BCPS: US,
  PharmD: US_CA,
  'CMA (AAMA)': US,
  'RMA (AMT)': US,
  'CPT (Phlebotomy)': US,
  'DPT degree': US,
  'State PT license (NPTE)': US,
  'HCPC registration': UK,
  'HCPC registration (Biomedical Scientist)': UK,
  OCS: US,
  'RDH license': US,
  'ASCP MLT certification': US,
  // teaching
  'State teaching license': US,
  'QTS (Qualified Teacher Status)': UK,
  'Teaching Council registration': ['IE'],
  'Staatsexamen (Lehramt)': ['DE'],
  PGCE: UK_IE,
  'State administrator license': US,
  NPQH: UK,
  'Level 3 Certificate in Supporting Teaching and Learning': UK,
  'ParaPro Assessment': US,
  'PGCert in Higher Education': UK_IE,
  'Fellowship of the HEA': UK_IE,
  // law, finance, people
  'State bar admission': US,
  'Law society licence': ['CA'],
  'Máster de Acceso a la Abogacía': ['ES'],
  'CAPA (certificat d’aptitude à la profession d’avocat)': ['FR'],
  'Zweites Staatsexamen (Zulassung zur Rechtsanwaltschaft)': ['DE'],
  'Solicitor qualification (SQE)': UK,
  'NALA Certified Paralegal (CP)': US,
  'NFPA PACE Registered Paralegal': US,
  CPA: US_CA,
  ACA: UK_IE,
  'Certified Bookkeeper (AIPB)': US,
  AAT: UK,
  'SHRM-CP': US,
  'SHRM-SCP': US,
  PHR: US,
  SPHR: US,
  'CIPD Level 5': UK_IE,
  'CIPD Level 7': UK_IE,
  // trades, transport, engineering
  'Journeyman electrician license': US_CA,
  'Master electrician license': US_CA,
  'City & Guilds 2365': UK,
  'NVQ Level 3 Electrotechnical': UK,
  'City & Guilds 2382 (18th Edition)': UK,
  'City & Guilds 2391 (Inspection and Testing)': UK,
  'Journeyman plumber license': US_CA,
  'Master plumber license': US_CA,
  'Gas Safe registration': UK,
  'OSHA 10': US,
  'OSHA 30': US,
  'CSCS card': UK,
  SMSTS: UK,
  'NCCER Carpentry': US,
  'NATE certification': US,
  'EPA Section 608 certification': US,
  'EPA Section 609': US,
  'Backflow prevention certification': US,
  'CDL Class A': US,
  'HGV Class 1 (C+E)': UK,
  'Driver CPC': ['GB', 'IE', 'DE', 'FR', 'ES', 'IT', 'NL', 'BE', 'PL', 'PT', 'AT'],
  'Hazmat endorsement': US,
  'ASE certification': US_CA,
  'IMI accreditation': UK,
  'PE license': US_CA,
  'Chartered Engineer': UK_IE,
  'ServSafe Manager': US,
  'Level 2 Food Hygiene Certificate': UK_IE,
  'Forklift certification (OSHA / counterbalance licence)': US,
};

/**
 * Skills of a profile that name one country's rules, what stands for them in countries with
 * rules of their own (`local`), and elsewhere (null: nothing; the profile's other skills already
 * cover it). A UK electrician is asked for health and safety, not OSHA, and for BS 7671 (the
 * "18th Edition"), not the US National Electrical Code; an accountant in France for IFRS, not US GAAP.
 */
export interface SkillMarket {
  countries: readonly string[];
  local?: Readonly<Record<string, string>>;
  elsewhere: string | null;
}

export const SKILL_MARKETS: Readonly<Record<string, SkillMarket>> = {
  'OSHA safety': { countries: US, elsewhere: 'Health and safety' },
  HIPAA: { countries: US, elsewhere: null },
  GAAP: { countries: US, elsewhere: 'IFRS' },
  // bending conduit to the NEC's fill and bend rules is a US/Canadian trade skill; elsewhere cables
  // run in trunking and tray under the local wiring rules, which the profile's wiring skills cover
  'Conduit bending': { countries: US_CA, elsewhere: null },
  'NEC code': {
    countries: US,
    local: { GB: 'IET Wiring Regulations', CA: 'Canadian Electrical Code', AU: 'AS/NZS Wiring Rules', NZ: 'AS/NZS Wiring Rules' },
    elsewhere: null,
  },
};
