import '@ai-women/ui-kit/fonts';
import { ChoicePage } from '../../features/choice/components/ChoicePage';
import { englishTexts, useT } from '../../i18n';
import choiceTexts from '../../i18n/en/choice.json';

englishTexts({ choice: choiceTexts });

export default function LoginChoice() {
  const { t, path } = useT();
  return (
    <>
      <title>{t('choice.loginTitle')}</title>
      <meta name="description" content={t('choice.loginDescription')} />
      <ChoicePage
        kicker={t('choice.loginKicker')}
        heading={t('choice.loginHeading')}
        lead={t('choice.loginLead')}
        choices={[
          {
            title: t('choice.studentLogin'),
            text: t('choice.studentLoginText'),
            href: path('/login'),
            image: '/assets/illustrations/student.svg',
          },
          {
            // The tutors' portal is English only.
            title: t('choice.tutorLogin'),
            text: t('choice.tutorLoginText'),
            href: '/tutorlogin',
            image: '/assets/illustrations/tutor.svg',
          },
        ]}
      />
    </>
  );
}
