import {
  addAttendee,
  type CafeEvent,
  EVENT_MESSAGES,
  type EventFormValues,
  eventFormSchema,
  instantToLocalInput,
  localInputToInstant,
  type ParsedEventForm,
  paths,
} from '@cafe/domain';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import {
  Form,
  FormActions,
  FormBanner,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  Input,
  TextAreaField,
  TextField,
  useDomainForm,
} from '../../ui/form';
import { FormPage, type FormStartSource, useFormStart } from '../../ui/form-page';
import { useStoreZoneRead } from './use-store-today';

const EMPTY: EventFormValues = {
  title: '',
  description: '',
  start: '',
  end: '',
  location: '',
  attendees: [],
  isImportant: false,
};

function toFormValues(event: CafeEvent, zone: string): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    start: instantToLocalInput(event.startDate, zone),
    end: instantToLocalInput(event.endDate, zone),
    location: event.location ?? '',
    attendees: event.attendees,
    isImportant: event.isImportant,
  };
}

/** The form's times are the store's wall clock: nothing is read or shown until the store's zone is known. */
export function EventFormPage() {
  const { id } = useParams();
  const zone = useStoreZoneRead();
  const title = id === undefined ? 'Add Event' : 'Edit Event';
  if (zone === undefined) {
    return (
      <FormPage nested title={title} start={{ state: 'loading' }} loadingLabel="Loading event" back={BACK}>
        {() => null}
      </FormPage>
    );
  }
  // Keyed by zone: the stored times are read once, in the zone they will be saved in.
  return <EventFormStart key={zone} id={id} title={title} zone={zone} />;
}

const BACK = { to: paths.plannerEvents, label: 'Back to Events' };

function EventFormStart({ id, title, zone }: { id: string | undefined; title: string; zone: string }) {
  const source: FormStartSource<EventFormValues> = {
    empty: () => EMPTY,
    stored: async (eventId) => {
      const row = await repositories.events.get(eventId);
      return row ? toFormValues(row, zone) : undefined;
    },
    notFound: 'Event not found',
    failed: 'Failed to load event',
  };
  const start = useFormStart(id, source);
  return (
    <FormPage nested title={title} start={start} loadingLabel="Loading event" back={BACK}>
      {(values) => <EventForm key={id ?? 'new'} id={id} initial={values} zone={zone} />}
    </FormPage>
  );
}

function EventForm({
  id,
  initial,
  zone,
}: {
  id: string | undefined;
  initial: EventFormValues;
  zone: string;
}) {
  const navigate = useNavigate();
  const form = useDomainForm<EventFormValues, ParsedEventForm>(eventFormSchema, { defaultValues: initial });

  async function save(values: ParsedEventForm) {
    const { start, end, ...rest } = values;
    const times = { startDate: localInputToInstant(start, zone), endDate: localInputToInstant(end, zone) };
    if (id === undefined) {
      await repositories.events.create({ ...rest, ...times });
    } else {
      // A blank description or location clears what was stored.
      await repositories.events.update(id, {
        ...rest,
        ...times,
        description: rest.description ?? '',
        location: rest.location ?? '',
      });
    }
    navigate(paths.plannerEvents);
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      failureMessage={EVENT_MESSAGES.saveFailed}
      aria-label="Event"
      className="space-y-5"
    >
      <FormBanner />
      <TextField<EventFormValues, 'title'> name="title" label="Title" autoComplete="off" />
      <TextAreaField<EventFormValues, 'description'> name="description" label="Description" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField<EventFormValues, 'start'> name="start" label="Start" type="datetime-local" />
        <TextField<EventFormValues, 'end'> name="end" label="End" type="datetime-local" />
      </div>
      <TextField<EventFormValues, 'location'> name="location" label="Location" autoComplete="off" />
      <FormField
        control={form.control}
        name="attendees"
        render={({ field }) => <AttendeesField value={field.value} onChange={field.onChange} />}
      />
      <FormField
        control={form.control}
        name="isImportant"
        render={({ field }) => (
          <FormItem className="flex items-center gap-3 space-y-0">
            <FormControl>
              <input
                type="checkbox"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                className="size-5 accent-brand-600"
              />
            </FormControl>
            <FormLabel>Important</FormLabel>
          </FormItem>
        )}
      />
      <FormActions cancel={paths.plannerEvents}>
        {id === undefined ? 'Add Event' : 'Save Changes'}
      </FormActions>
    </Form>
  );
}

/** Spec §5: an attendee is added with Enter or Add, only when non-blank after trimming; each can be removed. */
function AttendeesField({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const [draft, setDraft] = useState('');
  function add() {
    onChange(addAttendee(value, draft));
    setDraft('');
  }
  return (
    <FormItem>
      <FormLabel>Attendees</FormLabel>
      <div className="flex gap-2">
        <FormControl>
          <Input
            value={draft}
            placeholder="A name or a group"
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the attendee instead of submitting the form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </FormControl>
        <Button type="button" variant="secondary" onClick={add}>
          Add
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Attendee list" className="mt-2 flex flex-wrap gap-1.5">
          {value.map((name, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat; the position is the identity here
              key={index}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pl-2.5 pr-1 text-sm dark:bg-stone-800"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-stone-200 dark:hover:bg-stone-700"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormMessage />
    </FormItem>
  );
}
