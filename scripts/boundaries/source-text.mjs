// Reads a TypeScript file the way the checks need it: the code with its comments blanked out (so prose never
// counts as an import or a query), and the text of every string and template literal with its line, where SQL
// lives. Regular expressions are skipped so a quote inside one does not open a string.

const regexMayFollow = new Set(['', ...'(,=:[!&|?{};+-*%<>~^']);

/** `{ code, strings: [{ text, line }] }`; a template's `${…}` parts read as ` ? `, their own strings apart. */
export function readSource(text) {
  const code = text.split('');
  const strings = [];
  const templates = [];
  let depth = 0;
  let line = 1;
  let last = '';
  let i = 0;

  const blank = (from, to) => {
    for (let k = from; k < to; k += 1) if (code[k] !== '\n') code[k] = ' ';
  };
  const lineOf = (from, to) => {
    for (let k = from; k < to; k += 1) if (text[k] === '\n') line += 1;
  };
  // Reads a template from i (just past a backtick or a closing `}`) to its end or its next `${`.
  const readTemplate = (state) => {
    let k = i;
    while (k < text.length && text[k] !== '`' && !(text[k] === '$' && text[k + 1] === '{'))
      k += text[k] === '\\' ? 2 : 1;
    state.text += text.slice(i, k);
    lineOf(i, k);
    if (text[k] === '`') {
      strings.push({ text: state.text, line: state.line });
      i = k + 1;
      last = 'a';
    } else {
      state.text += ' ? ';
      templates.push({ depth, state });
      depth += 1;
      i = k + 2;
      last = '{';
    }
  };

  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const to = end === -1 ? text.length : end;
      blank(i, to);
      i = to;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const to = end === -1 ? text.length : end + 2;
      blank(i, to);
      lineOf(i, to);
      i = to;
    } else if (c === '"' || c === "'") {
      let k = i + 1;
      while (k < text.length && text[k] !== c && text[k] !== '\n') k += text[k] === '\\' ? 2 : 1;
      strings.push({ text: text.slice(i + 1, k), line });
      i = k + 1;
      last = 'a';
    } else if (c === '`') {
      i += 1;
      readTemplate({ text: '', line });
    } else if (c === '/' && regexMayFollow.has(last)) {
      let k = i + 1;
      let inClass = false;
      while (k < text.length && text[k] !== '\n' && (inClass || text[k] !== '/')) {
        if (text[k] === '[') inClass = true;
        else if (text[k] === ']') inClass = false;
        k += text[k] === '\\' ? 2 : 1;
      }
      i = k + 1;
      last = 'a';
    } else if (c === '}' && templates.length && templates.at(-1).depth === depth - 1) {
      depth -= 1;
      i += 1;
      readTemplate(templates.pop().state);
    } else {
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (c === '\n') line += 1;
      if (!/\s/.test(c)) last = /[\w$)\]]/.test(c) ? 'a' : c;
      i += 1;
    }
  }
  return { code: code.join(''), strings };
}
