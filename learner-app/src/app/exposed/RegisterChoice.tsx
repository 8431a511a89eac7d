import '@ai-women/ui-kit/fonts';
import { ChoicePage } from '../../features/choice/components/ChoicePage';

export default function RegisterChoice() {
  return (
    <>
      <title>Register · Aarohi — AI for Women</title>
      <meta name="description" content="Join Aarohi as a student of the 4-week live AI course, or as a tutor who teaches it." />
      <ChoicePage
        kicker="Register"
        heading="How would you like to join Aarohi?"
        lead="Choose the account that fits you. You can always write to us if you are not sure."
        choices={[
          {
            title: 'Student Register',
            text: 'Join the 4-week live AI course: 25 sessions, Monday to Saturday.',
            href: '/register',
            image: '/assets/illustrations/student.svg',
          },
          {
            title: 'Tutor Register',
            text: 'Teach with us: share your skills and guide a batch of women learners.',
            href: '/tutorregister',
            image: '/assets/illustrations/tutor.svg',
          },
        ]}
      />
    </>
  );
}
