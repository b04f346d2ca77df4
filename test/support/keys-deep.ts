/** Every own key of every object in `value`, at any depth (a JSON.parse'd `__proto__` is an own key). */
export function keysDeep(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, keys));
  else if (typeof value === 'object' && value !== null) {
    for (const key of Reflect.ownKeys(value)) {
      keys.add(String(key));
      keysDeep((value as Record<string, unknown>)[key as string], keys);
    }
  }
  return keys;
}
