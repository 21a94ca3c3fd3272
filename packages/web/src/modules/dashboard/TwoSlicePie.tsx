import { Flex, Typography, theme } from 'antd';

const SIZE = 88;
const RADIUS = SIZE / 2;

/** The point on the circle `share` of the way round from the top, clockwise. */
function pointAt(share: number) {
  const angle = share * 2 * Math.PI - Math.PI / 2;
  return `${RADIUS + RADIUS * Math.cos(angle)} ${RADIUS + RADIUS * Math.sin(angle)}`;
}

/**
 * A pie of two slices, the first in the primary colour, with each slice's text beside it; `label` tells what it
 * shows, figures included, to those who cannot see it. The first slice's share of the whole is `share` (0-1).
 */
export function TwoSlicePie({
  share,
  texts,
  label,
}: {
  share: number;
  texts: [string, string];
  label: string;
}) {
  const { token } = theme.useToken();
  return (
    <Flex gap={16} align="center">
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
        <circle cx={RADIUS} cy={RADIUS} r={RADIUS} fill={token.colorTextQuaternary} />
        {share >= 1 ? (
          <circle cx={RADIUS} cy={RADIUS} r={RADIUS} fill={token.colorPrimary} />
        ) : (
          share > 0 && (
            <path
              d={`M ${RADIUS} ${RADIUS} L ${pointAt(0)} A ${RADIUS} ${RADIUS} 0 ${share > 0.5 ? 1 : 0} 1 ${pointAt(share)} Z`}
              fill={token.colorPrimary}
            />
          )
        )}
      </svg>
      <Flex vertical gap={2}>
        <Typography.Text>
          <span style={{ color: token.colorPrimary }}>●</span> {texts[0]}
        </Typography.Text>
        <Typography.Text>
          <span style={{ color: token.colorTextQuaternary }}>●</span> {texts[1]}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
