// info.version against the released contract's (README, "Compatibility"): semver, never lower,
// and moved on by any change a client sees, so that two different documents never carry one
// version (docs/api-changes.md lists each version's changes).
import { isObject, type Json } from './schema-shape.js';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

function versionOf(doc: Json): string {
  return isObject(doc.info) ? String(doc.info.version) : 'undefined';
}

/** The document without its version: what a client sees. */
function withoutVersion(doc: Json): string {
  return JSON.stringify({
    ...doc,
    info: { ...(isObject(doc.info) ? doc.info : {}), version: undefined },
  });
}

/** What is wrong with `current`'s version, released `released` before it; empty when nothing. */
export function versionProblems(released: Json, current: Json): string[] {
  const [was, is] = [versionOf(released), versionOf(current)];
  const parsed = SEMVER.exec(is);
  if (!parsed) return [`info.version ${is} is not a semantic version (major.minor.patch)`];
  const old = SEMVER.exec(was);
  if (!old) return [];
  const order = [1, 2, 3].map((i) => Number(parsed[i]) - Number(old[i])).find((d) => d !== 0) ?? 0;
  if (order < 0) return [`info.version ${is} is lower than the released ${was}`];
  if (order === 0 && withoutVersion(released) !== withoutVersion(current)) {
    return [
      `openapi.json changed since the released ${was} but keeps its version: raise info.version ` +
        '(src/app/openapi/document.ts; minor for an addition, patch for a description) and list the ' +
        'change in docs/api-changes.md',
    ];
  }
  return [];
}
