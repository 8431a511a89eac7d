/**
 * The one form layer: react-hook-form holds the values, the errors, the submit
 * state and the focus on the first wrong field; the rules and their messages are the contracts'
 * (contracts' rules), run by one resolver, so the browser and the API refuse the same input
 * with the same words.
 *
 * Behaviour every form gets: errors appear on submit; after that, editing a field that
 * shows an error re-checks it (so it clears, or changes to the next message) or, with
 * `afterEdit: 'clear'`, simply clears it until the next submit; a field without an error stays
 * quiet until the next submit. The forms the spec checks as she types (student registration,
 * contact) use `afterEdit: 'live'`: every edit re-checks the edited field, and
 * `keystroke` may change what is kept (the contact name refuses digits as they are typed). The
 * tutor's forms use `afterEdit: 'touched'`: leaving a filled field checks it, and from then on (or
 * after a submit) every edit of it re-checks it. The ui-kit fields are controlled (`field(name)` gives
 * value, onChange, error and the ref that focus needs).
 * `submit(onValid, onInvalid)` is the form's submit handler: the rules, then one submission at a time.
 *
 * A separate entry (`@ai-women/web-core/forms`), not part of the shared singleton: only the chunks
 * of screens with a form load react-hook-form, the public pages' first load does not.
 */
import { useRef, type BaseSyntheticEvent, type ChangeEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import { runRules, type FormRules } from '@ai-women/contracts';

/** A resolver over a contracts rule set: each failing rule becomes that field's error, message unchanged. */
export function rulesResolver<V extends FieldValues>(rules: FormRules<V>): Resolver<V> {
  return async (values) => {
    const found = Object.entries(runRules(rules, values as Partial<V>)).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    );
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([name, message]) => [name, { type: 'rule', message } satisfies FieldError]),
    ) as FieldErrors<V>;
    return { values: {}, errors };
  };
}

type Change = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> | string;

export interface RulesFieldProps<V extends FieldValues, N extends Path<V>> {
  name: N;
  value: PathValue<V, N>;
  error: string | undefined;
  onChange: (change: Change) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
}

export interface RulesFormOptions<V extends FieldValues> {
  rules: FormRules<V>;
  defaultValues: DefaultValues<V>;
  /**
   * What editing a field does: re-check it if it shows an error (default), clear its error, or
   * re-check it whatever it showed ('live').
   */
  afterEdit?: 'recheck' | 'clear' | 'live' | 'touched';
  /**
   * A field's own keystroke rule: the value to keep and the message to show for what she typed
   * (`shown` is the field's message before it), or undefined to keep what she typed and apply
   * `afterEdit`.
   */
  keystroke?: (
    name: Path<V>,
    typed: string,
    values: V,
    shown: string | undefined,
  ) => { value: string; error: string | undefined } | undefined;
  /** Called after each edit (e.g. to hide the last submit's message). */
  onEdit?: (name: Path<V>) => void;
}

export function useRulesForm<V extends FieldValues>({
  rules,
  defaultValues,
  afterEdit = 'recheck',
  keystroke,
  onEdit,
}: RulesFormOptions<V>) {
  const form = useForm<V>({
    defaultValues,
    resolver: rulesResolver(rules),
    mode: 'onSubmit',
    // Re-checking is decided per field below (only a field that shows an error).
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const values = useWatch({ control: form.control }) as V;
  const { errors, submitCount } = form.formState;
  const touched = useRef(new Set<string>());

  const recheckOnEdit = (name: string, shows: boolean) => {
    if (afterEdit === 'live') return true;
    if (afterEdit === 'touched') return shows || submitCount > 0 || touched.current.has(name);
    return afterEdit === 'recheck' && shows;
  };

  function field<N extends Path<V>>(name: N): RulesFieldProps<V, N> {
    const message = (errors as Record<string, FieldError | undefined>)[name]?.message;
    return {
      name,
      value: values[name] as PathValue<V, N>,
      error: message,
      ref: form.register(name).ref,
      onChange: (change) => {
        const typed = typeof change === 'string' ? change : change.target.value;
        const own = keystroke?.(name, typed, form.getValues(), message);
        if (own) {
          form.setValue(name, own.value as PathValue<V, N>, { shouldDirty: true });
          if (own.error) form.setError(name, { type: 'rule', message: own.error });
          else form.clearErrors(name);
        } else {
          const recheck = recheckOnEdit(name, Boolean(message));
          form.setValue(name, typed as PathValue<V, N>, { shouldDirty: true, shouldValidate: recheck });
          if (message && afterEdit === 'clear') form.clearErrors(name);
        }
        onEdit?.(name);
      },
      onBlur: () => {
        if (afterEdit !== 'touched') return;
        touched.current.add(name);
        if (form.getValues(name) !== '') void form.trigger(name);
      },
    };
  }

  // One submission at a time. A ref, so it holds from the very first click: a disabled button or a
  // mutation's isPending only take effect after React re-renders, and a double click lands before.
  const running = useRef(false);
  /**
   * The form's submit handler: checks every rule (focus goes to the first wrong field, `onInvalid`
   * is told), then runs `onValid` with the values unless the previous submission is still running.
   */
  const submit = (onValid: (values: V) => unknown, onInvalid?: () => void) => (event?: BaseSyntheticEvent) =>
    form.handleSubmit(
      async (submitted) => {
        if (running.current) return;
        running.current = true;
        try {
          await onValid(submitted);
        } finally {
          running.current = false;
        }
      },
      onInvalid && (() => onInvalid()),
    )(event);

  const hasErrors = Object.keys(errors).length > 0;
  return { ...form, values, field, hasErrors, submit };
}
