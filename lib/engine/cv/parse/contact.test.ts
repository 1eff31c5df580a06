import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/text';
import { parseContact } from './contact';
import { findLinks } from './links';
import { parsePlace } from './location';
import { displayName } from './person-name';
import { findPhone, phoneCountry } from './phone';
import { isStreet } from './street-address';

const contactOf = (text: string) => {
  const { lines } = extractText(text);
  return parseContact(lines, lines);
};

describe('a Philippine city written with its status', () => {
  it('reads "Davao City" and "Baguio City" as the town, and leaves a club named after an English city alone', () => {
    expect(parsePlace('Davao City')?.country).toBe('PH');
    expect(parsePlace('Baguio City')?.country).toBe('PH');
    expect(parsePlace('Leicester City')).toBeNull();
  });
});

describe('a Spanish-speaking town written with the word for city', () => {
  it('reads it as the town GeoNames files under its English or short name, in a Spanish-speaking country only', () => {
    expect(parsePlace('Ciudad de México')?.country).toBe('MX');
    expect(parsePlace('Ciudad de Guatemala')?.country).toBe('GT');
    expect(parsePlace('Ciudad Juárez')?.country).toBe('MX');
    // Florida's Panama City is no "Ciudad de Panamá", and Cape Town is not a Spanish-speaking town
    expect(parsePlace('Ciudad de Panamá')?.country).toBe('PA');
    expect(parsePlace('Ciudad del Cabo')).toBeNull();
  });
});

describe('state codes in mixed case', () => {
  it('reads a state written "Ca" or "Tx" after a town of that state whose name is first known abroad, and keeps "Berlin, De" German', () => {
    expect(parsePlace('Sebastopol, Ca, 95472')?.country).toBe('US');
    expect(parsePlace('Paris, Tx')?.country).toBe('US');
    expect(parsePlace('Berlin, De')?.country).toBe('DE');
  });
});

describe('a region code several countries share', () => {
  it('reads "N.L." after a town the gazetteer does not know by the phone the CV dials, then by its language', () => {
    // Nuevo León or Newfoundland and Labrador: the town alone cannot say
    expect(contactOf('Ana Treviño\nApodaca, N.L.\nana@example.com | +52 81 1234 5678').country).toBe('MX');
    const { lines } = extractText('Ana Treviño\nApodaca, N.L.\nana@example.com');
    expect(parseContact(lines, lines, 'es').country).toBe('MX');
    // an English CV with a Canadian phone stays in Newfoundland
    expect(contactOf('Sean Walsh\nApodaca, N.L.\nsean@example.com | +1 709 555 0182').country).toBe('CA');
    // "Perth, WA" is settled by the town; "Brookmere Falls, WA" with an Australian phone by the phone
    expect(contactOf('Kim Lee\nPerth, WA\nkim@example.com | +1 206 555 0100').country).toBe('AU');
    expect(contactOf('Kim Lee\nBrookmere Falls, WA\nkim@example.com | +61 412 345 678').country).toBe('AU');
    expect(contactOf('Kim Lee\nBrookmere Falls, WA\nkim@example.com').country).toBe('US');
  });
});

describe('street addresses', () => {
  it('reads a street running into a town the gazetteer does not know, as printed', () => {
    expect(contactOf('Chanda Reyes\n4567 Main Street Brookmere Falls, WA 98052\nchanda@example.com').location).toBe('4567 Main Street Brookmere Falls, WA 98052');
    expect(contactOf('Chanda Reyes\n4567 Main Street Brookmere Falls, WA 98052\nchanda@example.com').country).toBe('US');
    // a known town after the street is the town itself
    expect(contactOf('Dana Whitfield\n1820 Old Mill Road Hollis Center, ME 04042\ndana@example.com').location).toBe('Hollis Center, ME 04042');
    // a post office box is no place; the ZIP may be left out after a street
    expect(contactOf('Sadie Goldner\nP.O. Box 1673 Callahan, FL 32011 123.345.7890\nsadie@example.com').location).toBe('Callahan, FL');
    expect(contactOf('Chanda Reyes\n4567 Main Street Brookmere Falls, WA\nchanda@example.com').location).toBe('4567 Main Street Brookmere Falls, WA');
  });

  it('ends a numbered street on any street word, and a street or a building part is never the town', () => {
    expect(isStreet('17 Jacaranda Crescent')).toBe(true);
    expect(isStreet('4 Elm Grove')).toBe(true);
    expect(isStreet('Kastanienweg')).toBe(false);
    // without a number, those words end towns as often as streets
    expect(isStreet('Elk Grove')).toBe(false);
    expect(contactOf('Tom Ward\n17 Kestrel Close Oakleigh VIC 3166\ntom@example.com').location).toBe('Oakleigh VIC 3166');
    expect(contactOf('Asma Khan\nFlat 6D, Block C, Street 28, Islamabad, Pakistan\nasma@example.com').location).toBe('Islamabad, Pakistan');
    expect(contactOf('Luis Gil\nElk Grove, CA 95624\nluis@example.com').location).toBe('Elk Grove, CA 95624');
    // "ln" is a street's abbreviation, not the end of Köln
    expect(contactOf('Jana Roth\nAm Kanal 3, 50667 Köln\njana@example.com').location).toBe('50667 Köln');
  });
});

