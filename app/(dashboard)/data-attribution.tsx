import { ATTRIBUTION, ESCO_NOTICE } from '@/lib/engine/cv/knowledge/attribution';

/** The credits the O*NET (CC BY 4.0) and ESCO licences ask for wherever their data is shown. */
export function DataAttribution() {
  return (
    <footer className="mt-12 border-t border-slate-200 pt-4 text-xs text-slate-500">
      <p>
        {ATTRIBUTION} {ESCO_NOTICE} Salary estimates are modelled from public wage statistics (US BLS OEWS; UK ONS ASHE, Open Government Licence; ILO ILOSTAT; Statistics Canada) and World Bank ICP price levels (CC BY 4.0).
      </p>
    </footer>
  );
}
