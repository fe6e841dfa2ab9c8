import { createHash } from 'node:crypto';

/**
 * Compiled statements per database handle and shape (a JSON key): a statement's SQL text depends
 * only on its shape, so it is built once and each run binds its values. Shapes are few, but each
 * handle's map is capped, dropping its oldest entry. Keyed weakly by the handle, so a
 * transaction's statements go with it.
 */
const compiledStatements = new WeakMap<object, Map<string, unknown>>();
const MAX_SHAPES = 500;

export function compiled<T>(db: object, kind: string, shape: object, prepare: () => T): T {
  let byShape = compiledStatements.get(db);
  if (!byShape) compiledStatements.set(db, (byShape = new Map<string, unknown>()));
  const key = `${kind}:${JSON.stringify(shape)}`;
  let statements = byShape.get(key) as T | undefined;
  if (!statements) {
    if (byShape.size >= MAX_SHAPES) byShape.delete(byShape.keys().next().value!);
    statements = prepare();
    byShape.set(key, statements);
  }
  return statements;
}

/**
 * A server-side statement name for one shape of a kind of statement: each connection parses it
 * once, and PostgreSQL may keep its plan. The same shape always gets the same name.
 */
export function statementName(kind: string, shape: object): string {
  const hash = createHash('sha256').update(JSON.stringify(shape)).digest('base64url');
  return `lotus_${kind}_${hash.slice(0, 20)}`;
}