describe('no name from a sentence', () => {
  it('takes no name from a summary line that opens a CV without one', () => {
    expect(contactOf('Resume\nSummary\nAspiring Data Analyst skilled in Python, SQL and Tableau, applied at Northwind Ltd.').name).toBeNull();
    expect(contactOf('Resume\nSummary\nTechnician- Field Service skilled in PLC, SCADA and HVAC, applied at Contoso.').name).toBeNull();
    // a name run into its title still is one
    expect(contactOf('Allen Neal King ESB Integration Developer\nallen.king@example.com').name).toBe('Allen Neal King');
  });
});

describe('phone numbers', () => {
  it.each([
    ['+44 20 7946 0958', 'GB'],
    ['+49 (0)30 1234567', 'DE'],
    ['+1 (415) 555-0100', 'US'],
    ['+1 416 555 0142', 'CA'],
    ['+91 98765 43210', 'IN'],
    ['+61 412 345 678', 'AU'],
    ['+33 6 12 34 56 78', 'FR'],
    ['+34 612 345 678', 'ES'],
    ['+351 912 345 678', 'PT'],
    ['+31 6 12345678', 'NL'],
    ['+353 87 123 4567', 'IE'],
    ['+41 79 123 45 67', 'CH'],
    ['+43 664 1234567', 'AT'],
    ['+48 601 234 567', 'PL'],
    ['+55 11 98765-4321', 'BR'],
    ['0049 170 1234567', 'DE'],
  ])('%s is from %s', (phone, country) => {
    expect(findPhone(`Phone: ${phone}`)).toEqual({ text: phone, country });
  });

  it('keeps national numbers without a country', () => {
    expect(findPhone('(512) 555-0187')).toEqual({ text: '(512) 555-0187', country: null });
    expect(phoneCountry('0412 345 678')).toBeNull();
  });

  it('gives a national number the CV\'s country when that country\'s plan allows it, an en dash between its groups or not', () => {
    expect(phoneCountry('(718) 555–0100', 'US')).toBe('US');
    expect(phoneCountry('0412 345 678', 'AU')).toBe('AU');
    // a New York number is no French one, and a British mobile stays British whatever the address
    expect(phoneCountry('(718) 555-0100', 'FR')).toBeNull();
    expect(phoneCountry('+44 7700 900123', 'US')).toBe('GB');
    const contact = contactOf('Dana Whitfield\nBrooklyn, NY\n(718) 555–0100');
    expect([contact.phone, contact.phoneCountry, contact.country]).toEqual(['(718) 555–0100', 'US', 'US']);
  });

  it('does not take a hyphenated postcode for a phone number', () => {
    expect(findPhone('Rua Augusta 10, 01305-000 São Paulo - SP')).toBeNull();
    expect(findPhone('San Francisco, CA 94105-1234 · (415) 555-0100')?.text).toBe('(415) 555-0100');
  });

  it('does not run a number across lines (a postcode above the phone)', () => {
    expect(findPhone('Columbus, Ohio 43215\n614.555.0123')).toEqual({ text: '614.555.0123', country: null });
  });

  it('ignores year ranges and short numbers', () => {
    expect(findPhone('2019 - 2021')).toBeNull();
    expect(findPhone('Room 1234')).toBeNull();
  });
});

