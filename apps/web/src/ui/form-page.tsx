import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from './button';
import { Card } from './card';
import { PageHeader } from './page-header';
import { Spinner } from './spinner';

/** What a /new or /edit/{id} form starts from. */
export type FormStart<V> =
  | { state: 'loading' }
  | { state: 'ready'; values: V }
  | { state: 'failed'; message: string };

export interface FormStartSource<V> {
  /** A new row's values; a promise when they need a local read (the store's today, say). */
  empty(): V | Promise<V>;
  /** The stored row's values, or undefined when there is no such row. */
  stored(id: string): Promise<V | undefined>;
  /** The spec's messages: 'Product not found', 'Failed to load product'. */
  notFound: string;
  failed: string;
}

/**
 * Reads the values a form starts from once, not live: a sync while the manager types must not overwrite the form.
 * A new row whose values need no read is ready on the first render, with no spinner.
 */
export function useFormStart<V>(id: string | undefined, source: FormStartSource<V>): FormStart<V> {
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const [start, setStart] = useState<FormStart<V>>(() => {
    if (id !== undefined) return { state: 'loading' };
    const values = source.empty();
    return values instanceof Promise ? { state: 'loading' } : { state: 'ready', values };
  });

  useEffect(() => {
    const { empty, stored, notFound, failed } = sourceRef.current;
    const read = id === undefined ? empty() : stored(id);
    if (!(read instanceof Promise)) {
      setStart({ state: 'ready', values: read });
      return;
    }
    // Also when moving from one row's form to another's: never show the previous row's values under the new title.
    setStart({ state: 'loading' });
    let current = true;
    read.then(
      (values) => {
        if (current) setStart(values ? { state: 'ready', values } : { state: 'failed', message: notFound });
      },
      (error: unknown) => {
        console.error(failed, error);
        if (current) setStart({ state: 'failed', message: failed });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  return start;
}

/**
 * The page around a /new or /edit/{id} form: its title, a spinner while the row is read, the load error with a way
 * back to the list, and the form once its values are there. `nested` is for a form inside a section whose page
 * heading is already up (the planner's tabs): the title is then the card's second-level heading.
 */
export function FormPage<V>({
  title,
  start,
  loadingLabel,
  back,
  nested = false,
  children,
}: {
  title: string;
  start: FormStart<V>;
  loadingLabel: string;
  back: { to: string; label: string };
  nested?: boolean;
  children(values: V): ReactNode;
}) {
  return (
    <>
      {nested ? null : <PageHeader title={title} />}
      <Card className="max-w-2xl p-4 sm:p-6">
        {nested ? (
          <h2 className="mb-5 text-lg font-semibold text-stone-900 dark:text-stone-50">{title}</h2>
        ) : null}
        {start.state === 'loading' ? (
          <div className="flex justify-center py-12">
            <Spinner label={loadingLabel} />
          </div>
        ) : start.state === 'failed' ? (
          <div className="space-y-4">
            <p role="alert" className="text-red-700 dark:text-red-400">
              {start.message}
            </p>
            <Link to={back.to} className={buttonClass('secondary')}>
              {back.label}
            </Link>
          </div>
        ) : (
          children(start.values)
        )}
      </Card>
    </>
  );
}

/** The props of the form a RoutedFormPage shows: the row's id (undefined on /new) and the values it starts from. */
export interface RoutedFormProps<V> {
  id: string | undefined;
  initial: V;
}

/**
 * The page of a /new or /edit/{id} route (ListFormRoutes): reads the id, titles the page by mode, reads the values
 * once, and mounts the form anew for each row so one row's typing never carries into another's form.
 */
export function RoutedFormPage<V>({
  source,
  addTitle,
  editTitle,
  form: RowForm,
  ...page
}: {
  source: FormStartSource<V>;
  addTitle: string;
  editTitle: string;
  form: ComponentType<RoutedFormProps<V>>;
  loadingLabel: string;
  back: { to: string; label: string };
  nested?: boolean;
}) {
  const { id } = useParams();
  const start = useFormStart(id, source);
  return (
    <FormPage title={id === undefined ? addTitle : editTitle} start={start} {...page}>
      {(values) => <RowForm key={id ?? 'new'} id={id} initial={values} />}
    </FormPage>
  );
}
