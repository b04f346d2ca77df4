/**
 * The value for a key, made once and kept among the last `most` made (the oldest made goes first):
 * the advisor's caches of models, final rounds and turns, each bounded so a long evening of games
 * does not grow without end.
 */
export function kept<K, V>(map: Map<K, V>, key: K, most: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    const oldest = map.keys().next();
    if (map.size >= most && !oldest.done) map.delete(oldest.value);
    value = make();
    map.set(key, value);
  }
  return value;
}

/** The map kept for an object (a dice model), made on first use. */
export function mapFor<O extends object, K, V>(maps: WeakMap<O, Map<K, V>>, owner: O): Map<K, V> {
  let map = maps.get(owner);
  if (!map) maps.set(owner, (map = new Map()));
  return map;
}
