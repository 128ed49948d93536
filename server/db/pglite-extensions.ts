// The contrib extensions the schema uses, loaded into PGlite wherever it opens (PostgreSQL ships
// them with its contrib package): trigram matching, accent folding for full-text search, and
// great-circle distances over a cube for searches by place.
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent, cube, earthdistance };
