/** Place names used to recognise locations on CVs and infer the country. Keys are folded (accent-free, lower-case). */
export const COUNTRY_NAMES: Record<string, string> = {
  'united states': 'US', 'united states of america': 'US', usa: 'US', 'u.s.a.': 'US', us: 'US', 'u.s.': 'US',
  'united kingdom': 'GB', uk: 'GB', 'u.k.': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', 'great britain': 'GB',
  germany: 'DE', deutschland: 'DE', allemagne: 'DE', alemania: 'DE', france: 'FR', frankreich: 'FR', francia: 'FR',
  spain: 'ES', espana: 'ES', espagne: 'ES', spanien: 'ES', portugal: 'PT', brazil: 'BR', brasil: 'BR', india: 'IN', australia: 'AU',
  canada: 'CA', poland: 'PL', polska: 'PL', polen: 'PL', netherlands: 'NL', 'the netherlands': 'NL', nederland: 'NL', holland: 'NL',
  ireland: 'IE', switzerland: 'CH', schweiz: 'CH', suisse: 'CH', austria: 'AT', osterreich: 'AT', italy: 'IT', italia: 'IT',
  belgium: 'BE', belgique: 'BE', belgie: 'BE', sweden: 'SE', sverige: 'SE', norway: 'NO', denmark: 'DK', finland: 'FI',
  mexico: 'MX', argentina: 'AR', colombia: 'CO', chile: 'CL', peru: 'PE', singapore: 'SG', 'new zealand': 'NZ',
  'south africa': 'ZA', 'united arab emirates': 'AE', uae: 'AE', japan: 'JP', china: 'CN', philippines: 'PH', nigeria: 'NG',
  kenya: 'KE', pakistan: 'PK', 'czech republic': 'CZ', czechia: 'CZ', romania: 'RO', greece: 'GR', hungary: 'HU', ukraine: 'UA',
  turkey: 'TR', israel: 'IL', egypt: 'EG', luxembourg: 'LU', malaysia: 'MY', indonesia: 'ID', vietnam: 'VN', 'south korea': 'KR',
};

export const US_STATES: Record<string, string> = {
  AL: 'alabama', AK: 'alaska', AZ: 'arizona', AR: 'arkansas', CA: 'california', CO: 'colorado', CT: 'connecticut', DE: 'delaware',
  FL: 'florida', GA: 'georgia', HI: 'hawaii', ID: 'idaho', IL: 'illinois', IN: 'indiana', IA: 'iowa', KS: 'kansas', KY: 'kentucky',
  LA: 'louisiana', ME: 'maine', MD: 'maryland', MA: 'massachusetts', MI: 'michigan', MN: 'minnesota', MS: 'mississippi',
  MO: 'missouri', MT: 'montana', NE: 'nebraska', NV: 'nevada', NH: 'new hampshire', NJ: 'new jersey', NM: 'new mexico',
  NY: 'new york', NC: 'north carolina', ND: 'north dakota', OH: 'ohio', OK: 'oklahoma', OR: 'oregon', PA: 'pennsylvania',
  RI: 'rhode island', SC: 'south carolina', SD: 'south dakota', TN: 'tennessee', TX: 'texas', UT: 'utah', VT: 'vermont',
  VA: 'virginia', WA: 'washington', WV: 'west virginia', WI: 'wisconsin', WY: 'wyoming', DC: 'district of columbia',
};

export const CA_PROVINCES: Record<string, string> = {
  AB: 'alberta', BC: 'british columbia', MB: 'manitoba', NB: 'new brunswick', NL: 'newfoundland and labrador', NS: 'nova scotia',
  NT: 'northwest territories', NU: 'nunavut', ON: 'ontario', PE: 'prince edward island', QC: 'quebec', SK: 'saskatchewan', YT: 'yukon',
};

/**
 * The Mexican states' codes that a US state or Canadian province shares: "Apodaca, N.L." is in
 * Nuevo León, "Mexicali, B.C." in Baja California, as often as in Newfoundland or British Columbia.
 */
export const MX_SHARED_STATE_CODES: Record<string, string> = { NL: 'nuevo leon', BC: 'baja california' };

export const AU_STATES: Record<string, string> = {
  NSW: 'new south wales', VIC: 'victoria', QLD: 'queensland', WA: 'western australia', SA: 'south australia', TAS: 'tasmania',
  ACT: 'australian capital territory', NT: 'northern territory',
};

