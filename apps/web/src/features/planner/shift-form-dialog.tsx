import {
  type BusinessDay,
  SHIFT_DEFAULTS,
  SHIFT_MESSAGES,
  SHIFT_ROLE_LABELS,
  SHIFT_ROLES,
  type Shift,
  type ShiftRole,
  shiftEndsNextDay,
  shiftInputSchema,
  shiftInstants,
  type User,
  wallClock,
} from '@cafe/domain';
import { type FieldPath, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import { LocalValidationError } from '../../data/repositories/local-writer';
import { repositories } from '../../data/repositories/repositories';
import { Dialog } from '../../ui/dialog';
import {
  enumOptions,
  Form,
  FormActions,
  FormBanner,
  SelectField,
  TextField,
  useDomainForm,
} from '../../ui/form';

interface ShiftFormValues {
  userId: string;
  date: string;
  startTime: string;
  endTime: string;
  role: ShiftRole;
  notes: string;
}
type ParsedShift = z.output<typeof shiftInputSchema>;

/** What the form opens with: a new shift for a person and day (both optional), or a stored shift. */
export type ShiftFormTarget =
  | { kind: 'new'; userId?: string; date: BusinessDay }
  | { kind: 'edit'; shift: Shift };

function initialValues(target: ShiftFormTarget, zone: string): ShiftFormValues {
  if (target.kind === 'new') {
    // Spec §9: 09:00 to 17:00 as barista.
    return {
      userId: target.userId ?? '',
      date: target.date,
      startTime: SHIFT_DEFAULTS.startTime,
      endTime: SHIFT_DEFAULTS.endTime,
      role: SHIFT_DEFAULTS.role,
      notes: '',
    };
  }
  const { shift } = target;
  const start = wallClock(shift.start, zone);
  return {
    userId: shift.userId,
    date: start.day,
    startTime: start.time,
    endTime: wallClock(shift.end, zone).time,
    role: shift.role,
    notes: shift.notes ?? '',
  };
}

const FIELD_OF_PATH: Record<string, FieldPath<ShiftFormValues>> = {
  userId: 'userId',
  startTime: 'startTime',
  start: 'startTime',
  endTime: 'endTime',
  end: 'endTime',
};

/** The 'Add Shift' form of spec §2/§5 in a dialog, over the week it is planned from. */
export function ShiftFormDialog({
  target,
  users,
  zone,
  onClose,
}: {
  target: ShiftFormTarget | null;
  users: readonly User[];
  zone: string;
  onClose(): void;
}) {
  return (
    <Dialog
      open={target !== null}
      title={target?.kind === 'edit' ? 'Edit Shift' : 'Add Shift'}
      onClose={onClose}
      className="max-w-lg"
    >
      {target ? (
        <ShiftForm
          key={target.kind === 'edit' ? target.shift.id : `${target.userId}-${target.date}`}
          target={target}
          users={users}
          zone={zone}
          onDone={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function ShiftForm({
  target,
  users,
  zone,
  onDone,
}: {
  target: ShiftFormTarget;
  users: readonly User[];
  zone: string;
  onDone(): void;
}) {
  const form = useDomainForm<ShiftFormValues, ParsedShift>(shiftInputSchema, {
    defaultValues: initialValues(target, zone),
  });
  const [startTime, endTime] = useWatch({ control: form.control, name: ['startTime', 'endTime'] });
  const overnight = Boolean(startTime && endTime) && shiftEndsNextDay(startTime, endTime);
  // A deleted person's shift keeps its stored name; the list offers it so the form still shows who it was.
  const stored =
    target.kind === 'edit' && !users.some((user) => user.id === target.shift.userId) ? target.shift : null;

  async function save(values: ParsedShift) {
    // An end before the start is the next morning: 22:00–02:00 is an overnight shift.
    const times = shiftInstants(values, zone);
    const fields = { userId: values.userId, role: values.role, ...times };
    try {
      if (target.kind === 'new') {
        await repositories.schedules.create({ ...fields, notes: values.notes });
      } else {
        await repositories.schedules.update(target.shift.id, { ...fields, notes: values.notes ?? '' });
      }
    } catch (error) {
      // A rule only the local data can check ('Selected user not found', an overlap) shows beside its field.
      const field = error instanceof LocalValidationError ? FIELD_OF_PATH[error.path] : undefined;
      if (field) {
        form.setError(field, {
          type: 'local',
          message: error instanceof Error ? error.message : String(error),
        });
        return;
      }
      throw error;
    }
    onDone();
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage={SHIFT_MESSAGES.saveFailed}
      aria-label="Shift"
      className="space-y-4"
    >
      <FormBanner />
      <SelectField<ShiftFormValues, 'userId'>
        name="userId"
        label="Staff member"
        placeholder="Select staff member"
        options={[
          ...users.map((user) => ({ value: user.id, label: user.name })),
          ...(stored ? [{ value: stored.userId, label: stored.userName }] : []),
        ]}
      />
      <TextField<ShiftFormValues, 'date'> name="date" label="Date" type="date" />
      <div className="grid grid-cols-2 gap-4">
        <TextField<ShiftFormValues, 'startTime'> name="startTime" label="Start" type="time" />
        <TextField<ShiftFormValues, 'endTime'>
          name="endTime"
          label="End"
          type="time"
          description={overnight ? 'Ends the next day' : undefined}
        />
      </div>
      <SelectField<ShiftFormValues, 'role'>
        name="role"
        label="Role"
        options={enumOptions(SHIFT_ROLES, SHIFT_ROLE_LABELS)}
      />
      <TextField<ShiftFormValues, 'notes'> name="notes" label="Notes" autoComplete="off" />
      <FormActions cancel={onDone} className="pt-2">
        {target.kind === 'new' ? 'Add Shift' : 'Save Changes'}
      </FormActions>
    </Form>
  );
}
