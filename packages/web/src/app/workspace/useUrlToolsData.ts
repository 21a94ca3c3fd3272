import { type ToolsData, ToolsDataSchema } from '@atrium/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readJsonParam } from './jsonParam';
import { useInvalidUrlToast } from './useInvalidUrlToast';

export const TOOLS_DATA_PARAM = 'tools_data';

const EMPTY_TOOLS_DATA: ToolsData = {};

/**
 * The `tools_data` query parameter (spec 2.2, 2.6). Malformed JSON shows the 'invalid_url' toast once
 * and is dropped from the URL, so the workspace opens without it. `writeToolsData` rewrites the URL in
 * place (no new history entry); empty data removes the parameter.
 */
export function useUrlToolsData(): { toolsData: ToolsData; writeToolsData(next: ToolsData): void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const showInvalidUrl = useInvalidUrlToast();
  const raw = searchParams.get(TOOLS_DATA_PARAM);
  const parsed = useMemo(() => readJsonParam(raw, ToolsDataSchema), [raw]);
  const reportedRaw = useRef<string | null>(null);

  useEffect(() => {
    if (parsed.kind !== 'malformed' || reportedRaw.current === raw) return;
    reportedRaw.current = raw;
    showInvalidUrl();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TOOLS_DATA_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [parsed, raw, showInvalidUrl, setSearchParams]);

  const writeToolsData = (toolsData: ToolsData) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (Object.keys(toolsData).length === 0) next.delete(TOOLS_DATA_PARAM);
        else next.set(TOOLS_DATA_PARAM, JSON.stringify(toolsData));
        return next;
      },
      { replace: true },
    );

  return { toolsData: parsed.kind === 'value' ? parsed.value : EMPTY_TOOLS_DATA, writeToolsData };
}
