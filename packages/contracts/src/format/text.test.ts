import { describe, expect, it } from 'vitest';
import { cutFileName, cutText, ELLIPSIS } from './text';

describe('cutText', () => {
  it.each<[string, string]>([
    ['', ''],
    ['Short title', 'Short title'],
    ['exactly twenty chars', 'exactly twenty chars'],
    ['twenty-one characters', 'twenty-one char…ters'],
    ['Quarterly revenue forecast for 2024', 'Quarterly reven…2024'],
    ['Zoë Ångström-Ñúñez 😀 and friends 🎉', 'Zoë Ångström-Ñú…ds 🎉'],
  ])('cuts %j to %j', (text, expected) => {
    expect(cutText(text)).toBe(expected);
  });
});

describe('cutFileName', () => {
  it.each<[string, string]>([
    ['employee_master.xlsx', 'employe….xlsx'],
    ['tenletters.csv', 'tenletters.csv'],
    ['elevenchars.csv', 'elevenc….csv'],
    ['report.final.version.pdf', 'report.….pdf'],
    ['a_very_long_name_without_extension', 'a_very_…'],
    ['short', 'short'],
    ['.environment_settings', '.enviro…'],
    ['archive.tar.gz', 'archive….gz'],
  ])('cuts %j to %j', (fileName, expected) => {
    expect(cutFileName(fileName)).toBe(expected);
  });
});

describe('ELLIPSIS', () => {
  it('is the single character U+2026', () => {
    expect([ELLIPSIS.length, ELLIPSIS.codePointAt(0)]).toEqual([1, 0x2026]);
  });
});
