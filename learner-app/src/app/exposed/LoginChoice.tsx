import '@ai-women/ui-kit/fonts';
import { ChoicePage } from '../../features/choice/components/ChoicePage';

export default function LoginChoice() {
  return (
    <>
      <title>Login · Aarohi — AI for Women</title>
      <meta name="description" content="Log in to Aarohi as a student or as a tutor." />
      <ChoicePage
        kicker="Login"
        heading="Welcome back"
        lead="Log in to your sessions, your batch and your support tickets."
        choices={[
          {
            title: 'Student Login',
            text: 'Your dashboard, upcoming sessions and enrolled course.',
            href: '/login',
            image: '/assets/illustrations/student.svg',
          },
          {
            title: 'Tutor Login',
            text: 'Your batches, documents, profile and support tickets.',
            href: '/tutorlogin',
            image: '/assets/illustrations/tutor.svg',
          },
        ]}
      />
    </>
  );
}
