import type { SalesPipeline } from '@atrium/contracts';
import { Flex, Select } from 'antd';

/** The pipeline whose id is `chosen`, else the default one (the process lists it first). */
export const chosenPipeline = (pipelines: readonly SalesPipeline[], chosen: string | number | undefined) =>
  pipelines.find((pipeline) => String(pipeline.id) === String(chosen)) ?? pipelines[0];

interface PipelinePickerProps {
  id: string;
  pipelines: readonly SalesPipeline[];
  value: number | undefined;
  onChange(id: number): void;
}

/** A labelled select of the organisation's pipelines, the default first. */
export function PipelinePicker({ id, pipelines, value, onChange }: PipelinePickerProps) {
  return (
    <Flex gap={8} align="center">
      <label htmlFor={id}>Pipeline</label>
      <Select
        id={id}
        style={{ minWidth: 200 }}
        value={value}
        options={pipelines.map((pipeline) => ({
          label: pipeline.is_default ? `${pipeline.name} (default)` : pipeline.name,
          value: pipeline.id,
        }))}
        onChange={onChange}
      />
    </Flex>
  );
}
