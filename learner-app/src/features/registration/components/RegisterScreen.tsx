import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES, studentRegistrationRules, type StudentRegistrationValues } from '@ai-women/contracts';
import { Button, useToast } from '@ai-women/ui-kit';
import { PasswordField, TextField, FormAlert } from '@ai-women/ui-kit/forms';
import { ApiError, NetworkError, markRegistered, setPendingPaymentUserId } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { useChosenCourse, useCourseList, useRegisterStudent } from '../api/registration';

type Field = keyof StudentRegistrationValues;
type Values = Record<Field, string>;

const EMPTY: Values = { fullname: '', designation: '', email: '', phone_number: '', age: '', password: '' };

export const REGISTRATION_MESSAGES = {
  failed: 'Registration failed',
  thrown: 'Error during registration. Please try again.',
  success: 'Registration successful! Proceeding to payment...',
  unknownCourse: 'We could not find that course. Please choose one of our courses below.',
} as const;

const CourseChoices = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const CourseNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.plum900};
`;

export function RegisterScreen({ courseId }: { courseId?: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const register = useRegisterStudent();
  const course = useChosenCourse(courseId);
  const [formError, setFormError] = useState<string | null>(null);
  // Each field is checked as she types (spec 01 §5); editing hides the form's message.
  const form = useRulesForm<Values>({
    rules: studentRegistrationRules,
    defaultValues: EMPTY,
    afterEdit: 'live',
    onEdit: () => setFormError(null),
  });

  const submitRegistration = async (values: Values) => {
    setFormError(null);
    try {
      const result = await register.mutateAsync({
        fullname: values.fullname.trim(),
        designation: values.designation.trim(),
        email: values.email.trim(),
        phone_number: values.phone_number.trim(),
        age: Number(values.age),
        password: values.password,
        ...(courseId ? { course_id: courseId } : {}),
      });
      if (!result?.userId) {
        setFormError(result?.message || REGISTRATION_MESSAGES.failed);
        return;
      }
      markRegistered();
      setPendingPaymentUserId(result.userId);
      toast.success(REGISTRATION_MESSAGES.success);
      navigate('/payment', { state: { userId: result.userId } });
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.serverMessage || REGISTRATION_MESSAGES.failed);
      else if (error instanceof NetworkError) setFormError(REGISTRATION_MESSAGES.thrown);
      else setFormError(REGISTRATION_MESSAGES.thrown);
    }
  };

  const onSubmit = form.submit(submitRegistration, () => setFormError(MESSAGES.studentRegistrationBlocked));

  // A course id that matches no course (an old or mistyped link): the course list, never a form
  // that would take payment for nothing.
  if (courseId && course.isSuccess && !course.data) {
    return <UnknownCourse />;
  }

  const field = (name: Field) => ({ ...form.field(name), required: true });

  return (
    <>
      <title>Student registration · Aarohi</title>
      <meta
        name="description"
        content="Register for Aarohi's live online AI course for women: four weeks, twenty-five sessions."
      />
      {courseId && course.data && (
        <CourseNote data-testid="chosen-course">
          You are enrolling in <strong>{course.data.title}</strong>
        </CourseNote>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Student registration">
        <Fields>
          <Wide>
            <TextField label="Full name" autoComplete="name" {...field('fullname')} />
          </Wide>
          <TextField label="Profession" autoComplete="organization-title" {...field('designation')} />
          <TextField label="Age" type="number" inputMode="numeric" min={18} max={100} {...field('age')} />
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            helperText="10 digits, without +91"
            {...field('phone_number')}
          />
          <Wide>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              helperText="At least 6 characters, with a lowercase letter, an uppercase letter and a number"
              {...field('password')}
            />
          </Wide>
          {formError && (
            <Wide>
              <FormAlert role="alert">{formError}</FormAlert>
            </Wide>
          )}
          <Wide>
            <Button
              type="submit"
              fullWidth
              size="lg"
              loading={register.isPending}
              disabled={register.isPending}
            >
              {register.isPending ? 'Registering…' : 'Register and continue to payment'}
            </Button>
          </Wide>
        </Fields>
      </form>
    </>
  );
}

function UnknownCourse() {
  const courses = useCourseList();
  return (
    <>
      <title>Choose a course · Aarohi</title>
      <FormAlert role="alert" data-testid="unknown-course">
        {REGISTRATION_MESSAGES.unknownCourse}
      </FormAlert>
      {courses.isPending && <p role="status">Loading our courses…</p>}
      {courses.isError && (
        <p>
          Our courses could not be loaded. See them on the <Link to="/course">course page</Link>.
        </p>
      )}
      {courses.data && (
        <CourseChoices aria-label="Our courses">
          {courses.data.map((c) => (
            <li key={c.course_id}>
              <Link to={`/register/${c.course_id}`}>{c.title}</Link>
            </li>
          ))}
        </CourseChoices>
      )}
    </>
  );
}