export const REGIONS_OF: Record<string, string> = {
  maharashtra: 'IN', karnataka: 'IN', 'tamil nadu': 'IN', telangana: 'IN', 'uttar pradesh': 'IN', gujarat: 'IN', kerala: 'IN', haryana: 'IN',
  // the other Indian states and union territories (Punjab is a province of Pakistan too, and stays out)
  'andhra pradesh': 'IN', 'arunachal pradesh': 'IN', assam: 'IN', bihar: 'IN', chhattisgarh: 'IN', goa: 'IN', 'himachal pradesh': 'IN',
  jharkhand: 'IN', 'madhya pradesh': 'IN', manipur: 'IN', meghalaya: 'IN', mizoram: 'IN', nagaland: 'IN', odisha: 'IN', orissa: 'IN',
  rajasthan: 'IN', sikkim: 'IN', tripura: 'IN', uttarakhand: 'IN', uttaranchal: 'IN', 'west bengal': 'IN', 'jammu and kashmir': 'IN',
  ladakh: 'IN', puducherry: 'IN', pondicherry: 'IN', 'andaman and nicobar islands': 'IN', 'dadra and nagar haveli': 'IN', lakshadweep: 'IN',
  bavaria: 'DE', bayern: 'DE', 'sao paulo': 'BR', sp: 'BR', rj: 'BR', mg: 'BR', catalonia: 'ES', cataluna: 'ES', 'ile-de-france': 'FR',
  mazowieckie: 'PL', malopolskie: 'PL', 'north holland': 'NL', 'noord-holland': 'NL',
};

export const CITIES: Record<string, string> = {
  london: 'GB', manchester: 'GB', birmingham: 'GB', leeds: 'GB', glasgow: 'GB', edinburgh: 'GB', bristol: 'GB', liverpool: 'GB',
  cambridge: 'GB', oxford: 'GB', cardiff: 'GB', belfast: 'GB', sheffield: 'GB', nottingham: 'GB', newcastle: 'GB', reading: 'GB',
  berlin: 'DE', munchen: 'DE', munich: 'DE', hamburg: 'DE', frankfurt: 'DE', 'frankfurt am main': 'DE', koln: 'DE', cologne: 'DE',
  stuttgart: 'DE', dusseldorf: 'DE', leipzig: 'DE', dresden: 'DE', hannover: 'DE', nurnberg: 'DE', bremen: 'DE', karlsruhe: 'DE',
  paris: 'FR', lyon: 'FR', marseille: 'FR', toulouse: 'FR', nantes: 'FR', bordeaux: 'FR', lille: 'FR', nice: 'FR', rennes: 'FR',
  madrid: 'ES', barcelona: 'ES', valencia: 'ES', sevilla: 'ES', seville: 'ES', bilbao: 'ES', malaga: 'ES', zaragoza: 'ES',
  lisboa: 'PT', lisbon: 'PT', porto: 'PT', braga: 'PT', coimbra: 'PT',
  'sao paulo': 'BR', 'rio de janeiro': 'BR', 'belo horizonte': 'BR', curitiba: 'BR', 'porto alegre': 'BR', recife: 'BR', brasilia: 'BR', campinas: 'BR', florianopolis: 'BR',
  mumbai: 'IN', bengaluru: 'IN', bangalore: 'IN', delhi: 'IN', 'new delhi': 'IN', hyderabad: 'IN', chennai: 'IN', pune: 'IN',
  kolkata: 'IN', noida: 'IN', gurugram: 'IN', gurgaon: 'IN', ahmedabad: 'IN', jaipur: 'IN', kochi: 'IN', coimbatore: 'IN',
  sydney: 'AU', melbourne: 'AU', brisbane: 'AU', perth: 'AU', adelaide: 'AU', canberra: 'AU', hobart: 'AU', 'gold coast': 'AU', darwin: 'AU',
  toronto: 'CA', vancouver: 'CA', montreal: 'CA', calgary: 'CA', ottawa: 'CA', edmonton: 'CA', winnipeg: 'CA', halifax: 'CA', 'quebec city': 'CA', victoria: 'CA', mississauga: 'CA', waterloo: 'CA',
  warsaw: 'PL', warszawa: 'PL', krakow: 'PL', wroclaw: 'PL', gdansk: 'PL', poznan: 'PL', lodz: 'PL', katowice: 'PL', gdynia: 'PL',
  amsterdam: 'NL', rotterdam: 'NL', utrecht: 'NL', 'the hague': 'NL', 'den haag': 'NL', eindhoven: 'NL', groningen: 'NL',
  dublin: 'IE', cork: 'IE', galway: 'IE', zurich: 'CH', geneva: 'CH', geneve: 'CH', basel: 'CH', bern: 'CH', lausanne: 'CH',
  vienna: 'AT', wien: 'AT', graz: 'AT', salzburg: 'AT', milan: 'IT', milano: 'IT', rome: 'IT', roma: 'IT', turin: 'IT', torino: 'IT',
  brussels: 'BE', bruxelles: 'BE', antwerp: 'BE', stockholm: 'SE', copenhagen: 'DK', oslo: 'NO', helsinki: 'FI', prague: 'CZ',
  singapore: 'SG', auckland: 'NZ', wellington: 'NZ', dubai: 'AE', 'mexico city': 'MX', 'buenos aires': 'AR', bogota: 'CO', santiago: 'CL',
  'new york': 'US', 'new york city': 'US', nyc: 'US', 'san francisco': 'US', 'los angeles': 'US', chicago: 'US', boston: 'US',
  seattle: 'US', austin: 'US', denver: 'US', atlanta: 'US', houston: 'US', dallas: 'US', miami: 'US', philadelphia: 'US', portland: 'US',
};