describe('locations', () => {
  it.each([
    ['Austin, TX', 'US'],
    ['Denver, CO 80205', 'US'],
    ['Toronto, ON', 'CA'],
    ['Berlin, Germany', 'DE'],
    ['Berlin, Deutschland', 'DE'],
    ['München', 'DE'],
    ['10115 Berlin', 'DE'],
    ['75008 Paris', 'FR'],
    ['00-950 Warszawa', 'PL'],
    ['Melbourne VIC 3000', 'AU'],
    ['Manchester M1 2AB', 'GB'],
    ['London, SW1A 1AA', 'GB'],
    ['Leeds LS1 4AP', 'GB'],
    ['Perth, WA', 'AU'],
    ['Seattle, WA', 'US'],
    ['Bengaluru, Karnataka, India', 'IN'],
    ['São Paulo, SP', 'BR'],
    ['Location: Lisbon, Portugal', 'PT'],
    ['Dublin 9, D09 X8Y2', 'IE'],
    ['Dublin 15', 'IE'],
    ['Naas, Co. Kildare', 'IE'],
    ['Cork T12 X5Y6', 'IE'],
    ['Montréal (Québec)', 'CA'],
    ['San Francisco Bay Area', 'US'],
    ['Greater Boston Area', 'US'],
    ['Paris 11e', 'FR'],
    ['Noida, Uttar Pradesh 201301', 'IN'],
    ['Pune 411 001', 'IN'],
    ['Naas, Co. Kildare, W91 K2X3', 'IE'],
    ['São Paulo/SP', 'BR'],
    ['Campinas - SP', 'BR'],
    ['3011 BH Rotterdam', 'NL'],
    ['1017AB Amsterdam', 'NL'],
    ['San Pedro Garza García, Nuevo León, C.P. 66220', 'MX'],
    ['Monterrey, N.L.', 'MX'],
    // a small town of the name elsewhere does not move a US state's town abroad
    ['City, MD', 'US'],
    ['70563 Stuttgart-Vaihingen', 'DE'],
    ['Campinas, SP, CEP 13083-970', 'BR'],
    // an Italian CAP, town and province: MB is Monza e Brianza here, not Manitoba
    ['20871 Vimercate (MB)', 'IT'],
    // Europass's tag of the address's kind
    ['Lyon, France (Domicile)', 'FR'],
    ['Cork, Ireland (Home)', 'IE'],
    // a district before its city: named after it, or opened by a district's word
    ['Nueva Córdoba, Córdoba', 'AR'],
    ['Barrio Norte, Buenos Aires', 'AR'],
    ['Bairro Pinheiros, São Paulo', 'BR'],
    // …before a whole place of its own parts: the colonia, its alcaldía and the city
    ['Col. Del Valle, Benito Juárez, Ciudad de México', 'MX'],
    ['Colonia Roma Norte, Cuauhtémoc, Ciudad de México', 'MX'],
    // a Japanese or Korean ward by its suffix, before its city
    ['Minato-ku, Tokyo', 'JP'],
    ['Mapo-gu, Seoul', 'KR'],
  ])('%s is in %s', (text, country) => {
    expect(parsePlace(text)?.country).toBe(country);
  });

  it("skips the birthplace of a personal-details table for the residence below it", () => {
    const text = 'Marco Rossi\nData di nascita  03/02/1990\nLuogo di nascita  Monza (MB)\nResidenza  Via Roma 3, 10121 Torino (TO)\nCellulare  +39 347 000 1111';
    expect(contactOf(text).location).toMatch(/Torino/);
    expect(contactOf('Ade Bello\nPlace of birth: Kano\nAddress: 12 Allen Avenue, Ikeja, Lagos').location).not.toMatch(/Kano/);
  });

  it('does not take an employer and its city for a place', () => {
    expect(parsePlace('Nubank, São Paulo')).toBeNull();
    // a body named after its city through a connector is no district of it
    expect(parsePlace('Banco de Córdoba, Córdoba')).toBeNull();
    expect(parsePlace('ETH Zürich, Zurich')).toBeNull();
    expect(parsePlace('IFSI Lyon Sud, Lyon')).toBeNull();
    expect(parsePlace('Summit Electric Services, Denver, CO')).toBeNull();
    expect(parsePlace('Senior Engineer')).toBeNull();
    // a Dutch postcode's shape before a name no Dutch town has, a state code after a name no Brazilian town has
    expect(parsePlace('3011 BH Acme')).toBeNull();
    expect(parsePlace('Acme Consulting/SP')).toBeNull();
  });
});

