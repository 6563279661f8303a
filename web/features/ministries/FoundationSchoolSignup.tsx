import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { FOUNDATION_SCHOOL_RULES, fieldErrors } from '#shared/form-rules.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { applyServerFieldErrors } from '#web/lib/form-errors.js';
import { useSubmissionForm } from '#web/lib/use-submission-form.js';
import { useFoundationSchoolSignup } from './sign-up-foundation-school.js';

const FAILED = 'We could not save your sign-up. Please try again.';
// A type alias, not an interface: the form's values are an indexable record.
type SignupValues = { name: string; email: string; phone: string; note: string };
const EMPTY: SignupValues = { name: '', email: '', phone: '', note: '' };
const FIELDS = ['name', 'email', 'phone', 'note'] as const;

/** A place in the next class; the church finds it in Contact Management. */
export function FoundationSchoolSignup() {
  const signup = useFoundationSchoolSignup();
  const [done, setDone] = useState(false);
  const form = useSubmissionForm<SignupValues>(EMPTY);
  const { errors } = form;

  const submit = form.handleSubmit(async (values) => {
    if (form.showFieldErrors(fieldErrors(FOUNDATION_SCHOOL_RULES, values))) return;
    try {
      await signup.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        note: values.note.trim(),
      });
      setDone(true);
      form.reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <section className="card signup" aria-labelledby="signup-title">
      <span className="card__icon" aria-hidden="true">
        <GraduationCap size={22} />
      </span>
      <h2 id="signup-title" className="signup__title">
        Join the next class
      </h2>
      <p className="signup__lead">
        Leave your details and we will call you before the class starts.
      </p>
      {done ? (
        <Banner tone="success" title="You are signed up!" onDismiss={() => setDone(false)}>
          Thank you. We look forward to seeing you in Foundation School.
        </Banner>
      ) : null}
      {signup.isError && !(isApiError(signup.error) && signup.error.errors) ? (
        <Banner tone="error" onDismiss={() => signup.reset()}>
          {errorMessage(signup.error, FAILED)}
        </Banner>
      ) : null}
      <form className="signup__form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="signup-name">
            Name
          </label>
          <input
            id="signup-name"
            className="field__input"
            autoComplete="name"
            {...form.register('name')}
            aria-invalid={errors.name ? true : undefined}
          />
          {errors.name ? <p className="field__error">{errors.name.message}</p> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="signup-email">
            Email
          </label>
          <input
            id="signup-email"
            type="email"
            className="field__input"
            autoComplete="email"
            {...form.register('email')}
            aria-invalid={errors.email ? true : undefined}
          />
          {errors.email ? <p className="field__error">{errors.email.message}</p> : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="signup-phone">
            Phone
          </label>
          <input
            id="signup-phone"
            type="tel"
            className="field__input"
            autoComplete="tel"
            {...form.register('phone')}
            aria-invalid={errors.phone ? true : undefined}
          />
          {errors.phone ? <p className="field__error">{errors.phone.message}</p> : null}
        </div>
        <div className="field signup__wide">
          <label className="field__label" htmlFor="signup-note">
            Anything we should know? (optional)
          </label>
          <textarea
            id="signup-note"
            className="field__input field__textarea"
            rows={3}
            {...form.register('note')}
          />
          {errors.note ? <p className="field__error">{errors.note.message}</p> : null}
        </div>
        <div className="signup__wide">
          <Button type="submit" busy={signup.isPending}>
            Sign me up
          </Button>
        </div>
      </form>
    </section>
  );
}
