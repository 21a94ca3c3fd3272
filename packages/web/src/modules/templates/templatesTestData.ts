import { type Template, templateKind } from '@atrium/contracts';
import { ORG } from '../../test/fixtures';

export const BASE = `/api/${ORG.id}/template-management`;

export const relievingLetter = (changes: Partial<Template> = {}): Template => ({
  id: 5,
  kind: 'relieving_letter',
  module: 'exits',
  output: 'document',
  name: 'Relieving Letter',
  is_default: true,
  version: 2,
  updated: '2026-11-20T09:30:00.000Z',
  created: '2026-11-01T09:30:00.000Z',
  subject: null,
  body: templateKind('relieving_letter').standard.body,
  ...changes,
});
