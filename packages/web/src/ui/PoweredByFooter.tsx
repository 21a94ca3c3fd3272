import { Typography } from 'antd';
import dayjs from 'dayjs';

/** The 'powered by' credit and a copyright range from this year to the next (spec 1). */
export function PoweredByFooter() {
  const year = dayjs().year();
  return (
    <footer style={{ textAlign: 'center', padding: '16px 0' }}>
      <Typography.Text type="secondary">
        powered by <strong>Atrium</strong> · © {year}–{year + 1}
      </Typography.Text>
    </footer>
  );
}
