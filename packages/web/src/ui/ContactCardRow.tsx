import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A client contact (spec 3 "Contact card"); `note` or the older `additional_notes` holds the note. */
export interface ContactCard {
  client_contact_id?: number;
  salutation?: string | null;
  first_name: string;
  last_name: string;
  position?: string | null;
  mobile?: string | null;
  email?: string | null;
  note?: string | null;
  additional_notes?: string | null;
  can_resource_access: boolean;
}

interface ContactCardRowProps {
  contact: ContactCard;
  /** Row actions (edit, remove), shown at the right. */
  extra?: ReactNode;
}

export function contactName({ salutation, first_name, last_name }: ContactCard): string {
  return [salutation, first_name, last_name].filter(Boolean).join(' ');
}

/** One contact card in a list (spec 2.10): who, how to reach them, the note and resource access. */
export function ContactCardRow({ contact, extra }: ContactCardRowProps) {
  const name = contactName(contact);
  const note = contact.note || contact.additional_notes;
  return (
    <Flex
      component="article"
      aria-label={name}
      justify="space-between"
      gap={16}
      style={{ padding: '12px 0' }}
    >
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{name}</Typography.Text>
          {contact.position && <Typography.Text type="secondary">{contact.position}</Typography.Text>}
          {contact.can_resource_access && <Tag color="blue">Can access resources</Tag>}
        </Flex>
        <Flex gap={16} wrap>
          {contact.mobile && (
            <Typography.Link href={`tel:${contact.mobile}`}>
              <PhoneOutlined aria-hidden /> {contact.mobile}
            </Typography.Link>
          )}
          {contact.email && (
            <Typography.Link href={`mailto:${contact.email}`}>
              <MailOutlined aria-hidden /> {contact.email}
            </Typography.Link>
          )}
        </Flex>
        {note && <Typography.Paragraph style={{ margin: 0 }}>{note}</Typography.Paragraph>}
      </Flex>
      {extra && (
        <Flex align="start" gap={8}>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
