CREATE TABLE "stored_file_chunks" (
	"organization_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"chunk" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_organization_id_file_key_chunk_pk" PRIMARY KEY("organization_id","file_key","chunk")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"organization_id" integer NOT NULL,
	"key" text NOT NULL,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_fk" FOREIGN KEY ("organization_id","file_key") REFERENCES "public"."stored_files"("organization_id","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Uploads are mostly compressed already (xlsx, docx, pdf, images): kept out of line as they are.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "content" SET STORAGE EXTERNAL;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('stored_files');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('stored_file_chunks');
