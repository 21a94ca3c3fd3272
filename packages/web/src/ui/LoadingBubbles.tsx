import { theme } from 'antd';

const BUBBLE_COUNT = 3;
const BUBBLE_SIZE_PX = 8;

// React hoists and de-duplicates a style with an href, so the keyframes exist once however many show.
const KEYFRAMES = `
@keyframes atrium-loading-bubble {
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
}
@media (prefers-reduced-motion: reduce) {
  .atrium-loading-bubble { animation: none !important; opacity: 0.7; }
}`;

interface LoadingBubblesProps {
  /** What is loading, for assistive technology; 'Loading' unless told. */
  label?: string;
}

/** Loading bubbles (spec 2.10): three pulsing dots, announced as a status. */
export function LoadingBubbles({ label = 'Loading' }: LoadingBubblesProps) {
  const { token } = theme.useToken();
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-flex', gap: BUBBLE_SIZE_PX / 2 }}>
      <style href="atrium-loading-bubbles" precedence="default">
        {KEYFRAMES}
      </style>
      {Array.from({ length: BUBBLE_COUNT }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are identical and never reorder
          key={index}
          className="atrium-loading-bubble"
          aria-hidden
          style={{
            width: BUBBLE_SIZE_PX,
            height: BUBBLE_SIZE_PX,
            borderRadius: '50%',
            background: token.colorPrimary,
            animation: `atrium-loading-bubble 1.2s ${index * 0.16}s infinite ease-in-out both`,
          }}
        />
      ))}
    </span>
  );
}
