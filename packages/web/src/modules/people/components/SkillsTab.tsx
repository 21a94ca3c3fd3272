import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type EmployeeDetail, SKILL_LEVELS, skillLevelName } from '@atrium/contracts';
import { Alert, Button, Flex, Form, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { messageForError } from '../../../platform/errorMessages';
import { requiredRule } from '../../../platform/formRules';
import { EmptyState } from '../../../ui/EmptyState';
import { useNotify } from '../../../ui/useNotify';
import { type SkillLevel, useSetSkills } from '../employeeRecord.api';
import { useEmployeeFormOptions } from '../employees.api';
import { oneOf } from './formValues';

const LEVEL_COLORS: Record<string, string> = { Beginner: 'default', Intermediate: 'blue', Expert: 'gold' };
const LEVEL_OPTIONS = SKILL_LEVELS.map((level) => ({ value: level, label: skillLevelName(level) }));

type Skill = EmployeeDetail['skills'][number];
interface Values {
  skills: { skill_id?: number; level: SkillLevel }[];
}

/** The skills as tags: name and level (I Intermediate, E Expert, anything else Beginner). */
export function SkillList({ skills }: { skills: readonly Skill[] }) {
  if (skills.length === 0) return <EmptyState description="No skills recorded yet." />;
  return (
    <Flex wrap gap={8} role="list" aria-label="Skills">
      {skills.map((skill) => {
        const level = skillLevelName(skill.level);
        return (
          <Tag key={skill.skill_id} role="listitem" color={LEVEL_COLORS[level]}>
            {skill.name} · {level}
          </Tag>
        );
      })}
    </Flex>
  );
}

function SkillsDialog({ employee, onClose }: { employee: EmployeeDetail; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const catalogues = useEmployeeFormOptions();
  const setSkills = useSetSkills(employee.id);
  const notify = useNotify();
  const options = (catalogues.data?.skills ?? []).map((skill) => ({ value: skill.id, label: skill.name }));
  const initial = employee.skills.map((skill) => ({
    skill_id: skill.skill_id,
    level: oneOf(SKILL_LEVELS, skill.level) ?? 'B',
  }));

  const submit = async ({ skills }: Values) => {
    const rows = skills.flatMap((row) =>
      row.skill_id ? [{ skill_id: row.skill_id, level: row.level }] : [],
    );
    try {
      await setSkills.mutateAsync(rows);
      notify('success', 'Skills saved');
      onClose();
    } catch {
      // Shown below the form.
    }
  };

  return (
    <Modal
      open
      title="Edit skills"
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: setSkills.isPending }}
    >
      <Form<Values> form={form} name="skills" onFinish={submit} initialValues={{ skills: initial }}>
        <Form.List name="skills">
          {(rows, { add, remove }) => (
            <Flex vertical gap={8}>
              {rows.map((row, index) => (
                <Flex key={row.key} gap={8} align="flex-start">
                  <Form.Item
                    name={[row.name, 'skill_id']}
                    rules={[requiredRule({ module: 'people', field: 'skill_id' })]}
                    style={{ flex: 1, marginBottom: 0 }}
                  >
                    <Select
                      aria-label={`Skill ${index + 1}`}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={options}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'level']} style={{ width: 150, marginBottom: 0 }}>
                    <Select aria-label={`Level of skill ${index + 1}`} options={LEVEL_OPTIONS} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove skill ${index + 1}`}
                    onClick={() => remove(row.name)}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ level: 'B' })}
                style={{ alignSelf: 'flex-start' }}
              >
                Add skill
              </Button>
            </Flex>
          )}
        </Form.List>
        {setSkills.isError && (
          <Alert
            type="error"
            showIcon
            title={messageForError(setSkills.error, 'people')}
            style={{ marginTop: 12 }}
          />
        )}
      </Form>
    </Modal>
  );
}

/** The employee's skills; employee managers change them. */
export function SkillsTab({ employee }: { employee: EmployeeDetail }) {
  const [isEditing, setEditing] = useState(false);
  return (
    <Flex vertical gap={12}>
      {employee.can_manage && (
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
          Edit skills
        </Button>
      )}
      <SkillList skills={employee.skills} />
      {isEditing && <SkillsDialog employee={employee} onClose={() => setEditing(false)} />}
    </Flex>
  );
}
