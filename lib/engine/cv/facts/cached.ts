/** The value of `key` in a cache, made on first use (a cache of one analysis: see FactsMemo). */
export function cached<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
