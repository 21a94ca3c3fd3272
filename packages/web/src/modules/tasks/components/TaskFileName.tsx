import { cutFileName } from '@atrium/contracts';
import { Typography } from 'antd';

/** A task's file name, cut to spec 9's length with the whole name on hover. */
export function TaskFileName({ fileName }: { fileName: string }) {
  const shown = cutFileName(fileName);
  return <Typography.Text title={shown === fileName ? undefined : fileName}>{shown}</Typography.Text>;
}
