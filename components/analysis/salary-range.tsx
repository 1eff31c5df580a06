import { Table, td, th } from '../ui/table';
import { formatMoney, titleCase } from '../format';
import type { Result } from './report-types';

const range = (r: { min: number; max: number; currency: string; period: string }) =>
  `${formatMoney(r.min, r.currency)} – ${formatMoney(r.max, r.currency)} per ${r.period}`;

export function SalaryRange({ salary }: { salary: Result['salary_intelligence'] }) {
  const r = salary.estimated_range;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-2xl font-semibold text-slate-900">{r.max > 0 ? range(r) : 'No estimate'}</p>
        <p className="text-sm text-slate-600">
          {salary.primary_region} · {titleCase(salary.experience_level)} level
        </p>
      </div>
      {salary.global_ranges.length > 0 && (
        <Table caption="Salary ranges by country">
          <thead>
            <tr>
              <th scope="col" className={th}>Country</th>
              <th scope="col" className={th}>Range</th>
            </tr>
          </thead>
          <tbody>
            {salary.global_ranges.map((g) => (
              <tr key={g.country}>
                <th scope="row" className={`${td} font-normal`}>{g.country}</th>
                <td className={`${td} whitespace-nowrap`}>{range(g.range)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {salary.salary_drivers.length > 0 && (
        <ul className="space-y-2 text-sm">
          {salary.salary_drivers.map((d) => (
            <li key={d.factor}>
              <span className="font-medium text-slate-900">{d.factor}</span> <span className="text-slate-500">({d.impact} impact)</span>: <span className="text-slate-700">{d.explanation}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
