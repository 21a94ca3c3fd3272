import { describe, expect, it } from 'vitest';
import { displayTerm } from './displayTerm';

describe('displayTerm', () => {
  it.each([
    ['full-time', 'Full time'],
    ['in_notice', 'In notice'],
    ['Contract (Vendor)', 'Contract (Vendor)'],
    ['', ''],
    [null, ''],
  ])('%j reads %j', (value, expected) => {
    expect(displayTerm(value)).toBe(expected);
  });
});
