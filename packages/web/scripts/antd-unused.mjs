// A build step that leaves out the parts of Ant Design this app does not use but its components import anyway:
// a card imports tabs for `tabList`, typography a text area for `editable`, a table its column filter menus (with
// a tree, checkboxes and a search box), its row selection and a virtual table, a date picker its time panels,
// and several components statics such as `Dropdown.Button`. Each is replaced by a component that throws (a hook
// by one that does nothing), so nothing is loaded for it; and
// since a build that left out something the app uses would fail only when that screen is opened, the app's own
// sources are checked for each feature, and the build stops when one is used.

/**
 * @typedef {object} LeftOut
 * @property {string} file the Ant Design module (under node_modules) that imports the part
 * @property {string} name the imported binding
 * @property {string} from the import's specifier, as written
 * @property {string} feature what the app cannot use while the part is left out
 * @property {RegExp} use how the feature shows in the app's sources (comments removed)
 * @property {string} [stub] what stands in for the part, when the module calls it whether the feature is used or
 * not (a hook); otherwise a component that throws
 */

/** @type {LeftOut[]} */
const LEFT_OUT = [
  {
    file: 'antd/es/card/Card.js',
    name: 'Tabs',
    from: '../tabs',
    feature: 'Card tabList',
    use: /\btabList\b/,
  },
  {
    file: 'antd/es/card/Card.js',
    name: 'CardGrid',
    from: './CardGrid',
    feature: 'Card.Grid',
    use: /\bCard\.Grid\b/,
  },
  {
    file: 'antd/es/card/index.js',
    name: 'CardGrid',
    from: './CardGrid',
    feature: 'Card.Grid',
    use: /\bCard\.Grid\b/,
  },
  {
    file: 'antd/es/card/index.js',
    name: 'CardMeta',
    from: './CardMeta',
    feature: 'Card.Meta',
    use: /\bCard\.Meta\b/,
  },
  {
    file: 'antd/es/typography/Base/index.js',
    name: 'Editable',
    from: '../Editable',
    feature: 'Typography editable',
    use: /\beditable\b/,
  },
  {
    file: 'antd/es/table/hooks/useFilter/index.js',
    name: 'FilterDropdown',
    from: './FilterDropdown',
    feature: 'Table column filters',
    use: /\b(filterDropdown|filterMode|filterSearch|filterIcon|filterMultiple|filteredValue|defaultFilteredValue|onFilter)\b|\bfilters:\s*\[\s*\{\s*text\b/,
  },
  {
    file: 'antd/es/table/InternalTable.js',
    name: 'RcVirtualTable',
    from: './RcTable/VirtualTable',
    feature: 'Table virtual',
    use: /\bvirtual\b(?!=\{false\})/,
  },
  {
    // Every table calls the hook; without rowSelection it keeps the columns and selects no row. The selection
    // column (a dropdown, checkboxes, radios and a tree's check rules) goes; ui/selectionColumn.tsx has one.
    file: 'antd/es/table/InternalTable.js',
    name: 'useSelection',
    from: './hooks/useSelection',
    feature: 'Table rowSelection (ui/selectionColumn.tsx makes a selection column)',
    use: /\browSelection\b/,
    stub: [
      'const keepColumns = (columns) => columns;',
      'const noRowSelected = new Set();',
      'const useSelection = () => [keepColumns, noRowSelected];',
    ].join('\n'),
  },
  {
    // The App component holds a message list for `App.useApp().message`; the app's toasts are notifications
    // (ui/useNotify.ts), so the message list, its hook and its styles go. Calling it throws.
    file: 'antd/es/app/App.js',
    name: 'useMessage',
    from: '../message/useMessage',
    feature: 'message (App.useApp().message, or message from antd): toasts are notifications (useNotify)',
    use: /\{[^}]*\bmessage\b[^}]*\}\s*=\s*App\.useApp\(\)|App\.useApp\(\)\.message\b|import\s*\{[^}]*\bmessage\b[^}]*\}\s*from\s*'antd'|'antd\/es\/message/,
    stub: [
      "const leftOut = () => {\n  throw new Error('message is left out of this build (scripts/antd-unused.mjs)');\n};",
      'const noMessages = { open: leftOut, success: leftOut, error: leftOut, info: leftOut, warning: leftOut, loading: leftOut, destroy: leftOut };',
      'const useMessage = () => [noMessages, null];',
    ].join('\n'),
  },
  {
    file: '@rc-component/picker/es/PickerPanel/index.js',
    name: 'TimePanel',
    from: './TimePanel',
    feature: 'DatePicker showTime and TimePicker',
    use: /\bshowTime\b|\bTimePicker\b|\bpicker[=:]\s*["'{]*time\b/,
  },
  {
    file: '@rc-component/picker/es/PickerPanel/index.js',
    name: 'DateTimePanel',
    from: './DateTimePanel',
    feature: 'DatePicker showTime',
    use: /\bshowTime\b/,
  },
  { file: 'antd/es/input/index.js', name: 'OTP', from: './OTP', feature: 'Input.OTP', use: /\bInput\.OTP\b/ },
  {
    file: 'antd/es/input/index.js',
    name: 'Group',
    from: './Group',
    feature: 'Input.Group',
    use: /\bInput\.Group\b/,
  },
  {
    file: 'antd/es/input/index.js',
    name: 'Password',
    from: './Password',
    feature: 'Input.Password (import antd/es/input/Password)',
    use: /\bInput\.Password\b/,
  },
  {
    file: 'antd/es/dropdown/index.js',
    name: 'DropdownButton',
    from: './dropdown-button',
    feature: 'Dropdown.Button',
    use: /\bDropdown\.Button\b/,
  },
  {
    file: 'antd/es/badge/index.js',
    name: 'Ribbon',
    from: './Ribbon',
    feature: 'Badge.Ribbon',
    use: /\bRibbon\b/,
  },
  {
    file: 'antd/es/avatar/index.js',
    name: 'AvatarGroup',
    from: './AvatarGroup',
    feature: 'Avatar.Group',
    use: /\bAvatar\.Group\b/,
  },
  {
    file: 'antd/es/tag/index.js',
    name: 'CheckableTag',
    from: './CheckableTag',
    feature: 'Tag.CheckableTag',
    use: /\bCheckableTag\b/,
  },
  {
    // Every upload field here shows its chosen file its own way (`showUploadList={false}`), so Ant Design's list
    // of uploaded files (with its progress bars, previews and their icons) goes.
    file: 'antd/es/upload/Upload.js',
    name: 'UploadList',
    from: './UploadList',
    feature: 'Upload file list (an Upload without showUploadList={false})',
    use: /<Upload(?:\.Dragger)?\s(?![^<]*?\bshowUploadList=\{false\})|\bUploadList\b/,
  },
  {
    file: 'antd/es/tag/index.js',
    name: 'CheckableTagGroup',
    from: './CheckableTagGroup',
    feature: 'Tag.CheckableTagGroup',
    use: /\bCheckableTagGroup\b/,
  },
];

