/**
 * JSON with one array element per line: diffs of the committed data stay readable and the
 * files stay compact (no deep indentation). Object keys keep insertion order, which the
 * builders make deterministic.
 */
export function serialise(value: Record<string, unknown>): string {
  const lines = Object.entries(value).map(([key, v]) => {
    if (Array.isArray(v)) return `${JSON.stringify(key)}: [\n${v.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]`;
    if (v && typeof v === 'object') {
      const inner = Object.entries(v).map(([k, x]) => `  ${JSON.stringify(k)}: ${JSON.stringify(x)}`);
      return `${JSON.stringify(key)}: {\n${inner.join(',\n')}\n}`;
    }
    return `${JSON.stringify(key)}: ${JSON.stringify(v)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}
