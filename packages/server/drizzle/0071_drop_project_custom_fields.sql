DROP TABLE "project_custom_fields" CASCADE;--> statement-breakpoint
DROP TABLE "project_custom_values" CASCADE;