import { UserOutlined } from '@ant-design/icons';
import type { EmployeeCard, UnitLabels } from '@atrium/contracts';
import { displayName, employeeStatusLabel, POPOVER_HOVER_DELAY_MS } from '@atrium/contracts';
import { Avatar, Descriptions, type DescriptionsProps, Flex, Popover, Typography } from 'antd';
import { type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { displayTerm } from '../platform/displayTerm';
import { useUnitLabels } from '../platform/unitLabels';
import { EmployeeStatusBadge } from './EmployeeStatusBadge';
import { LoadingBubbles } from './LoadingBubbles';
import { useEmployeeCard } from './profileCard.api';

function cardItems(card: EmployeeCard, labels: UnitLabels): DescriptionsProps['items'] {
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'email', label: 'Email', value: card.email },
    { key: 'mobile', label: 'Mobile', value: card.mobile },
    { key: 'designation', label: 'Designation', value: card.designation?.name },
    { key: 'department', label: labels.department, value: card.department?.name },
    { key: 'code', label: 'Code', value: card.code },
    {
      key: 'experience',
      label: 'Total experience',
      value: card.total_experience === null ? null : `${card.total_experience} years`,
    },
    { key: 'employment-type', label: 'Employment type', value: displayTerm(card.employment_type) },
    {
      key: 'status',
      label: 'Status',
      value: employeeStatusLabel(card.status) ? <EmployeeStatusBadge status={card.status} /> : card.status,
    },
  ];
  return rows
    .filter((row) => row.value !== undefined && row.value !== null && row.value !== '')
    .map(({ key, label, value }) => ({ key, label, children: value }));
}

function EmployeeCardContent({ card }: { card: EmployeeCard }) {
  const name = displayName({ ...card, is_superuser: false });
  const labels = useUnitLabels();
  return (
    <Flex vertical gap={12} style={{ width: 300 }}>
      <Flex align="center" gap={12}>
        <Avatar size={48} src={card.photo ?? undefined} icon={<UserOutlined />} alt={`Photo of ${name}`} />
        <Typography.Text strong>{name}</Typography.Text>
      </Flex>
      <Descriptions size="small" column={1} items={cardItems(card, labels)} />
    </Flex>
  );
}

interface ProfileHoverCardProps {
  employeeId: number;
  /** What the card opens from: a name or an avatar, focusable so keyboard users can open it too. */
  children: ReactElement;
}

/**
 * The profile hover card (spec 2.10): opens after 100 ms of hover (or on focus), closes on leave or
 * wheel, and stays hidden when the card cannot be loaded.
 */
export function ProfileHoverCard({ employeeId, children }: ProfileHoverCardProps) {
  const [isOpen, setIsOpen] = useState(false);
  const card = useEmployeeCard(employeeId, isOpen);

  useEffect(() => {
    if (!isOpen) return;
    const close = () => setIsOpen(false);
    window.addEventListener('wheel', close, { passive: true });
    return () => window.removeEventListener('wheel', close);
  }, [isOpen]);

  return (
    <Popover
      open={isOpen && !card.isError}
      onOpenChange={setIsOpen}
      trigger={['hover', 'focus']}
      mouseEnterDelay={POPOVER_HOVER_DELAY_MS / 1000}
      placement="rightTop"
      destroyOnHidden
      content={
        card.data ? <EmployeeCardContent card={card.data} /> : <LoadingBubbles label="Loading profile" />
      }
    >
      {children}
    </Popover>
  );
}
