import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  MESSAGES,
  localizeMessage,
  studentRegistrationRules,
  whatsappConsentText,
  type StudentRegistrationValues,
} from '@ai-women/contracts';
import { Trans, setPreferredLanguage } from '@ai-women/web-core/i18n';
import { englishTexts, LEARNER_NS, useT } from '../../../i18n';
import { Button, useToast } from '@ai-women/ui-kit';
import { PasswordField, TextField, FormAlert } from '@ai-women/ui-kit/forms';
import { ApiError, NetworkError, markRegistered, setPendingPaymentUserId } from '@ai-women/web-core';
import { useRulesForm } from '@ai-women/web-core/forms';
import { courseText } from '../../../lib/courseText';
import { useChosenCourse, useCourseList, useRegisterStudent } from '../api/registration';
import registerTexts from '../../../i18n/en/register.json';
import commonTexts from '../../../i18n/en/common.json';

englishTexts({ common: commonTexts, register: registerTexts });

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

const Consent = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    accent-color: ${({ theme }) => theme.colors.plum700};
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  span {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.plum900};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

export function RegisterScreen({ courseId }: { courseId?: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const register = useRegisterStudent();
  const course = useChosenCourse(courseId);
  const { t, language, path } = useT();
  const inLanguage = (message: string) => localizeMessage(message, language);
  const [formError, setFormError] = useState<string | null>(null);
  // WhatsApp messages are hers to ask for: unticked until she ticks it.
  const [whatsapp, setWhatsApp] = useState(false);
  // Each field is checked as she types; editing hides the form's message.
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
        ...(whatsapp ? { whatsapp_reminders: true } : {}),
        // Registered from a Hindi page: her account, her mails and her student area are in Hindi.
        ...(language === 'hi' ? { language } : {}),
      });
      if (!result?.userId) {
        setFormError(result?.message || t('register.failed'));
        return;
      }
      markRegistered();
      setPendingPaymentUserId(result.userId);
      if (language === 'hi') setPreferredLanguage('hi');
      toast.success(t('register.success'));
      navigate(path('/payment'), { state: { userId: result.userId } });
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.serverMessage || t('register.failed'));
      else if (error instanceof NetworkError) setFormError(t('register.thrown'));
      else setFormError(t('register.thrown'));
    }
  };

  const onSubmit = form.submit(submitRegistration, () =>
    setFormError(inLanguage(MESSAGES.studentRegistrationBlocked)),
  );

  // A course id that matches no course (an old or mistyped link): the course list, never a form
  // that would take payment for nothing.
  if (courseId && course.isSuccess && !course.data) {
    return <UnknownCourse />;
  }

  const phone = (form.watch('phone_number') ?? '').trim();
  // The rules' messages are the platform's English words; a Hindi page shows their Hindi versions.
  const field = (name: Field) => {
    const props = form.field(name);
    return { ...props, error: props.error && inLanguage(props.error), required: true };
  };

  return (
    <>
      <title>{t('register.title')}</title>
      <meta name="description" content={t('register.description')} />
      {courseId && course.data && (
        <CourseNote data-testid="chosen-course">
          <Trans
            ns={LEARNER_NS}
            t={t}
            i18nKey="register.enrolling"
            values={{ course: courseText(course.data, language).title }}
            components={[<strong key="course" />]}
          />
        </CourseNote>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('register.formLabel')}>
        <Fields>
          <Wide>
            <TextField label={t('register.fullname')} autoComplete="name" {...field('fullname')} />
          </Wide>
          <TextField
            label={t('register.designation')}
            autoComplete="organization-title"
            {...field('designation')}
          />
          <TextField
            label={t('register.age')}
            type="number"
            inputMode="numeric"
            min={18}
            max={100}
            {...field('age')}
          />
          <TextField label={t('register.email')} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('register.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={10}
            helperText={t('register.phoneHelp')}
            {...field('phone_number')}
          />
          <Wide>
            <Consent>
              <input
                id="register-whatsapp"
                type="checkbox"
                checked={whatsapp}
                onChange={(event) => setWhatsApp(event.target.checked)}
                aria-describedby="register-whatsapp-text"
              />
              <span>
                <label htmlFor="register-whatsapp">{t('register.whatsapp')}</label>
                <small id="register-whatsapp-text">
                  {/^\d{10}$/.test(phone)
                    ? whatsappConsentText(language === 'hi' ? 'hi' : 'en', phone)
                    : t('register.whatsappNumberFirst')}
                </small>
              </span>
            </Consent>
          </Wide>
          <Wide>
            <PasswordField
              showLabel={t('common.showPassword')}
              hideLabel={t('common.hidePassword')}
              label={t('register.password')}
              autoComplete="new-password"
              helperText={t('register.passwordHelp')}
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
              {register.isPending ? t('register.submitting') : t('register.submit')}
            </Button>
          </Wide>
        </Fields>
      </form>
    </>
  );
}

function UnknownCourse() {
  const courses = useCourseList();
  const { t, path, language } = useT();
  return (
    <>
      <title>{t('register.chooseTitle')}</title>
      <FormAlert role="alert" data-testid="unknown-course">
        {t('register.unknownCourse')}
      </FormAlert>
      {courses.isPending && <p role="status">{t('register.loadingCourses')}</p>}
      {courses.isError && (
        <p>
          <Trans
            ns={LEARNER_NS}
            t={t}
            i18nKey="register.coursesFailed"
            components={[<Link key="course" to={path('/course')} />]}
          />
        </p>
      )}
      {courses.data && (
        <CourseChoices aria-label={t('register.ourCourses')}>
          {courses.data.map((c) => (
            <li key={c.course_id}>
              <Link to={path(`/register/${c.course_id}`)}>{courseText(c, language).title}</Link>
            </li>
          ))}
        </CourseChoices>
      )}
    </>
  );
}
