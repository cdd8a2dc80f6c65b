import {
  type ParsedTaskForm,
  paths,
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  TASK_DEFAULTS,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_REPEAT_LABELS,
  TASK_REPEATS,
  type Task,
  type TaskFormValues,
  taskFormSchema,
} from '@cafe/domain';
import { useNavigate } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import {
  enumOptions,
  Form,
  FormActions,
  FormBanner,
  SelectField,
  TextAreaField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { type FormStartSource, RoutedFormPage, type RoutedFormProps } from '../../ui/form-page';

/** Spec §9: priority medium, category daily. */
const EMPTY: TaskFormValues = {
  title: '',
  description: '',
  dueDate: '',
  priority: TASK_DEFAULTS.priority,
  category: TASK_DEFAULTS.category,
  repeat: TASK_DEFAULTS.repeat,
};

function toFormValues(task: Task): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    dueDate: task.dueDate ?? '',
    priority: task.priority,
    category: task.category,
    repeat: task.repeat ?? 'none',
  };
}

const START: FormStartSource<TaskFormValues> = {
  empty: () => EMPTY,
  stored: async (id) => {
    const row = await repositories.tasks.get(id);
    return row ? toFormValues(row) : undefined;
  },
  notFound: 'Task not found',
  failed: 'Failed to load task',
};

export function TaskFormPage() {
  return (
    <RoutedFormPage
      nested
      source={START}
      addTitle="Add Task"
      editTitle="Edit Task"
      form={TaskForm}
      loadingLabel="Loading task"
      back={{ to: paths.plannerTasks, label: 'Back to Tasks' }}
    />
  );
}

function TaskForm({ id, initial }: RoutedFormProps<TaskFormValues>) {
  const navigate = useNavigate();
  const form = useDomainForm<TaskFormValues, ParsedTaskForm>(taskFormSchema, { defaultValues: initial });

  async function save(values: ParsedTaskForm) {
    if (id === undefined) {
      await repositories.tasks.create(values);
    } else {
      // A blank description or due date clears what was stored.
      await repositories.tasks.update(id, {
        ...values,
        description: values.description ?? '',
        dueDate: values.dueDate ?? null,
      });
    }
    navigate(paths.plannerTasks);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage={TASK_MESSAGES.saveFailed}
      aria-label="Task"
      className="space-y-5"
    >
      <FormBanner />
      <TextField<TaskFormValues, 'title'> name="title" label="Title" autoComplete="off" />
      <TextAreaField<TaskFormValues, 'description'> name="description" label="Description" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<TaskFormValues, 'dueDate'> name="dueDate" label="Due date" type="date" />
        <SelectField<TaskFormValues, 'repeat'>
          name="repeat"
          label="Repeats"
          options={enumOptions(TASK_REPEATS, TASK_REPEAT_LABELS)}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField<TaskFormValues, 'priority'>
          name="priority"
          label="Priority"
          options={enumOptions(TASK_PRIORITIES, TASK_PRIORITY_LABELS)}
        />
        <SelectField<TaskFormValues, 'category'>
          name="category"
          label="Category"
          options={enumOptions(TASK_CATEGORIES, TASK_CATEGORY_LABELS)}
        />
      </div>
      <FormActions cancel={paths.plannerTasks}>{id === undefined ? 'Add Task' : 'Save Changes'}</FormActions>
    </Form>
  );
}