describe('links', () => {
  it('normalises profile URLs', () => {
    const links = findLinks('https://www.linkedin.com/in/jane-doe/ | http://github.com/janedoe | https://janedoe.dev/portfolio');
    expect(links).toEqual({ linkedin: 'linkedin.com/in/jane-doe', github: 'github.com/janedoe', website: 'janedoe.dev/portfolio' });
  });

  it('does not treat an email domain as a website', () => {
    expect(findLinks('jane@example.com').website).toBeNull();
  });
});

describe('parseContact', () => {
  it('reads a one-line header', () => {
    const contact = contactOf('Jane Doe\nSenior Engineer\nLondon, UK | +44 7700 900123 | jane.doe@mail.co.uk | linkedin.com/in/janedoe');
    expect(contact).toEqual({
      name: 'Jane Doe',
      email: 'jane.doe@mail.co.uk',
      phone: '+44 7700 900123',
      phoneCountry: 'GB',
      location: 'London, UK',
      country: 'GB',
      linkedin: 'linkedin.com/in/janedoe',
      github: null,
      website: null,
    });
  });

  it('takes no town from a phone or mail label ("Mobile" is a town in Alabama), and keeps the phone\'s country', () => {
    const contact = contactOf('Jane Smith\nMobile: +44 7700 900123 | E-Mail: jane@example.com');
    expect([contact.location, contact.country, contact.phone]).toEqual([null, 'GB', '+44 7700 900123']);
    const addressed = contactOf('Jane Smith\nHome: 12 Elm Street, Springfield, IL 62704\nMobile: (217) 555-0134');
    expect(addressed.country).toBe('US');
    // the labels in a row of their own, the numbers in the row below
    const labelRow = contactOf('Jane Smith  Designer\nMobile:  Fax:  Email:\n+1 902 555 0134  jane@example.com');
    expect(labelRow.location).toBeNull();
  });

  it('infers Canada for a +1 number with a Canadian address', () => {
    const contact = contactOf('Li Wei\nVancouver, BC\n+1 604 555 0199');
    expect([contact.phoneCountry, contact.country]).toEqual(['CA', 'CA']);
  });

  it('finds the place at the end of a street address', () => {
    const contact = contactOf('Max Müller\nMusterstraße 1, 80331 München\nTel.: 0171 2345678');
    expect([contact.location, contact.country, contact.phone]).toEqual(['80331 München', 'DE', '0171 2345678']);
  });

  it('finds the town of an Indian address whose PIN is glued to the town with a dash', () => {
    const contact = contactOf('Ravi Kumar\nAddress: 12 Lake View Colony, Station Road, Kothrud, Nashik- 422003, Maharashtra, India\nPhone: +91 98220 12345');
    expect([contact.location, contact.country]).toEqual(['Nashik 422003, Maharashtra, India', 'IN']);
  });

  it('finds an Irish address ending in a postal district and Eircode', () => {
    const contact = contactOf('Aoife Byrne RGN\nApartment 4, 12 Griffith Avenue, Dublin 9, D09 X8Y2\nMobile: 087 123 4567');
    expect([contact.name, contact.location, contact.country]).toEqual(['Aoife Byrne', 'Dublin 9, D09 X8Y2', 'IE']);
  });

  it('takes Canada from a national number with a Canadian area code when no place is given', () => {
    expect(contactOf('Marc Tremblay\n514 555-0123').country).toBe('CA');
    expect(contactOf('Jane Roe\n(512) 555-0147').country).toBeNull();
  });

  it('falls back to the phone for the country', () => {
    expect(contactOf('Anna Nowak\n+48 601 234 567').country).toBe('PL');
  });

  it('skips document titles, credentials and nicknames when picking the name', () => {
    expect(contactOf('Curriculum Vitae\nMaría José García\nmaria@example.es').name).toBe('María José García');
    expect(contactOf('Tanya Brooks, SHRM-CP\nHR Manager').name).toBe('Tanya Brooks');
    expect(contactOf('JANE DOE, RN\nChicago, IL 60601').name).toBe('Jane Doe');
    expect(contactOf('MARIA LOPEZ, MBA, PMP\nProject Manager').name).toBe('Maria Lopez');
    // in capitals without a comma, the last word is the surname, not a credential
    expect(contactOf('JOHN DOE\nAccountant').name).toBe('John Doe');
    expect(contactOf('ROBERT "BOB" SMITH\nPlumber').name).toBe('Robert Smith');
  });

  it('strips dotted credentials and academic titles from the name', () => {
    expect(contactOf('Emily R. Carter, M.Ed.\nColumbus, Ohio 43215').name).toBe('Emily R. Carter');
    expect(contactOf('Jane Doe, Ph.D.\nResearch Scientist').name).toBe('Jane Doe');
    expect(contactOf('Mag. Thomas Gruber\nKey Account Manager').name).toBe('Thomas Gruber');
    expect(contactOf('Dr. med. Anna Schmidt\nFachärztin').name).toBe('Anna Schmidt');
    expect(contactOf('Dipl.-Ing. Karl Huber\nProjektleiter').name).toBe('Karl Huber');
    expect(contactOf('mgr inż. Anna Kowalska\nInżynier budowy').name).toBe('Anna Kowalska');
    // Nigerian and Philippine professional titles before the name, in capitals too
    expect(contactOf('ENGR. EMEKA CHIDI OBI\nSite Engineer').name).toBe('Emeka Chidi Obi');
    expect(contactOf('Atty. Maria Santos Cruz\nCorporate Lawyer').name).toBe('Maria Santos Cruz');
    // a middle initial is not a credential
    expect(contactOf('John A. Smith\nAccountant').name).toBe('John A. Smith');
  });

  it('returns nulls when there is nothing to find', () => {
    expect(contactOf('EXPERIENCE\n• did things')).toMatchObject({ name: null, email: null, phone: null, location: null, country: null });
  });

  it('writes names in capitals in title case, keeping diacritics', () => {
    expect(displayName('ŁUKASZ ŹRÓDŁO')).toBe('Łukasz Źródło');
    expect(displayName('Anne-Marie  O’Neil')).toBe('Anne-Marie O’Neil');
  });
});

