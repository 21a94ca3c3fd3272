import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Config } from '../../config';

const ICONS = new URL('../../../assets/teams/', import.meta.url);
/** The Teams app manifest version the package is written to (Microsoft's published schema). */
const MANIFEST_VERSION = '1.17';

/**
 * The Teams app package an admin uploads to their organisation's Teams (Teams admin centre, "Upload custom app"):
 * a manifest naming the organisation's own bot by its app id, for personal chats, and the two icons Teams asks for.
 * The bot answers at the messaging endpoint the Integrations tool shows.
 */
export async function teamsAppPackage(
  config: Pick<Config, 'PUBLIC_URL'>,
  organization: { name: string },
  appId: string,
): Promise<Buffer> {
  const site = new URL(config.PUBLIC_URL);
  const manifest = {
    $schema: `https://developer.microsoft.com/en-us/json-schemas/teams/v${MANIFEST_VERSION}/MicrosoftTeams.schema.json`,
    manifestVersion: MANIFEST_VERSION,
    version: '1.0.0',
    id: appId,
    developer: {
      name: organization.name.slice(0, 32),
      websiteUrl: site.origin,
      privacyUrl: site.origin,
      termsOfUseUrl: site.origin,
    },
    name: { short: 'Atrium', full: `Atrium for ${organization.name}`.slice(0, 100) },
    description: {
      short: 'Your Atrium notifications, approvals from the card',
      full: 'The notifications of your Atrium bell in a chat, and leave and timesheet approvals decided from their cards.',
    },
    icons: { color: 'color.png', outline: 'outline.png' },
    accentColor: '#1F4E79',
    bots: [{ botId: appId, scopes: ['personal'], supportsFiles: false, isNotificationOnly: false }],
    permissions: ['identity', 'messageTeamMembers'],
    validDomains: [site.host],
  };
  const zip = new JSZip();
  zip.file('manifest.json', JSON.stringify(manifest, null, 2));
  for (const icon of ['color.png', 'outline.png']) zip.file(icon, await readFile(new URL(icon, ICONS)));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
