import { useTranslation } from 'react-i18next';
import LinkCasePrompt from '../../case-opening/components/LinkCasePrompt';
import MainCard from '../../../ui-component/MainCard';

/** On the client dashboard: join a case a firm opened for you, with the code from its e-mail. */
export default function LinkCaseCard() {
  const { t } = useTranslation();
  return (
    <MainCard title={t('caseOpening.dashboard.title')}>
      <LinkCasePrompt text={t('caseOpening.dashboard.text')} />
    </MainCard>
  );
}
