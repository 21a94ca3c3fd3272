import { type TemplateKind, templateKind } from '@atrium/contracts';
import { Button, Card, Flex, Typography } from 'antd';

/** The variables a kind fills in; with `onInsert`, each has a button that puts its placeholder into the text. */
export function TemplateVariables({
  kind,
  onInsert,
}: {
  kind: TemplateKind;
  onInsert?(placeholder: string): void;
}) {
  return (
    <Card size="small" title="Variables" role="region" aria-label="Variables">
      <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {templateKind(kind).variables.map((variable) => {
          const placeholder = `{{${variable.key}}}`;
          return (
            <Flex component="li" key={variable.key} gap={8} justify="space-between" align="center">
              <Flex vertical>
                <Typography.Text code>{placeholder}</Typography.Text>
                <Typography.Text type="secondary">
                  {variable.label}, e.g. {variable.sample}
                </Typography.Text>
              </Flex>
              {onInsert && (
                <Button
                  size="small"
                  onClick={() => onInsert(placeholder)}
                  aria-label={`Insert ${variable.label}`}
                >
                  Insert
                </Button>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
