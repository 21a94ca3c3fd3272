import { theme } from 'antd';

/** The 'powered by' credit and a copyright range from this year to the next (spec 1). */
export function PoweredByFooter() {
  const { token } = theme.useToken();
  const year = new Date().getFullYear();
  return (
    <footer style={{ textAlign: 'center', padding: '16px 0', color: token.colorTextSecondary }}>
      powered by <strong>Atrium</strong> · © {year}–{year + 1}
    </footer>
  );
}
