SELECT atrium_enable_tenant_rls('leave_configurations');
