import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chooseTool, readArguments, spellings, USAGE } from './arguments.mjs';

const REGISTRY = { titles: { 'event-tool': 'Events', 'audit-log': 'Audit Log' }, built: ['audit-log'] };

describe('new:module arguments', () => {
  it('takes a name and a tool, in either order', () => {
    assert.deepEqual(readArguments(['service-desk', '--tool', 'event-tool']), {
      name: 'service-desk',
      tool: 'event-tool',
    });
    assert.deepEqual(readArguments(['--tool', 'event-tool', 'events']), {
      name: 'events',
      tool: 'event-tool',
    });
  });

  for (const argv of [
    ['Service-Desk', '--tool', 'event-tool'],
    ['service_desk', '--tool', 'event-tool'],
    ['service-desk-', '--tool', 'event-tool'],
    ['service-desk'],
    ['service-desk', '--tool'],
    ['service-desk', 'more', '--tool', 'event-tool'],
    [],
  ]) {
    it(`refuses ${JSON.stringify(argv)}`, () => {
      assert.deepEqual(readArguments(argv), { refused: USAGE });
    });
  }

  it('refuses a tool spec 2.6 does not list, and one a module builds already', () => {
    assert.match(chooseTool('no-such-tool', REGISTRY).refused, /not a tool of spec 2\.6/);
    assert.match(chooseTool('audit-log', REGISTRY).refused, /built already/);
    assert.deepEqual(chooseTool('event-tool', REGISTRY), {
      tool: { identifier: 'event-tool', title: 'Events' },
    });
  });

  it('spells the name for each kind of identifier', () => {
    assert.deepEqual(spellings('service-desk'), {
      name: 'service-desk',
      camel: 'serviceDesk',
      pascal: 'ServiceDesk',
      constant: 'SERVICE_DESK',
      snake: 'service_desk',
      title: 'Service Desk',
      lower: 'service desk',
    });
  });

  it('stops with the usage, before anything is written, when the name is refused', () => {
    const script = fileURLToPath(new URL('../new-module.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [script, 'Bad Name', '--tool', 'event-tool'], {
      encoding: 'utf8',
    });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^usage: npm run new:module/);
  });
});