/**
 * Imports that bring a whole module for one small function: a radio group names its inputs with the form's
 * `toNamePathStr`, whose module holds the form engine's `useForm`, so every table (its selection column) loaded
 * the form engine. The same function, from the module it is made of.
 * @type {{ file: string, from: string, to: string }[]}
 */
const NARROWED = [
  {
    file: 'antd/es/radio/group.js',
    from: "import { toNamePathStr } from '../form/hooks/useForm';",
    to: "import { toArray } from '../form/util';\nconst toNamePathStr = (name) => toArray(name).join('_');",
  },
  // The App component holds a modal for `App.useApp().modal`, which brings the modal, its confirm dialog and
  // the skeleton to every page. The app opens two such dialogs (the error dialog, the sign-in's warning), so the
  // modal is fetched when one opens, and shown by Modal's own functions: the app sets no theme or locale for them
  // to miss. They return nothing here.
  {
    file: 'antd/es/app/App.js',
    from: "import useModal from '../modal/useModal';",
    to: [
      'const openModal = (type) => (config) => {',
      "  import('../modal').then(({ default: Modal }) => Modal[type](config));",
      '};',
      'const modalApi = {',
      "  info: openModal('info'),",
      "  success: openModal('success'),",
      "  error: openModal('error'),",
      "  warning: openModal('warning'),",
      "  confirm: openModal('confirm'),",
      '};',
      'const useModal = () => [modalApi, null];',
    ].join('\n'),
  },
];

