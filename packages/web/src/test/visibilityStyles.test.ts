import { describe, expect, it } from 'vitest';
import { showingRules } from './visibilityStyles';

describe('the style rules web tests keep', () => {
  it('keeps the rules that hide or show, whole, and drops the rest', () => {
    const css =
      '.a{color:red;display:none}.b{color:blue}.c{visibility:hidden}.d{opacity:0}.e{border-display-ish:1px}';
    expect(showingRules(css)).toBe('.a{color:red;display:none}.c{visibility:hidden}.d{opacity:0}');
  });

  it('keeps media rules holding such a rule, and drops key frames and font faces', () => {
    const css =
      '@media (max-width:575px){.a{display:none}.b{color:red}}@media print{.c{margin:0}}' +
      '@keyframes spin{0%{opacity:0}100%{opacity:1}}@font-face{font-family:x;display:swap}';
    expect(showingRules(css)).toBe('@media (max-width:575px){.a{display:none}}');
  });

  it('reads braces inside quoted text as text', () => {
    const css = '.a::after{content:"}{";display:block}.b{content:\'{\'}';
    expect(showingRules(css)).toBe('.a::after{content:"}{";display:block}');
  });

  it('lets a style element read back the whole text it was given', () => {
    const style = document.createElement('style');
    style.innerHTML = '.a{display:none}.b{color:red}';
    document.head.append(style);
    expect(style.innerHTML).toBe('.a{display:none}.b{color:red}');
    expect(style.sheet?.cssRules).toHaveLength(1);
    style.remove();
  });
});