describe('names and places on real-world first lines', () => {
  it('takes no room, town or prepositional phrase for the name', () => {
    expect(contactOf('Lucina Hall Room 204\nBall State University').name).toBeNull();
    expect(contactOf('At Joined\nSenior Analyst').name).toBeNull();
    expect(contactOf('Baldwin City\nJane Wehner').name).toBe('Jane Wehner');
  });

  it('reads a town behind a street and before a phone, and a state after a town named like a label', () => {
    expect(contactOf('Devin Hettinger\n11111 Any Street. New York, NY 11111 ~ (212) 555-0199').location).toBe('New York, NY 11111');
    expect(contactOf('Jesse Ziemann\n1515 Stanley Drive\nHometown, KS 66202').location).toBe('Hometown, KS 66202');
    expect(contactOf('Kendall Considine\nHillsborough, N.J. 08844').location).toBe('Hillsborough, N.J. 08844');
  });
});

describe('template CVs', () => {
  it('finds the name and address above the contact details when a preamble or a subtitle ends the header block first', () => {
    const { lines } = extractText(
      'Sample Resume\nEducation\nDO NOT COPY: You are advised not to\ncopy this sample, but to use it to generate\nideas to create your own resume.\n' +
        'Kim Rowley\n790 Brown St\nTraralgon VIC 3844\nPh: 1230456789 (M)\nemail: kim.rowley@example.com\nEDUCATION\nBachelor of Education: Monash University',
    );
    const contact = parseContact(lines, lines.slice(0, 1));
    expect([contact.name, contact.location]).toEqual(['Kim Rowley', 'Traralgon VIC 3844']);
  });

  it('takes no template title for the name', () => {
    expect(contactOf('Sample Law CV no.1\nLorinda Emmet\nlorinda@example.ie').name).toBe('Lorinda Emmet');
  });

  it('reads a placeholder ZIP code after the state', () => {
    expect(contactOf('Rudy Adams\n1640 Maple Street\nTreeville, NE 68xxx\nrudy@example.com').location).toBe('Treeville, NE 68xxx');
    expect(parsePlace('Milton, Nebraska 69xxx')?.country).toBe('US');
  });

  it('takes no town with its postcode for the name, but keeps a name beside its region', () => {
    expect(contactOf('Local Address\nNew South, NC 27509\nwr@example.net').name).toBeNull();
    expect(contactOf('Mei Schuppe, Telangana - Email me on Indeed: k@rs.org').name).toBe('Mei Schuppe');
  });

  it('takes no town before its region on a header without a name for the name', () => {
    // a CV whose name was not read, rendered again: the contact line heads the page
    expect(contactOf('Resume\nkim@example.com | 0412 345 678 | Clayton, VIC').name).toBeNull();
    expect(contactOf('Resume\nkim@example.com | (512) 555-0142 | Austin, TX').name).toBeNull();
  });
});

