/**
 * Industry vocabularies for `target_industry`: what a CV aimed at that industry is expected to
 * mention beyond the role's own skills. Curated from common job-posting language; aliases are
 * matched against the request's text after folding case and accents.
 */
export interface IndustryProfile {
  name: string;
  aliases: string[];
  terms: string[];
}

export const INDUSTRIES: IndustryProfile[] = [
  {
    name: 'Financial services',
    aliases: ['fintech', 'finance', 'financial services', 'banking', 'bank', 'payments', 'capital markets', 'investment', 'asset management', 'trading', 'wealth management', 'finanzdienstleistungen', 'banque', 'banca'],
    terms: ['compliance', 'risk management', 'regulatory', 'payments', 'KYC', 'AML', 'fraud detection', 'PCI DSS', 'audit', 'reconciliation', 'credit risk', 'financial reporting'],
  },
  {
    name: 'Insurance',
    aliases: ['insurance', 'insurtech', 'reinsurance', 'versicherung', 'assurance', 'seguros'],
    terms: ['underwriting', 'claims', 'actuarial', 'policyholders', 'risk assessment', 'regulatory', 'compliance', 'loss ratio'],
  },
  {
    name: 'Healthcare',
    aliases: ['healthcare', 'health care', 'health', 'hospital', 'medical', 'healthtech', 'digital health', 'clinical', 'nhs', 'gesundheitswesen', 'santé', 'salud'],
    terms: ['patient care', 'patient safety', 'HIPAA', 'EHR', 'clinical', 'regulatory compliance', 'quality improvement', 'patient outcomes', 'infection control'],
  },
  {
    name: 'Pharmaceuticals and biotech',
    aliases: ['pharma', 'pharmaceutical', 'pharmaceuticals', 'biotech', 'biotechnology', 'life sciences', 'medical devices'],
    terms: ['GMP', 'GxP', 'clinical trials', 'FDA', 'regulatory submissions', 'validation', 'quality assurance', 'pharmacovigilance', 'CAPA'],
  },
  {
    name: 'E-commerce and retail',
    aliases: ['e-commerce', 'ecommerce', 'retail', 'online retail', 'marketplace', 'consumer goods', 'fmcg', 'cpg', 'einzelhandel', 'commerce'],
    terms: ['conversion rate', 'customer experience', 'merchandising', 'inventory', 'omnichannel', 'checkout', 'fulfilment', 'customer retention', 'category management'],
  },
  {
    name: 'Software and SaaS',
    aliases: ['saas', 'software', 'technology', 'tech', 'it', 'information technology', 'cloud', 'internet', 'b2b software', 'enterprise software'],
    terms: ['SaaS', 'cloud', 'scalability', 'uptime', 'customer churn', 'product-led', 'API', 'security', 'agile', 'ARR'],
  },
  {
    name: 'Manufacturing',
    aliases: ['manufacturing', 'industrial', 'production', 'industry 4.0', 'fertigung', 'industrie', 'manufactura'],
    terms: ['lean manufacturing', 'six sigma', 'quality control', 'ISO 9001', 'production planning', 'continuous improvement', 'OEE', 'health and safety', 'supply chain'],
  },
  {
    name: 'Automotive',
    aliases: ['automotive', 'automobile', 'cars', 'mobility', 'ev', 'electric vehicles', 'automobilindustrie'],
    terms: ['IATF 16949', 'APQP', 'PPAP', 'FMEA', 'ISO 26262', 'supplier quality', 'vehicle', 'lean manufacturing'],
  },
  {
    name: 'Energy and utilities',
    aliases: ['energy', 'utilities', 'oil and gas', 'oil & gas', 'renewables', 'renewable energy', 'power', 'solar', 'wind', 'energie'],
    terms: ['renewable energy', 'grid', 'health and safety', 'regulatory compliance', 'asset management', 'sustainability', 'HSE', 'energy efficiency'],
  },
  {
    name: 'Education',
    aliases: ['education', 'edtech', 'school', 'schools', 'higher education', 'university', 'teaching', 'e-learning', 'bildung', 'éducation', 'educación'],
    terms: ['curriculum', 'student outcomes', 'assessment', 'safeguarding', 'lesson planning', 'differentiation', 'learning management system', 'pedagogy'],
  },
  {
    name: 'Logistics and supply chain',
    aliases: ['logistics', 'supply chain', 'transport', 'transportation', 'shipping', 'freight', 'warehousing', 'logistik', 'logistique', 'logística'],
    terms: ['supply chain', 'inventory management', 'warehouse', 'procurement', 'freight', 'last mile', 'demand planning', 'WMS', 'on-time delivery', 'KPIs'],
  },
  {
    name: 'Telecommunications',
    aliases: ['telecommunications', 'telecom', 'telecoms', 'telco', 'networking', 'mobile network'],
    terms: ['5G', 'LTE', 'network', 'OSS/BSS', 'fibre', 'SLA', 'uptime', 'customer churn'],
  },
  {
    name: 'Media, marketing and advertising',
    aliases: ['media', 'advertising', 'adtech', 'marketing', 'publishing', 'entertainment', 'agency', 'digital media', 'werbung', 'publicité'],
    terms: ['brand awareness', 'audience', 'campaigns', 'content strategy', 'engagement', 'ROI', 'programmatic', 'media planning'],
  },
  {
    name: 'Consulting and professional services',
    aliases: ['consulting', 'consultancy', 'professional services', 'advisory', 'beratung', 'conseil', 'consultoría'],
    terms: ['client management', 'stakeholder management', 'business case', 'change management', 'workshops', 'deliverables', 'engagement management'],
  },
  {
    name: 'Public sector',
    aliases: ['government', 'public sector', 'public administration', 'nonprofit', 'non-profit', 'ngo', 'charity', 'öffentlicher dienst', 'secteur public'],
    terms: ['policy', 'procurement', 'stakeholder engagement', 'public funding', 'governance', 'compliance', 'accessibility', 'grant'],
  },
  {
    name: 'Hospitality and travel',
    aliases: ['hospitality', 'hotel', 'hotels', 'travel', 'tourism', 'restaurants', 'food service', 'gastronomie', 'hôtellerie', 'hostelería'],
    terms: ['guest experience', 'customer service', 'revenue management', 'occupancy', 'food safety', 'HACCP', 'front of house', 'bookings'],
  },
  {
    name: 'Construction and real estate',
    aliases: ['construction', 'real estate', 'property', 'building', 'infrastructure', 'architecture', 'bau', 'immobilien', 'bâtiment', 'construcción'],
    terms: ['health and safety', 'site management', 'building regulations', 'project controls', 'BIM', 'cost estimation', 'subcontractors', 'CSCS'],
  },
  {
    name: 'Gaming',
    aliases: ['gaming', 'games', 'video games', 'game development', 'esports'],
    terms: ['Unity', 'Unreal Engine', 'live ops', 'player engagement', 'monetisation', 'game design', 'retention'],
  },
];
