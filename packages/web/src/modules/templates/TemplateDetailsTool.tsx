import { DownloadOutlined } from '@ant-design/icons';
import { TEMPLATE_MODULES, type Template, type TemplateVersion, templateKind } from '@atrium/contracts';
import {
  Breadcrumb,
  Button,
  Card,
  Col,
  Flex,
  Modal,
  Row,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messageForError } from '../../platform/errorMessages';
import { idOption } from '../../platform/formFields';
import { toolLink } from '../../platform/tools/toolLink';
import type { ToolProps } from '../../platform/tools/toolTypes';
import { OpenedRecord } from '../../ui/OpenedRecord';
import { QueryPagedTable, usePage } from '../../ui/QueryPagedTable';
import { useConfirmation } from '../../ui/useConfirmation';
import { useNotify } from '../../ui/useNotify';
import { TemplatePreview } from './components/TemplatePreview';
import { TemplateVariables } from './components/TemplateVariables';
import { displayInstant, outputLabel } from './components/templateLabels';
import {
  useArchiveTemplate,
  useDownloadTemplatePreview,
  useMakeTemplateDefault,
  useRestoreTemplateVersion,
  useTemplate,
  useTemplateVersions,
} from './templates.api';

const MODULE = 'templates';

/** 'template-details' (Template Details): the template in option `id`: its text previewed, its variables and versions. */
export function TemplateDetailsTool({ options }: ToolProps) {
  const id = idOption(options.id);
  const template = useTemplate(id);
  return (
    <OpenedRecord
      id={id}
      query={template}
      emptyText="Open a template from the template list."
      emptyAction={<Link to={toolLink('template-module-list')}>Open the module list</Link>}
    >
      {(record) => <TemplateDetails template={record} />}
    </OpenedRecord>
  );
}

function TemplateDetails({ template }: { template: Template }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const makeDefault = useMakeTemplateDefault();
  const archive = useArchiveTemplate();
  const download = useDownloadTemplatePreview();
  const info = templateKind(template.kind);
  const listLink = toolLink('module-specific-template-list', { module: template.module });
  const report = (error: unknown) => {
    notify('error', messageForError(error, MODULE));
    throw error;
  };

  const askMakeDefault = () =>
    confirm({
      title: 'Make this the default',
      content: `Every ${info.title.toLowerCase()} is written from "${template.name}" from now on.`,
      confirmText: 'Make default',
      onConfirm: () =>
        makeDefault
          .mutateAsync(template.id)
          .then(() => notify('success', 'Default template changed'), report),
    });
  const askArchive = () =>
    confirm({
      title: 'Archive template',
      content: `"${template.name}" leaves the list; its versions stay on record.`,
      confirmText: 'Archive',
      isDanger: true,
      onConfirm: () =>
        archive.mutateAsync(template.id).then(() => {
          notify('success', 'Template archived');
          navigate(listLink);
        }, report),
    });
  const downloadPreview = () =>
    download(template.id, template.version, template.kind).catch((error: unknown) =>
      notify('error', messageForError(error, MODULE)),
    );

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[
          { title: <Link to={toolLink('template-module-list')}>Templates</Link> },
          { title: <Link to={listLink}>{TEMPLATE_MODULES[template.module]}</Link> },
          { title: template.name },
        ]}
      />
      <Flex gap={8} wrap justify="space-between" align="center">
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {template.name}
          </Typography.Title>
          {template.is_default && <Tag color="blue">Default</Tag>}
          <Tag>{info.title}</Tag>
          <Tag>{outputLabel(info.output)}</Tag>
          <Typography.Text type="secondary">Version {template.version}</Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          {info.output === 'document' && (
            <Button icon={<DownloadOutlined aria-hidden />} onClick={downloadPreview}>
              PDF preview
            </Button>
          )}
          {!template.is_default && <Button onClick={askMakeDefault}>Make default</Button>}
          <Tooltip title={template.is_default ? 'Make another template the default first' : undefined}>
            <Button danger disabled={template.is_default} onClick={askArchive}>
              Archive
            </Button>
          </Tooltip>
          <Button type="primary" onClick={() => navigate(toolLink('template-form', { id: template.id }))}>
            Edit
          </Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <TemplatePreview kind={template.kind} subject={template.subject} body={template.body} />
        </Col>
        <Col xs={24} xl={8}>
          <TemplateVariables kind={template.kind} />
        </Col>
      </Row>
      <TemplateVersions template={template} />
      {dialog}
    </Flex>
  );
}

function TemplateVersions({ template }: { template: Template }) {
  const notify = useNotify();
  const paging = usePage();
  const [shown, setShown] = useState<TemplateVersion | null>(null);
  const versions = useTemplateVersions(template.id, paging);
  const restore = useRestoreTemplateVersion();
  const [confirm, dialog] = useConfirmation();
  const askRestore = (version: TemplateVersion) =>
    confirm({
      title: `Restore version ${version.version}`,
      content: `Its text becomes version ${template.version + 1}; version ${template.version} stays on record.`,
      confirmText: 'Restore',
      onConfirm: () =>
        restore.mutateAsync({ id: template.id, version: version.version }).then(
          () => notify('success', `Version ${version.version} restored`),
          (error: unknown) => {
            notify('error', messageForError(error, MODULE));
            throw error;
          },
        ),
    });
  const columns: TableProps<TemplateVersion>['columns'] = [
    { title: 'Version', dataIndex: 'version', key: 'version', width: 90 },
    { title: 'Note', key: 'note', render: (_, version) => version.note ?? '—' },
    { title: 'By', key: 'by', render: (_, version) => version.created_by_name ?? '—' },
    { title: 'Saved', key: 'created', render: (_, version) => displayInstant(version.created) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, version) => (
        <Flex gap={4}>
          <Button size="small" onClick={() => setShown(version)}>
            View
          </Button>
          {version.version !== template.version && (
            <Button size="small" onClick={() => askRestore(version)}>
              Restore
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Card title="Versions" size="small" styles={{ body: { padding: 0 } }}>
      <QueryPagedTable<TemplateVersion>
        aria-label="Versions"
        rowKey="version"
        columns={columns}
        query={versions}
        paging={paging}
      />
      <Modal
        open={shown !== null}
        title={shown ? `${template.name}, version ${shown.version}` : ''}
        onCancel={() => setShown(null)}
        footer={null}
        width={720}
      >
        {shown && <TemplatePreview kind={template.kind} subject={shown.subject} body={shown.body} />}
      </Modal>
      {dialog}
    </Card>
  );
}
