import '@ai-women/ui-kit/fonts';
// /dashboard: the student's home after login, behind the learner guard, inside the student frame.
import { DashboardScreen } from '../../features/dashboard/components/DashboardScreen';
import { DownloadConfirmationButton } from '../../lib/confirmation-pdf/DownloadConfirmationButton';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';
import { englishTexts, useT } from '../../i18n';
import dashboardTexts from '../../i18n/en/dashboard.json';

englishTexts({ dashboard: dashboardTexts });

/** The download button's label in her language (inside the student frame, which follows her choice). */
function Confirmation() {
  const { t } = useT();
  return <DownloadConfirmationButton label={t('dashboard.download')} />;
}

export default function DashboardPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <DashboardScreen confirmation={<Confirmation />} />
      </StudentFrame>
    </LearnerGuard>
  );
}
