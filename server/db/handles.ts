// The query builder's types, apart from client.ts: code that the data migrations run (which
// client.ts imports) takes these without importing client.ts back.
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type * as schema from './schema.ts';

export type Db = PgliteDatabase<typeof schema>;
/** The handle a transaction's callback gets: the same query builder, inside the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
