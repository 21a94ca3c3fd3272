import { parseToolKey, type ToolOptions } from '@atrium/contracts';
import { Card, Skeleton } from 'antd';
import { Suspense, useMemo, useReducer } from 'react';
import type { ToolLoader } from '../../platform/tools/toolTypes';
import { PageStateContext } from '../../ui/PageStateContext';
import { INITIAL_PAGE_STATE, pageStateReducer } from '../../ui/pageState';
import { CrashBoundary } from '../CrashBoundary';
import { ComingSoonTool } from './ComingSoonTool';
import { lazyTool } from './lazyTool';
import { ToolPageStateView } from './ToolPageStateView';

interface ToolFrameProps {
  toolKey: string;
  title: string;
  options: ToolOptions;
  onOptionsChange(options: ToolOptions): void;
  /** False when the page's own heading already says it (a tool alone under its own title). */
  isTitleShown?: boolean;
  /** The tool's chunk; null for a tool that is not built yet. */
  load: ToolLoader | null;
}

/**
 * One tool on a page: a card with its title, its own page state, a crash fallback that keeps the crash
 * inside the card, and a skeleton while its chunk loads (lazyPage's rules: 120 s, one reload).
 */
export function ToolFrame({
  toolKey,
  title,
  options,
  onOptionsChange,
  isTitleShown = true,
  load,
}: ToolFrameProps) {
  const [state, dispatch] = useReducer(pageStateReducer, INITIAL_PAGE_STATE);
  const pageState = useMemo(() => ({ state, dispatch }), [state]);
  const Tool = load ? lazyTool(load) : null;

  return (
    <section aria-label={title}>
      <Card title={isTitleShown ? title : undefined}>
        <PageStateContext value={pageState}>
          <CrashBoundary>
            <ToolPageStateView>
              {Tool ? (
                <Suspense fallback={<Skeleton active />}>
                  <Tool
                    toolKey={toolKey}
                    path={parseToolKey(toolKey).path}
                    options={options}
                    onOptionsChange={onOptionsChange}
                  />
                </Suspense>
              ) : (
                <ComingSoonTool />
              )}
            </ToolPageStateView>
          </CrashBoundary>
        </PageStateContext>
      </Card>
    </section>
  );
}
