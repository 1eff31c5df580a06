import countryToCurrency from 'country-to-currency';

const CURRENCIES: Readonly<Record<string, string>> = countryToCurrency;

/**
 * The currency pay is quoted in for a market (ISO 3166-1 alpha-2): a market the wage data cannot
 * price still reports its empty range in its own money ("no estimate" in pesos, not in dollars).
 * US dollars only when the country is not known.
 */
export const currencyOf = (country: string): string => CURRENCIES[country.toUpperCase()] ?? 'USD';
