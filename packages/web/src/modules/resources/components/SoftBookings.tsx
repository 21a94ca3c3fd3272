import type { ResourceRequest, SoftBooking } from '@atrium/contracts';
import { Button, Flex, Table, type TableProps } from 'antd';
import { displayDate } from '../../../platform/displayDate';
import { messageForError } from '../../../platform/errorMessages';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useConfirmation } from '../../../ui/useConfirmation';
import { useNotify } from '../../../ui/useNotify';
import { useConfirmSoftBooking, useReleaseSoftBooking, useSoftBookings } from '../resources.api';

/**
 * The people held for the request (soft bookings): each confirmed into an allocation, or released to free the place,
 * after a confirmation.
 */
export function SoftBookings({ request }: { request: ResourceRequest }) {
  const bookings = useSoftBookings(request.id);
  const confirmBooking = useConfirmSoftBooking();
  const release = useReleaseSoftBooking();
  const notify = useNotify();
  const [confirm, dialog] = useConfirmation();
  const failed = (error: unknown) => {
    notify('error', messageForError(error, 'resources'));
    throw error;
  };

  const askConfirm = (booking: SoftBooking) =>
    confirm({
      title: `Allocate ${booking.employee.name}`,
      content: `${booking.employee.name} is allocated to ${request.project.code} ${request.project.name} at ${
        request.allocation_percent
      }% from ${displayDate(request.start_date)} to ${displayDate(request.end_date)}, against ${request.code}.`,
      confirmText: 'Allocate',
      onConfirm: () =>
        confirmBooking
          .mutateAsync({ id: request.id, bookingId: booking.id })
          .then(() => notify('success', `${booking.employee.name} allocated`), failed),
    });
  const askRelease = (booking: SoftBooking) =>
    confirm({
      title: `Release ${booking.employee.name}`,
      content: `${booking.employee.name} is no longer held for ${request.code}; the place is open again.`,
      confirmText: 'Release',
      isDanger: true,
      onConfirm: () =>
        release
          .mutateAsync({ id: request.id, bookingId: booking.id })
          .then(() => notify('success', `${booking.employee.name} released`), failed),
    });

  const columns: TableProps<SoftBooking>['columns'] = [
    { title: 'Person', key: 'person', render: (_, b) => b.employee.name },
    {
      title: 'Held',
      key: 'held',
      render: (_, b) =>
        `${displayDate(b.created.slice(0, 10))}${b.booked_by ? ` by ${b.booked_by.name}` : ''}`,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, b) => (
        <Flex gap={8}>
          <Button
            size="small"
            type="primary"
            onClick={() => askConfirm(b)}
            aria-label={`Confirm ${b.employee.name}`}
          >
            Confirm
          </Button>
          <Button size="small" danger onClick={() => askRelease(b)} aria-label={`Release ${b.employee.name}`}>
            Release
          </Button>
        </Flex>
      ),
    },
  ];

  if (bookings.isError)
    return <LoadFailed variant="inline" error={bookings.error} onRetry={() => bookings.refetch()} />;
  return (
    <>
      <Table<SoftBooking>
        aria-label="Held people"
        rowKey="id"
        size="small"
        loading={bookings.isPending}
        columns={columns}
        dataSource={bookings.data?.results ?? []}
        pagination={false}
        locale={{
          emptyText: (
            <EmptyState description="Nobody is held yet: hold a ranked candidate to keep them while the project decides." />
          ),
        }}
      />
      {dialog}
    </>
  );
}
