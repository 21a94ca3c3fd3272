import {
  fillSubject,
  fillTemplate,
  sampleValues,
  type TemplateBlock,
  type TemplateKind,
  type TemplateRun,
  templateKind,
} from '@atrium/contracts';
import { Card, Typography } from 'antd';
import { useOrganization } from '../../../platform/OrganizationContext';

const Runs = ({ runs }: { runs: readonly TemplateRun[] }) =>
  runs.map((run, index) =>
    // Runs never move: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: a run has no other key
    run.bold ? <strong key={index}>{run.text}</strong> : <span key={index}>{run.text}</span>,
  );

function Block({ block }: { block: TemplateBlock }) {
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item has no other key
          <li key={index}>
            <Runs runs={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (block.kind === 'heading') {
    return (
      <Typography.Title level={4}>
        <Runs runs={block.runs} />
      </Typography.Title>
    );
  }
  return (
    <Typography.Paragraph>
      <Runs runs={block.runs} />
    </Typography.Paragraph>
  );
}

/**
 * A template's text as its reader will see it, filled with the kind's sample values (and the organisation's own
 * name): values are React text, so nothing in them is read as markup.
 */
export function TemplatePreview({
  kind,
  subject,
  body,
}: {
  kind: TemplateKind;
  subject: string | null | undefined;
  body: string;
}) {
  const organization = useOrganization();
  const values = { ...sampleValues(kind), organization_name: organization.name };
  const isEmail = templateKind(kind).output === 'email';
  return (
    <Card
      size="small"
      title={isEmail ? `Subject: ${fillSubject(subject ?? '', values) || '—'}` : organization.name}
      aria-label="Preview"
      role="region"
    >
      {fillTemplate(body, values).map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are rendered afresh from the text
        <Block key={index} block={block} />
      ))}
    </Card>
  );
}
