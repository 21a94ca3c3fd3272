SELECT atrium_enable_tenant_rls('workspaces');