describe('a job board\'s places', () => {
  it('reads an Indian state with the ISO code of India, not Indiana', () => {
    expect(parsePlace('MAHARASHTRA, IN')?.country).toBe('IN');
    expect(parsePlace('Bengaluru, Karnataka, IN')?.country).toBe('IN');
    expect(parsePlace('Kullu, Himachal Pradesh')?.country).toBe('IN');
    expect(parsePlace('Indianapolis, IN')?.country).toBe('US');
  });
});

describe('places in headers that lost their line breaks', () => {
  it.each([
    ['Shelli Kuvalis\nRosharon, TX 77583 Home: (123)345-7890', 'Rosharon, TX 77583'],
    ['Sadie Goldner\nP.O. Box 1673 Jacksonville, FL 32011 123.345.7890', 'Jacksonville, FL'],
    ['Lorita Murazik\nBishnupur, MANIPUR, 722122, IN - Email me on Indeed: a@b.org', 'Bishnupur, MANIPUR, 722122, IN'],
    ['Hal Schmeler\n232 Olive Ave, North York, ON, M2N 4P6', 'North York, ON, M2N 4P6'],
    ['Gordon Hills\n000Any Street #2 ■ Culver City, CA 91604 ■ (123)345-7890', 'Culver City, CA 91604'],
    ['Mei Schuppe, Telangana - Email me on Indeed: k@rs.org', 'Telangana'],
    ['Dionna Blanda\nNo.12, Atarod Street, Tehran, Iran, 1231456789', 'Tehran, Iran'],
    // a scan's OCR reads the mid-dot between header fields as "*" or "+"
    ['Jordan Merritt\n(512) 555-0142  jordan.merritt@example.com * Austin, TX', 'Austin, TX'],
    ['Etta\netta@example.com  (312) 555-0123 + Chicago, IL + linkedin.com/in/etta-example', 'Chicago, IL'],
  ])('%j → %s', (text, place) => {
    expect(contactOf(text).location).toBe(place);
  });

  it('reads an address with its postcode below the first heading, and no school town from an education-first CV', () => {
    const { lines } = extractText('Colby Heaney\n(123)345-7890\nEDUCATION\nTowson University, Towson, MD\n12 Third Street\nTowson, MD 21222');
    expect(parseContact(lines, lines.slice(0, 2)).location).toBe('Towson, MD 21222');
    const school = extractText('Education\nPhD Education Administration, University of New York, NY (2000)\nExperience');
    expect(parseContact(school.lines, []).location).toBeNull();
  });

  it('reads a town GeoNames files as a section of a city beside its region, never alone', () => {
    expect(parsePlace('Culver City, Ca')?.country).toBe('US');
    expect(parsePlace('Springvale VIC 3171')?.country).toBe('AU');
    expect(parsePlace('Reservoir')).toBeNull();
    expect(parsePlace('Wedding')).toBeNull();
  });

  it('reads "1255 University, Montreal, QC" as a street before the town', () => {
    expect(parsePlace('1255 University, Montreal, QC')?.text).toBe('Montreal, QC');
  });
});

describe('a town wrapped in a narrow column', () => {
  it('joins the words of the line above that complete the town\'s name', () => {
    const contact = contactOf('Lucía Garza\nTel.: 81 1234 5678\nlucia@example.com.mx\nCol. Centro, San Pedro Garza\nGarcía, Nuevo León, C.P. 66220');
    expect(contact.location).toBe('San Pedro Garza García, Nuevo León, C.P. 66220');
    expect(contact.country).toBe('MX');
    // a town that is whole on its line keeps its name
    expect(contactOf('Ann Lee\nann@example.com\nFlat 2, Albion Street\nLeeds, West Yorkshire').location).toBe('Leeds, West Yorkshire');
  });
});

describe('a labelled address in a suburb no gazetteer lists', () => {
  it('takes the address\'s last named part as the town and leaves the country unknown', () => {
    const contact = contactOf('Surname: Dlamini\nFirst Names: Sipho\nResidential Address:   4 Protea Lane, Bryanston, Randburg West, 2191\nCell: 082 555 0101');
    expect(contact.location).toBe('Randburg West, 2191');
    expect(contact.country).toBeNull();
    // a street is no town
    expect(contactOf('Ann Lee\nAddress: Flat 2, 41 Albion Street\nann@example.com').location).toBeNull();
  });
});

