import { EmptyState } from '../../ui/EmptyState';

export const COMING_SOON_TEXT = 'This tool is coming soon.';

/** A tool whose module is not built yet: its card title and this line, never a made-up screen. */
export function ComingSoonTool() {
  return <EmptyState description={COMING_SOON_TEXT} />;
}
