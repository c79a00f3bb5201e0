import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * Drizzle over a D1 binding, made once per binding: building it reads the whole schema's relations
 * (~3% of rendering a page anew, docs/decisions/031-cheaper-fresh-render-links-and-react-build.md),
 * and it keeps nothing of a request's.
 */
export function getDb(d1: D1Database) {
  let db = databases.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    databases.set(d1, db);
  }
  return db;
}

const databases = new WeakMap<D1Database, ReturnType<typeof drizzle<typeof schema>>>();

export type Db = ReturnType<typeof getDb>;
