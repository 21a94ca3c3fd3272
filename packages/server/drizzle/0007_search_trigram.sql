-- Typo-tolerant prefix search over names (header workspace search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX users_search_name_trgm_idx ON users
  USING gin ((lower(first_name || ' ' || last_name || ' ' || email)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX workspaces_search_name_trgm_idx ON workspaces USING gin ((lower(display_name || ' ' || name)) gin_trgm_ops);
