import { Field, type FieldProps } from '../../ui/field';

/**
 * The account's email as both sign-in screens ask it: an address keyboard, the browser's saved username offered,
 * and no capital or spelling fix slipped in on a tablet.
 */
export function AccountEmailField(
  props: Omit<
    FieldProps,
    'label' | 'type' | 'name' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'
  >,
) {
  return (
    <Field
      label="Email"
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