/**
 * Components shown only after a click, which their importer loads when first rendered instead of with itself:
 * a date picker's calendar (its panels for days, months, years and decades, its footer and presets) opens only
 * when the field is clicked or focused, while the field itself shows at once. The first opening renders the
 * popup empty until its chunk arrives (the popup aligns itself again when its content changes size); every
 * later one renders it at once. The stand-in keeps one element tree throughout, so nothing in the popup is
 * mounted anew once loaded.
 * @type {{ file: string, name: string, from: string }[]}
 */
const DEFERRED = [
  { file: '@rc-component/picker/es/PickerInput/SinglePicker.js', name: 'Popup', from: './Popup' },
  { file: '@rc-component/picker/es/PickerInput/RangePicker.js', name: 'Popup', from: './Popup' },
];

/**
 * The code that stands in for `import name from 'from';`: a component rendering the module's default export, in
 * a Suspense boundary of its own that shows nothing until the module has loaded.
 * @param {{ name: string, from: string }} part
 */
const deferredImport = ({ name, from }) =>
  [
    "import { createElement as deferredElement, lazy as deferredLazy, Suspense as DeferredSuspense } from 'react';",
    `const Lazy${name} = deferredLazy(() => import(${JSON.stringify(from)}));`,
    `const ${name} = (props) =>`,
    `  deferredElement(DeferredSuspense, { fallback: null }, deferredElement(Lazy${name}, props));`,
  ].join('\n');

/** @param {string} id */
const normalized = (id) => id.replaceAll('\\', '/').replace(/\?.*$/, '');

/** @param {string} code */
const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** @returns {import('vite').Plugin} */
export function antdUnused() {
  return {
    name: 'atrium:antd-unused',
    enforce: 'pre',
    transform(code, rawId) {
      const id = normalized(rawId);
      if (/\/packages\/web\/src\/.*\.tsx?$/.test(id) && !/\.test\.tsx?$/.test(id)) {
        const source = withoutComments(code);
        for (const part of LEFT_OUT) {
          if (part.use.test(source))
            this.error(
              `${id} uses ${part.feature}, which the build leaves out (scripts/antd-unused.mjs); take it off that list`,
            );
        }
        return;
      }
      const parts = LEFT_OUT.filter((part) => id.endsWith(`/node_modules/${part.file}`));
      const narrowed = NARROWED.filter((import_) => id.endsWith(`/node_modules/${import_.file}`));
      const deferred = DEFERRED.filter((part) => id.endsWith(`/node_modules/${part.file}`));
      if (parts.length === 0 && narrowed.length === 0 && deferred.length === 0) return;
      let result = code;
      for (const part of parts) {
        // The default import goes; named imports beside it (a helper of the same module) stay.
        const line = new RegExp(
          `import ${part.name}(?:, (\\{[^}]*\\}))? from (['"]${part.from.replaceAll('.', '\\.')}['"]);`,
        );
        if (!line.test(result))
          this.error(
            `${part.file} no longer imports ${part.name} from ${part.from}: update scripts/antd-unused.mjs`,
          );
        result = result.replace(
          line,
          (_line, named, specifier) =>
            `${named ? `import ${named} from ${specifier};\n` : ''}${
              part.stub ??
              `const ${part.name} = () => {\n  throw new Error('${part.feature} is left out of this build (scripts/antd-unused.mjs)');\n};`
            }`,
        );
      }
      for (const import_ of NARROWED) {
        if (!narrowed.includes(import_)) continue;
        if (!result.includes(import_.from))
          this.error(`${import_.file} no longer has ${import_.from}: update scripts/antd-unused.mjs`);
        result = result.replace(import_.from, import_.to);
      }
      for (const part of deferred) {
        const line = `import ${part.name} from "${part.from}";`;
        if (!result.includes(line))
          this.error(`${part.file} no longer has ${line}: update scripts/antd-unused.mjs`);
        result = result.replace(line, deferredImport(part));
      }
      return { code: result, map: null };
    },
  };
}
