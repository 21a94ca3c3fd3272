import { createWriteStream } from 'node:fs';
import { IMPORT_KINDS } from '@atrium/contracts';
import { writeSheet } from '../src/platform/spreadsheets/sheet-writer';
import { ACME_DEPARTMENTS, ACME_DESIGNATIONS } from '../src/seed/demo-data';

const FIRST = ['Asha', 'Bram', 'Chen', 'Dara', 'Elif', 'Femi', 'Gita', 'Hugo', 'Ines', 'Jae', 'Kofi', 'Lena'];
const LAST = ['Rao', 'Okafor', 'Silva', 'Novak', 'Haddad', 'Kim', 'Meyer', 'Ito', 'Costa', 'Ahmed', 'Berg'];

/**
 * An employee master workbook of `count` made-up people in Acme's departments and designations: each reports to
 * someone earlier in the file (eight reportees per manager), so the file also exercises manager links.
 */
export async function writeScaleWorkbook(path: string, count: number, codePrefix = 'SC') {
  const departments = Object.entries(ACME_DEPARTMENTS);
  const columns = IMPORT_KINDS.employee_master.columns.map((column) => ({
    header: column.header,
    key: column.field,
  }));
  const code = (n: number) => `${codePrefix}-${String(n).padStart(6, '0')}`;
  async function* rows() {
    for (let n = 1; n <= count; n += 1) {
      const [department, subDepartments] = departments[n % departments.length] as [string, string[]];
      yield {
        code: code(n),
        first_name: FIRST[n % FIRST.length] as string,
        last_name: `${LAST[(n * 7) % LAST.length]} ${n}`,
        email: `${code(n).toLowerCase()}@scale.example`,
        employment_type: n % 13 === 0 ? 'intern' : 'full-time',
        designation: ACME_DESIGNATIONS[n % ACME_DESIGNATIONS.length] as string,
        department,
        sub_department: subDepartments[n % subDepartments.length] as string,
        grade: null,
        reporting_manager_code: n > 1 ? code(Math.ceil(n / 8)) : null,
        date_of_joining: `20${10 + (n % 16)}-0${1 + (n % 9)}-1${n % 10}`,
        total_experience: (n % 200) / 10,
      };
    }
  }
  await writeSheet(createWriteStream(path), 'Employees', columns, rows());
}