describe('the country of a national number', () => {
  it('is the email domain\'s country when the CV names no known place, and no generic domain\'s', () => {
    const za = contactOf('Sipho Dlamini\nsipho@example.co.za\nCell: 082 555 0101');
    expect([za.phoneCountry, za.country]).toEqual(['ZA', 'ZA']);
    const io = contactOf('Sipho Dlamini\nsipho@studio.io\nCell: 082 555 0101');
    expect(io.country).toBeNull();
  });
});

describe('addresses printed without the commas a parser expects', () => {
  it('reads the town after a numbered street that runs into it, and a British postcode typed in small letters', () => {
    expect(contactOf('Ruth Ellery\n21 Acacia Lane Springvale VIC 3171\nTel: (03) 9333 4555').location).toBe('Springvale VIC 3171');
    expect(contactOf('Ruth Ellery\n21 Acacia Lane Springvale VIC 3171\nTel: (03) 9333 4555').country).toBe('AU');
    expect(contactOf('CURRICULUM VITAE\nNAME:\nTom Ashdown\nADDRESS:\n7 Elm Road, Sale, Manchester M21 4bs\nTELEPHONE:\n0161 496 0000').location).toBe('Manchester M21 4bs');
    // the outward part keeps its capitals: "manchester m21 4bs" names no postcode
    expect(parsePlace('Manchester m21 4bs')).toBeNull();
  });

  it('reads a job board\'s "US-NJ-Jersey City" with its note in brackets, and only where the town is in that country', () => {
    // the board's header rows hold the title only; the place is a labelled row below the first heading
    const { lines } = extractText('Title  Sr. Java Developer\nPrimary Skills  Java J2ee, spring, hibernate\nLocation  US-NJ-Jersey City (will consider relocating)');
    const c = parseContact(lines, lines.slice(0, 1));
    expect(c.location).toBe('US-NJ-Jersey City');
    expect(c.country).toBe('US');
    expect(parsePlace('CA-NJ-Jersey City')).toBeNull();
    // the label alone on its line, the place on the next
    const alone = extractText('Title  Sr. Java Developer\nSummary\nLocation\nUS-NJ-Jersey City');
    expect(parseContact(alone.lines, alone.lines.slice(0, 1)).location).toBe('US-NJ-Jersey City');
    // a list of tools that opens on a town's name is no place
    expect(parsePlace('Spring, Hibernate')).toBeNull();
  });
});

describe('what is printed where a name would be', () => {
  it('takes no job title, no form label and no section name for the name', () => {
    // the job sought alone at the top, no name printed
    expect(contactOf('Medical Assistant\n123-345-7890\nmaria.l@example.com\nSeattle, WA').name).toBeNull();
    expect(contactOf('Title  Sr. Java Developer\nPrimary Skills  Java J2ee, spring, hibernate\nLocation  US-NJ-Jersey City').name).toBeNull();
    // surnames that are also trades are still names
    expect(contactOf('Grace Porter\n123-345-7890\ngrace@example.com').name).toBe('Grace Porter');
    expect(contactOf('Tim Cook\nSeattle, WA\ntim@example.com').name).toBe('Tim Cook');
  });
});

describe('a CV that opens on a section', () => {
  it('takes no place from the first section\'s lines, only a labelled one or one with its postcode', async () => {
    const { parseCv } = await import('./index');
    const opensOnJobs = 'Professional Experience\nAssistant Principal, Lakeside School District, New\nYork\n1999 - Present\nLed the school\'s literacy programme\nEducation\nM.A. Education Administration, University of Albany (1993)';
    expect(parseCv(extractText(opensOnJobs)).contact.location).toBeNull();
    const withAddress = `${opensOnJobs}\nContact\n12 Third Street  Towson, MD 21222\njo@example.com`;
    expect(parseCv(extractText(withAddress)).contact.location).toBe('Towson, MD 21222');
  });
});

