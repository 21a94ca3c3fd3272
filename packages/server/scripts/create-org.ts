import { parseArgs } from 'node:util';
import {
  LoginProviderSchema,
  OrganizationHostSchema,
  OrganizationSlugSchema,
  ProjectPermissionVariantSchema,
} from '@atrium/contracts';
import { z } from 'zod';
import { openCliContext } from '../src/cli/open-context';
import { AppError } from '../src/platform/http/app-error';
import { provisionOrganization } from '../src/provisioning/provision-organization';

const usage = `Usage: npm run org:create -- --name "Globex" --slug globex --host globex.example.com \\
  --admin-email admin@globex.example.com [--host another.example.com] [--variant default] [--google]`;

const ArgsSchema = z.object({
  name: z.string().min(1).max(200),
  slug: OrganizationSlugSchema,
  host: z.array(OrganizationHostSchema).min(1),
  'admin-email': z.string().email(),
  variant: ProjectPermissionVariantSchema.default('default'),
  google: z.boolean().default(false),
});

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    slug: { type: 'string' },
    host: { type: 'string', multiple: true },
    'admin-email': { type: 'string' },
    variant: { type: 'string' },
    google: { type: 'boolean' },
  },
});
const parsed = ArgsSchema.safeParse(values);
if (!parsed.success) {
  console.error(z.prettifyError(parsed.error));
  console.error(usage);
  process.exit(2);
}
const args = parsed.data;
const ctx = await openCliContext();
try {
  const { organization, link } = await provisionOrganization(ctx, {
    name: args.name,
    slug: args.slug,
    hosts: args.host,
    projectPermissionVariant: args.variant,
    secondaryLoginProviders: args.google ? [LoginProviderSchema.parse('google')] : [],
    adminEmail: args['admin-email'],
  });
  console.log(
    `Created organisation ${organization.name} (id ${organization.id}, slug ${organization.slug}).`,
  );
  console.log(`A set-password link was sent to ${args['admin-email']}: ${link}`);
} catch (error) {
  const code = error instanceof AppError ? error.code : (error as { cause?: { code?: string } }).cause?.code;
  const taken = ['organization_slug_taken', 'organization_host_taken', '23505'];
  console.error(code && taken.includes(code) ? 'That slug or host is already taken.' : error);
  process.exitCode = 1;
} finally {
  await ctx.database.close();
}
