-- Prefix search (header workspace search): "asha%" over names, email and employee code, each an index range.
CREATE INDEX users_org_first_name_prefix_idx ON users (organization_id, lower(first_name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX users_org_last_name_prefix_idx ON users (organization_id, lower(last_name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX users_org_full_name_prefix_idx ON users (organization_id, lower(first_name || ' ' || last_name) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX users_org_email_prefix_idx ON users (organization_id, lower(email) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX employees_org_code_prefix_idx ON employees (organization_id, lower(code) text_pattern_ops);
