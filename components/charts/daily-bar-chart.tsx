'use client';
import { useEffect, useRef, useState } from 'react';
import { labelledDays } from './day-ticks';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface Point {
  day: string;
  value: number;
}

const shortDay = (day: string) => {
  const [, m, d] = day.split('-');
  return `${Number(d)}/${Number(m)}`;
};

/** A bar per UTC day. Drawn for sighted users; the table beside it carries the same numbers. */
export function DailyBarChart({ data, seriesName, color = 'var(--color-brand-500)' }: { data: Point[]; seriesName: string; color?: string }) {
  // the plot's width decides how many day labels fit (the y axis takes about 40 px)
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width - 40));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // clipped: until the observer reports a narrower screen the chart keeps its old width, and a
  // phone turned upright (or a window narrowed) would scroll sideways for that moment
  return (
    <div ref={box} className="h-64 w-full overflow-hidden" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 20, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-slate-200)" />
          <XAxis dataKey="day" ticks={labelledDays(data.map((d) => d.day), width)} interval={0} tickFormatter={shortDay} tick={{ fontSize: 12, fill: 'var(--color-slate-600)' }} tickLine={false} axisLine={{ stroke: 'var(--color-slate-300)' }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--color-slate-600)' }} tickLine={false} axisLine={false} />
          <Tooltip cursor={{ fill: 'var(--color-slate-100)' }} labelFormatter={(d) => String(d)} formatter={(v) => [v, seriesName]} />
          <Bar dataKey="value" name={seriesName} fill={color} radius={[4, 4, 0, 0]} maxBarSize={36} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
