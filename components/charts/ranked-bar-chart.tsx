'use client';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface Row {
  label: string;
  value: number;
}

/** Horizontal bars, largest first (calls per key, per endpoint). The table beside it is the accessible form. */
export function RankedBarChart({ data, seriesName, color = 'var(--color-brand-600)' }: { data: Row[]; seriesName: string; color?: string }) {
  const height = Math.max(120, data.length * 36 + 40);
  return (
    <div className="w-full overflow-hidden" style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--color-slate-200)" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--color-slate-600)' }} tickLine={false} axisLine={false} />
          <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 12, fill: 'var(--color-slate-700)' }} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: 'var(--color-slate-100)' }} formatter={(v) => [v, seriesName]} />
          <Bar dataKey="value" name={seriesName} fill={color} radius={[0, 4, 4, 0]} maxBarSize={24} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
