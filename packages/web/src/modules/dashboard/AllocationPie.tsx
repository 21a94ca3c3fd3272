import type { ResourceAllocation } from '@atrium/contracts';
import { Typography } from 'antd';
import { TwoSlicePie } from './TwoSlicePie';

/**
 * The resource allocation pie (spec 2.7): allocated versus bench on the day counted, drawn as two slices with its
 * figures beside them; 'No allocations' when nobody is allocated.
 */
export function AllocationPie({ data }: { data: ResourceAllocation }) {
  const total = data.allocated_count + data.bench_count;
  if (data.allocated_count === 0) return <Typography.Text type="secondary">No allocations</Typography.Text>;
  const share = data.allocated_count / total;
  const percent = Math.round(share * 100);
  return (
    <TwoSlicePie
      share={share}
      texts={[`Allocated ${data.allocated_count} (${percent}%)`, `Bench ${data.bench_count}`]}
      label={`Allocated ${data.allocated_count} (${percent}%), bench ${data.bench_count} of ${total} people`}
    />
  );
}
