import {
  BankDetailInputSchema,
  BankDetailListSchema,
  BankDetailSchema,
  BankDetailUpdateSchema,
  BankParamsSchema,
  EmployeeCreatedSchema,
  EmployeeCreateSchema,
  EmployeeDetailSchema,
  EmployeeFormOptionsSchema,
  EmployeeParamsSchema,
  EmployeeSkillsInputSchema,
  EmployeeUpdateSchema,
  IdentityUpdateSchema,
  isEmployeeManager,
  MaskedIdentitySchema,
  OwnProfileUpdateSchema,
  WorkChangeSchema,
  WorkHistorySchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, invalid } from '../../platform/http/app-error';
import { requireActor } from '../../platform/tenancy/org-scope';
import { addBankDetail, listBankDetails, removeBankDetail, updateBankDetail } from './employee-bank.service';
import { findEmployeeDetail, findEmployeeFormOptions, findWorkHistory } from './employee-detail.queries';
import {
  changeIdentity,
  createEmployeeRecord,
  revealIdentity,
  setEmployeeActive,
  updateEmployeeRecord,
  updateOwnProfile,
} from './employee-record.service';
import { assertCanRead, manager, NoContent, ownRecord, readOfEmployee, tags } from './employee-route-guards';
import { setEmployeeSkills } from './employee-skills.service';
import { changeEmployeeWork } from './employee-work.service';