describe('a form whose labels came out before their values', () => {
  it('reads the first value after a run of labels that opens on "Name:" as the name', () => {
    const form = 'Lindenweg 5\n30457 Hannover\nTel. : +49 511 2622226\nCURRICULUM VITAE\nName:\nBirth:\nNationality:\nPersonal Status:\n1.\nAmira Haddad\nBaghdad, 02.05.1975\nGerman\nMarried';
    expect(contactOf(form).name).toBe('Amira Haddad');
    // one label alone above its value is read by the candidates; a place after the labels is no name
    expect(contactOf('Name:\nBirth:\nNationality:\nHannover, Germany\n1975').name).toBeNull();
  });

  it('reads the place after a job board\'s "Current Location:", a district before a city-state and a suburb before its city and postcode', () => {
    expect(parsePlace('Current Location: Pune, Maharashtra')).toEqual({ text: 'Pune, Maharashtra', country: 'IN' });
    expect(parsePlace('Bedok, Singapore')).toEqual({ text: 'Bedok, Singapore', country: 'SG' });
    expect(parsePlace('Ponsonby, Auckland 1011')).toEqual({ text: 'Ponsonby, Auckland 1011', country: 'NZ' });
    // a legal form after the comma is an employer's ("S.A." is South Australia only after a town known there)
    expect(parsePlace('Sovena Portugal, S.A.')).toBeNull();
    expect(parsePlace('Port Augusta, S.A.')?.country).toBe('AU');
    // without a postcode an unknown name before a city stays an employer and its city
    expect(parsePlace('Nubank, São Paulo')).toBeNull();
  });

  it('takes no town from a phone label written without a colon', () => {
    const contact = contactOf('Mere Parata\n22 Rata Road, Karori, Wellington 6012\nMobile 027 555 0142   Email mere@example.co.nz');
    expect(contact.location).toBe('Karori, Wellington 6012');
    expect(contact.country).toBe('NZ');
  });
});

describe('a form that says where the candidate lives', () => {
  it('reads the residence over a postal box, a suburb before its city kept', () => {
    expect(contactOf('Jane Wanjiru\nPostal Address\nP.O. Box 45210-00100, Nairobi\nResidence\nKilimani, Nairobi\nMobile\n+254 722 418 306').location).toBe('Kilimani, Nairobi');
  });

  it('takes no desired work location for the home, and reads a ZIP code followed by the country', () => {
    const read = contactOf('Jane Doe\n12 Oak Lane\nAlexandria, VA 22310 US\nDesired Locations: Washington, DC; Arlington, VA');
    expect([read.location, read.country]).toEqual(['Alexandria, VA 22310', 'US']);
    expect(contactOf('Jane Doe\nDesired Locations: Arlington, VA\njane@example.com').location).toBeNull();
    expect(parsePlace('Washington, DC 20472 United States')).toEqual({ text: 'Washington, DC 20472', country: 'US' });
  });
});

describe('profiles the file links to', () => {
  const lines = extractText('Rafael Ortiz\nrafael@example.com | rafaelortizpe | rortiz.engineer\n\nEXPERIENCE\nCaterpillar Inc.').lines;
  it('gives the LinkedIn and GitHub profiles the text shows only as a handle', () => {
    const contact = parseContact(lines, lines, 'en', ['https://www.linkedin.com/in/rafaelortizpe', 'https://github.com/rortiz']);
    expect([contact.linkedin, contact.github]).toEqual(['linkedin.com/in/rafaelortizpe', 'github.com/rortiz']);
  });
  it("never takes an employer's linked page for the candidate's website", () => {
    expect(parseContact(lines, lines, 'en', ['https://www.caterpillar.com/']).website).not.toBe('caterpillar.com');
  });
});

describe('Swedish and Turkish addresses', () => {
  it('reads a Swedish postcode of three and two digits before the town', () => {
    expect(parsePlace('411 04 Göteborg')).toEqual({ text: '411 04 Göteborg', country: 'SE' });
    expect(contactOf('Emma Lindqvist\nÖvre Husargatan 21, 411 04 Göteborg\n073-512 48 96  •  emma.lindqvist@example.se').location).toBe('411 04 Göteborg');
  });

  it("keeps a district no gazetteer lists before its town in the header's contact row, and no employer or post there", () => {
    expect(contactOf('Elif Yılmaz\nMuhasebe Uzmanı\nKadıköy, İstanbul | 0532 418 27 65 | elif.yilmaz@example.com.tr').location).toBe('Kadıköy, İstanbul');
    expect(contactOf('Jan Berg\nSenior Engineer, Berlin | +49 30 1234567 | jan@example.de').location).toBe('Berlin');
  });
});
