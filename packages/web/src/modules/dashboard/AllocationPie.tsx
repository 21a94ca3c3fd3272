import type { ResourceAllocation } from '@atrium/contracts';
import { Flex, Typography, theme } from 'antd';

const SIZE = 88;
const RADIUS = SIZE / 2;

/** The point on the circle `share` of the way round from the top, clockwise. */
function pointAt(share: number) {
  const angle = share * 2 * Math.PI - Math.PI / 2;
  return `${RADIUS + RADIUS * Math.cos(angle)} ${RADIUS + RADIUS * Math.sin(angle)}`;
}

/**
 * The resource allocation pie (spec 2.7): allocated versus bench on the day counted, drawn as two slices with its
 * figures beside them; 'No allocations' when nobody is allocated.
 */
export function AllocationPie({ data }: { data: ResourceAllocation }) {
  const { token } = theme.useToken();
  const total = data.allocated_count + data.bench_count;
  if (data.allocated_count === 0) return <Typography.Text type="secondary">No allocations</Typography.Text>;
  const share = data.allocated_count / total;
  const percent = Math.round(share * 100);
  const label = `Allocated ${data.allocated_count} (${percent}%), bench ${data.bench_count} of ${total} people`;
  return (
    <Flex gap={16} align="center">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
        <circle cx={RADIUS} cy={RADIUS} r={RADIUS} fill={token.colorTextQuaternary} />
        {share >= 1 ? (
          <circle cx={RADIUS} cy={RADIUS} r={RADIUS} fill={token.colorPrimary} />
        ) : (
          <path
            d={`M ${RADIUS} ${RADIUS} L ${pointAt(0)} A ${RADIUS} ${RADIUS} 0 ${share > 0.5 ? 1 : 0} 1 ${pointAt(share)} Z`}
            fill={token.colorPrimary}
          />
        )}
      </svg>
      <Flex vertical gap={2}>
        <Typography.Text>
          <span style={{ color: token.colorPrimary }}>●</span> Allocated {data.allocated_count} ({percent}%)
        </Typography.Text>
        <Typography.Text>
          <span style={{ color: token.colorTextQuaternary }}>●</span> Bench {data.bench_count}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
