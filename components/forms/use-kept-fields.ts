'use client';
import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';

/**
 * useActionState for a form that keeps its input when the answer is an error or a question.
 * React resets a form after an action passed as `action` runs, whatever the answer: a cleared
 * name and re-ticked scopes made the next click create an all-scopes key. Here the submit is
 * handled in onSubmit (React still shows the form as pending to useFormStatus, and runs no reset);
 * the form is cleared only after a success.
 */
export function useKeptActionState<S extends { error?: string; confirm?: unknown; fieldErrors?: unknown }>(action: (prev: S, form: FormData) => Promise<S>, initial: S) {
  const [state, dispatch] = useActionState<S, FormData>(action, initial as Awaited<S>);
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state !== initial && !state.error && !state.confirm && !state.fieldErrors) ref.current?.reset();
  }, [state, initial]);
  return {
    state,
    form: {
      ref,
      action: dispatch,
      onSubmit: (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        // the pressed button's name and value go with the fields (a confirmation button)
        const data = new FormData(e.currentTarget);
        const submitter = (e.nativeEvent as SubmitEvent).submitter;
        if (submitter instanceof HTMLButtonElement && submitter.name) data.append(submitter.name, submitter.value);
        startTransition(() => dispatch(data));
      },
    },
  };
}
