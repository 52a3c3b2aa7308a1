/**
 * A value derived from an object, built the first time it is asked for and kept as long as the object lives: what
 * depends only on one day's data (in-force.ts) is built once per set of editions, not once per request.
 */
export function oncePer<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const built = new WeakMap<K, V>();
  return (key) => {
    if (built.has(key)) return built.get(key) as V;
    const value = build(key);
    built.set(key, value);
    return value;
  };
}
