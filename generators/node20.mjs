// orval 8.38 and @hey-api/openapi-ts 0.99 declare Node >= 22 (engines); on the service's Node 20
// orval stops on `Map.groupBy is not a function` (Node 21). The few methods they call are added
// here, before they load (`node --import ./node20.mjs`); on Node 22 this does nothing.
function groupBy(items, key, make, add) {
  const groups = make();
  let index = 0;
  for (const item of items) add(groups, key(item, index++), item);
  return groups;
}
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, key) =>
    groupBy(
      items,
      key,
      () => new Map(),
      (m, k, v) => (m.has(k) ? m.get(k).push(v) : m.set(k, [v])),
    );
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, key) =>
    groupBy(
      items,
      key,
      () => Object.create(null),
      (o, k, v) => (o[k] ??= []).push(v),
    );
}