/** The employee record: create and change it, its work history, identity numbers, bank accounts and skills. */
export const employeeRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/org/employees/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Add an employee; their user gets a set-password email',
        body: EmployeeCreateSchema,
        response: { 201: EmployeeCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await request.inScope(async (scope) => {
        const created = await createEmployeeRecord(scope, request.body);
        await scope.mail(created.passwordMail);
        return created;
      });
      reply.code(201);
      return { id: created.employee.id, user_id: created.user.id };
    },
  );

  app.get(
    '/org/employees/form-options/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary:
          'Designations, departments with their sub-departments, grades and the other catalogues, by name',
        response: { 200: EmployeeFormOptionsSchema },
      },
    },
    (request) => request.inOrg((tx) => findEmployeeFormOptions(tx, request.org.id)),
  );

  app.get(
    '/org/employees/:id/',
    {
      config: ownRecord,
      schema: {
        tags,
        summary: 'The full record of an employee (employee managers, the CEO, or the employee)',
        params: EmployeeParamsSchema,
        response: { 200: EmployeeDetailSchema },
      },
    },
    async (request) => {
      assertCanRead(request, request.params.id);
      const detail = await request.inOrg((tx) => findEmployeeDetail(tx, request.org.id, request.params.id));
      if (!detail) throw new AppError('not_found');
      return { ...detail, can_manage: isEmployeeManager(requireActor(request)) };
    },
  );

  app.patch(
    '/org/employees/:id/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Change personal and employment details (work assignments change with a dated work change)',
        params: EmployeeParamsSchema,
        body: EmployeeUpdateSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await request.inScope((scope) => updateEmployeeRecord(scope, request.params.id, request.body));
      reply.code(204);
      return null;
    },
  );

  app.patch(
    '/org/employee/me/profile/',
    {
      config: { permission: 'everyone' },
      schema: {
        tags,
        summary: 'Change your own contact details',
        body: OwnProfileUpdateSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const employeeId = requireActor(request).employee_id;
      if (!employeeId) throw new AppError('not_found');
      await request.inScope((scope) => updateOwnProfile(scope, employeeId, request.body));
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/org/employees/:id/work-history/',
    {
      config: ownRecord,
      schema: {
        tags,
        summary: 'Designation, department, grade, manager and status over time, newest first',
        params: EmployeeParamsSchema,
        response: { 200: WorkHistorySchema },
      },
    },
    async (request) => ({
      results: await readOfEmployee(request, request.params.id, (tx) =>
        findWorkHistory(tx, request.org.id, request.params.id),
      ),
    }),
  );

  app.post(
    '/org/employees/:id/work-changes/',
    {
      config: manager,
      schema: {
        tags,
        summary:
          'Change designation, department, grade, manager or status from a date on; earlier periods stay',
        params: EmployeeParamsSchema,
        body: WorkChangeSchema,
        response: { 200: WorkHistorySchema },
      },
    },
    async (request) => {
      const { effective_date, ...change } = request.body;
      return request.inScope(async (scope) => {
        const { tx } = scope;
        if (change.department_id !== undefined || change.sub_department_id !== undefined) {
          const detail = await findEmployeeDetail(tx, request.org.id, request.params.id);
          if (!detail) throw new AppError('not_found');
          const departmentId =
            change.department_id === undefined ? detail.department?.id : change.department_id;
          const subDepartmentId =
            change.sub_department_id === undefined ? detail.sub_department?.id : change.sub_department_id;
          if (subDepartmentId && !departmentId) throw invalid({ sub_department_id: ['invalid'] });
        }
        await changeEmployeeWork(
          scope,
          request.params.id,
          {
            designationId: change.designation_id,
            departmentId: change.department_id,
            subDepartmentId: change.sub_department_id,
            gradeId: change.grade_id,
            reportingManagerId: change.reporting_manager_id,
            status: change.status,
          },
          effective_date,
        );
        return { results: await findWorkHistory(tx, request.org.id, request.params.id) };
      });
    },
  );

  app.put(
    '/org/employees/:id/identity/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Set or clear PAN and Aadhaar; they are stored sealed and answered masked',
        params: EmployeeParamsSchema,
        body: IdentityUpdateSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await request.inScope((scope) => changeIdentity(scope, request.params.id, request.body));
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/org/employees/:id/identity/reveal/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'PAN and Aadhaar in full, for an employee manager; each reveal is audited',
        params: EmployeeParamsSchema,
        response: { 200: MaskedIdentitySchema },
      },
    },
    (request) => request.inScope((scope) => revealIdentity(scope, request.params.id)),
  );

  for (const [path, isActive] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(
      `/org/employees/:id/${path}/`,
      {
        config: manager,
        schema: {
          tags,
          summary: isActive
            ? 'Let the employee sign in again (not after exit; within the member limit)'
            : 'Stop the employee signing in and end their sessions',
          params: EmployeeParamsSchema,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await request.inScope((scope) => setEmployeeActive(scope, request.params.id, isActive));
        reply.code(204);
        return null;
      },
    );
  }

  app.get(
    '/org/employees/:id/bank-details/',
    {
      config: ownRecord,
      schema: {
        tags,
        summary: 'Bank accounts with masked numbers, primary first',
        params: EmployeeParamsSchema,
        response: { 200: BankDetailListSchema },
      },
    },
    async (request) => ({
      results: await readOfEmployee(request, request.params.id, (tx) =>
        listBankDetails(tx, request.org.id, request.params.id),
      ),
    }),
  );

  app.post(
    '/org/employees/:id/bank-details/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Add a bank account; the first one is primary',
        params: EmployeeParamsSchema,
        body: BankDetailInputSchema,
        response: { 201: BankDetailSchema },
      },
    },
    async (request, reply) => {
      const row = await request.inScope((scope) => addBankDetail(scope, request.params.id, request.body));
      reply.code(201);
      return row;
    },
  );

  app.patch(
    '/org/employees/:id/bank-details/:bankId/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Change a bank account; making one primary moves the primary to it',
        params: BankParamsSchema,
        body: BankDetailUpdateSchema,
        response: { 200: BankDetailSchema },
      },
    },
    (request) =>
      request.inScope((scope) =>
        updateBankDetail(scope, request.params.id, request.params.bankId, request.body),
      ),
  );

  app.delete(
    '/org/employees/:id/bank-details/:bankId/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Remove a bank account (the primary only when it is the last)',
        params: BankParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await request.inScope((scope) => removeBankDetail(scope, request.params.id, request.params.bankId));
      reply.code(204);
      return null;
    },
  );

  app.put(
    '/org/employees/:id/skills/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Replace the employee’s skills and levels (I intermediate, E expert, B beginner)',
        params: EmployeeParamsSchema,
        body: EmployeeSkillsInputSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await request.inScope((scope) => setEmployeeSkills(scope, request.params.id, request.body.skills));
      reply.code(204);
      return null;
    },
  );
};
