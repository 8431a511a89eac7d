import '@ai-women/ui-kit/fonts';
import { ChoicePage } from '../../features/choice/components/ChoicePage';
import { englishTexts, useT } from '../../i18n';
import choiceTexts from '../../i18n/en/choice.json';

englishTexts({ choice: choiceTexts });

export default function RegisterChoice() {
  const { t, path } = useT();
  return (
    <>
      <title>{t('choice.registerTitle')}</title>
      <meta name="description" content={t('choice.registerDescription')} />
      <ChoicePage
        kicker={t('choice.registerKicker')}
        heading={t('choice.registerHeading')}
        lead={t('choice.registerLead')}
        choices={[
          {
            title: t('choice.studentRegister'),
            text: t('choice.studentRegisterText'),
            href: path('/register'),
            image: '/assets/illustrations/student.svg',
          },
          {
            // The tutors' portal is English only.
            title: t('choice.tutorRegister'),
            text: t('choice.tutorRegisterText'),
            href: '/tutorregister',
            image: '/assets/illustrations/tutor.svg',
          },
        ]}
      />
    </>
  );
}
