SELECT atrium_enable_tenant_rls('background_tasks');--> statement-breakpoint
SELECT atrium_enable_tenant_rls('organization_holidays');
