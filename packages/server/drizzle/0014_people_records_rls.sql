INSERT INTO employee_work_periods (organization_id, employee_id, valid_from, designation_id, department_id,
  sub_department_id, grade_id, reporting_manager_id, status)
SELECT organization_id, id, coalesce(date_of_joining, created_at::date), designation_id, department_id,
  sub_department_id, grade_id, reporting_manager_id, status
FROM employees;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('business_regions');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('business_units');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('employment_types');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('locations');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('skills');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('vendors');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('contracts');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('employee_identities');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('employee_bank_details');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('employee_skills');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('employee_documents');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('employee_work_periods');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('employee_exits');
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('exit_clearances');
